/**
 * Toasts (000 §2, §9): one at a time, a new one replaces the old, 5 s by default. A success only confirms what the
 * screen already shows, so it leaves after 3 s (docs/decisions/212).
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SUCCESS_TOAST_DURATION_MS = 3000;

export type TToastVariant = "default" | "success" | "destructive";
export type TToast = { id: number; title: string; description?: string; variant: TToastVariant };
export type TToastInput = { title: string; description?: string; variant?: TToastVariant; durationMs?: number };

let current: TToast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  current = null;
  emit();
}

export function toast(input: TToastInput): TToast {
  if (timer) clearTimeout(timer);
  const item: TToast = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
  };
  current = item;
  timer = setTimeout(dismissToast, input.durationMs ?? (item.variant === "success" ? SUCCESS_TOAST_DURATION_MS : TOAST_DURATION_MS));
  emit();
  return item;
}

/**
 * For the spec's one-line messages written as "Title: description"
 * (e.g. "Account activated: Your account has been …"): the part before the
 * first ": " becomes the title.
 */
export function toastMessage(message: string, variant: TToastVariant = "default"): TToast {
  const at = message.indexOf(": ");
  if (at <= 0) return toast({ title: message, variant });
  return toast({ title: message.slice(0, at), description: message.slice(at + 2), variant });
}

export function getToast(): TToast | null {
  return current;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
