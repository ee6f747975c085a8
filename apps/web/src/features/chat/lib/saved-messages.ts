import type { TCalorieCalculation, TProfileSuggestion } from "@nutriguia/domain";
import { CHAT_MESSAGES_KEY, isImpersonating } from "../../../lib/storage";

/** A message as the screen shows it; local ones (optimistic sends, errors) never reached the server. */
export type TViewMessage = {
  id: string;
  direction: "INCOMING" | "OUTGOING";
  content: string;
  timestamp: string;
  mediaUrl?: string | null;
  calculation?: TCalorieCalculation | null;
  isErrorMessage?: boolean;
  isProfileRequired?: boolean;
  /** Set for messages exchanged on WhatsApp or Telegram (issue 17). */
  channel?: "WEB" | "WHATSAPP" | "TELEGRAM";
  /** What an answered statement would add to the profile ("Salvar no meu perfil"). */
  profileSuggestion?: TProfileSuggestion | null;
  local?: boolean;
};

const MAX_SAVED = 100;

/** The saved copy belongs to whoever uses this browser: an admin viewing as a user neither sees nor keeps theirs. */
export function loadSavedMessages(): TViewMessage[] {
  if (isImpersonating()) return [];
  try {
    const raw = window.localStorage.getItem(CHAT_MESSAGES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as TViewMessage[]) : [];
  } catch {
    return [];
  }
}

export function saveMessages(messages: readonly TViewMessage[]): void {
  if (isImpersonating()) return;
  try {
    window.localStorage.setItem(CHAT_MESSAGES_KEY, JSON.stringify(messages.slice(-MAX_SAVED)));
  } catch {
    // Storage full or disabled: the server history still has the conversation.
  }
}
