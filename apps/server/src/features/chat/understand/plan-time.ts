import type { TMealSlot } from "@nutriguia/domain";
import { foldText } from "../chat.text";
import { ATE } from "./eating-verbs";

/** A meal of the plan at an hour the person keeps ("almoço às 11h", "tomo café às 6 da manhã"); `minutes` from midnight. */
export type TPlanTime = { slot: TMealSlot; hour: string; minutes: number };

/** The meal a clause names, by noun or by verb ("janto às 20h", "tomo café às 6"). */
const CLAUSE_SLOTS: readonly [TMealSlot, RegExp][] = [
  ["MORNING_SNACK", /\blanche da manha\b/],
  ["BREAKFAST", /\bcafe da manha\b|\b(?:tomo|tomar|meu|o) cafe\b|^cafe\b/],
  ["LUNCH", /\b(almoco|almocar|almoca)\b/],
  ["AFTERNOON_SNACK", /\b(lanche da tarde|lancho|lanchar|lanche)\b/],
  ["DINNER", /\b(janto|jantar|janta)\b/],
  ["SUPPER", /\bceia\b/],
];

/** "às 11h", "pras 14h", "umas 20:30", "às 6 da manhã", "8 da noite", "meio dia": an hour, never an amount ("2 colheres"). */
const TIME = /\b(?:(?:as|pras|para as|umas|la pelas|por volta das)\s+(\d{1,2})(?!\s?(?:colher\w*|conch\w*|unidade\w*|fatia\w*|cop\w*|g|gramas|ml|kcal|calorias|xicara\w*|pedac\w*|dias|vezes|reais|x)\b)(?:h(\d{2})?|\s?(?:horas?|hs))?|(\d{1,2})(?:h(\d{2})?|\s?(?:horas|hs)))(?:\s+(da manha|da tarde|da noite|da madrugada))?\b|\b(meio dia|meiodia)\b/;
/** Eaten already, with a time beside it ("comi 2 ovos às 8h"): a meal to log, not the plan's clock. */
const EATEN = ATE;

function timeOf(clause: string): number | null {
  const m = TIME.exec(clause);
  if (!m) return null;
  if (m[6]) return 12 * 60;
  let hour = Number(m[1] ?? m[3]);
  const minutes = Number(m[2] ?? m[4] ?? 0);
  if ((m[5] === "da tarde" || m[5] === "da noite") && hour < 12) hour += 12;
  return hour <= 23 && minutes < 60 ? hour * 60 + minutes : null;
}

export const formatHour = (minutes: number) => `${Math.floor(minutes / 60)}h${minutes % 60 ? String(minutes % 60).padStart(2, "0") : ""}`;

/** Every meal said with an hour ("eu almoço às 11h e janto às 20h"); empty when the message sets no meal's hour. */
export function readPlanTimes(text: string): TPlanTime[] {
  const folded = foldText(text);
  if (EATEN.test(folded) || folded.split(" ").length > 25) return [];
  const times: TPlanTime[] = [];
  // "7:30" kept as "7h30" before folding turns the colon into a space; clauses split on the raw commas.
  const clauses = text.replace(/\b(\d{1,2}):(\d{2})\b/g, "$1h$2").split(/[,;]/).flatMap((c) => foldText(c).split(/ e (?=[a-z])| mas /));
  for (const clause of clauses) {
    const slot = CLAUSE_SLOTS.find(([, p]) => p.test(clause.trim()))?.[0];
    const minutes = timeOf(clause);
    if (slot && minutes !== null && !times.some((t) => t.slot === slot)) times.push({ slot, hour: formatHour(minutes), minutes });
  }
  return times;
}
