/** Every key this product writes to local storage contains this name (000 §4). */
export const STORAGE_PREFIX = "nutriguia";
export const TOKEN_KEY = "nutriguia_token";
export const CHAT_MESSAGES_KEY = "nutriguia_chat_messages";
/**
 * "Ver como usuário": the read-only token of the viewed user lives in this tab's session storage and wins
 * over the admin's own token, which stays untouched in local storage (other tabs keep the admin session,
 * and "Voltar ao painel" only has to drop this key).
 */
export const IMPERSONATION_TOKEN_KEY = "nutriguia_impersonation_token";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return tabStorage()?.getItem(IMPERSONATION_TOKEN_KEY) ?? storage()?.getItem(TOKEN_KEY) ?? null;
}

export function isImpersonating(): boolean {
  return !!tabStorage()?.getItem(IMPERSONATION_TOKEN_KEY);
}

export function setImpersonationToken(token: string | null): void {
  if (token) tabStorage()?.setItem(IMPERSONATION_TOKEN_KEY, token);
  else tabStorage()?.removeItem(IMPERSONATION_TOKEN_KEY);
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

/** Logout: removes every key containing the product's name, saved chat messages included. */
export function clearProductStorage(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key && key.toLowerCase().includes(STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
  store.removeItem(CHAT_MESSAGES_KEY);
}
