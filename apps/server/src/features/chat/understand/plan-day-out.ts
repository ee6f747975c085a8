import type { TMealSlot } from "@nutriguia/domain";
import { foldText } from "../chat.text";

/** A meal of a day of the plan eaten out ("na sexta eu almoço fora com o pessoal"): said, not a meal eaten nor an edit. */
export type TPlanDayOut = { slot: TMealSlot; day: string | null };

const DAY = "(segunda|terca|quarta|quinta|sexta|sabado|domingo|hoje|amanha)(?: feira)?";
const OUT = new RegExp(`\\b(?:vou |vamos |a gente vai )?(almoco|almocar|almocamos|janto|jantar|jantamos|como|comer|comemos) fora\\b`);
const ON_DAY = new RegExp(`\\b(?:no|na|de|da|do|pra|para)? ?${DAY}\\b`);
const SAID: Readonly<Record<string, string>> = { terca: "terça", sabado: "sábado", amanha: "amanhã" };

/** Null when the message says no meal eaten out, or tells a meal already eaten ("almocei fora"). */
export function readPlanDayOut(text: string): TPlanDayOut | null {
  const folded = foldText(text);
  if (folded.split(" ").length > 16 || /\b(comi|almocei|jantei|comemos|bebi|tomei)\b/.test(folded)) return null;
  const out = OUT.exec(folded);
  if (!out) return null;
  const day = ON_DAY.exec(folded)?.[1] ?? null;
  const slot: TMealSlot = /^jant/.test(out[1]!) ? "DINNER" : "LUNCH";
  return { slot, day: day ? (SAID[day] ?? day) : null };
}
