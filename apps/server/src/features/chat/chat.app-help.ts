import { turnOf } from "./chat.turn";
import type { TRead, TTurn } from "./chat.pipeline";
import { composeAppHelp } from "./compose/compose-app-help";
import { appTopic } from "./understand/app-question";

/**
 * "como cancelo a assinatura?", "dá pra usar no whatsapp?": a question about the app itself, answered from the help
 * center before any allowance is spent, so that someone whose messages ran out can still learn how to subscribe.
 */
export function appHelpTurn(read: TRead): TTurn | null {
  const topic = appTopic(read.u.folded, read.u.text);
  if (!topic) return null;
  return turnOf("SMALL_TALK", composeAppHelp(topic, read.u.folded), "builtin");
}
