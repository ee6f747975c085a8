import type { TMealSlot } from "@nutriguia/domain";
import type { TRepeatAsk } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { SLOTS } from "./plan-edit";

/** A meal of the plan repeated on other days: "repete o almoço 2 dias seguidos pra marmita", "o mesmo café todo dia". */
export type TPlanRepeat = { slot: TMealSlot; ask: TRepeatAsk };

const REPEAT = /\b(repet\w*|mesm[oa]s?|igua(l|is|lzinh[oa])|repetid[oa])\b/;
const COUNT: Readonly<Record<string, number>> = { dois: 2, duas: 2, tres: 3, "2": 2, "3": 3, "4": 4 };
/** "2 dias seguidos", "de 2 em 2 dias", "a cada 3 dias", "pra 2 dias" (cooking once for two days). */
const RUNS = /\b(2|3|4|dois|duas|tres) dias (?:seguid[oa]s|em seguida|direto|iguais)\b|\bde (2|3|dois|tres) em (?:2|3|dois|tres)\b|\ba cada (2|3|dois|tres) dias\b|\b(?:pra|para|por|serve) (2|3|dois|tres) dias\b/;
const MARMITA = /\bmarmit\w*\b|\bsobra\b|\bcozinho (?:um dia sim|dia sim)/;
const ALL = /\b(todo dia|todos os dias|todo santo dia|a semana (toda|inteira)|toda a semana|sempre|diariamente|todas as manhas)\b/;
const WEEKDAY = "(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)?";
const WEEKDAY_WORDS = ["segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo"];
/** "igual ao de segunda", "o mesmo de segunda": the day copied from. */
const SAME_AS = new RegExp(`\\b(?:igual|mesmo|mesma|que nem|como)(?: (?:ao|a|o|do|da))? (?:de |da |do |na |no )?${WEEKDAY}`);
const FROM = new RegExp(`\\b(?:de|da|do) ${WEEKDAY}`);
/** "de seg a sex", "de segunda a sexta": the first day's meal on every day of the range. */
const SHORT_DAYS: Readonly<Record<string, number>> = { seg: 0, segunda: 0, ter: 1, terca: 1, qua: 2, quarta: 2, qui: 3, quinta: 3, sex: 4, sexta: 4, sab: 5, sabado: 5, dom: 6, domingo: 6 };
const DAY_WORD = "(seg|segunda|ter|terca|qua|quarta|qui|quinta|sex|sexta|sab|sabado|dom|domingo)(?: feira)?";
const RANGE = new RegExp(`\\b(?:de |da |do )?${DAY_WORD} (?:a|ate) ${DAY_WORD}\\b`);

/** Null when the message does not ask for a meal of the plan to repeat. */
export function readPlanRepeat(text: string): TPlanRepeat | null {
  const folded = foldText(text);
  if (!REPEAT.test(folded) || folded.split(" ").length > 25) return null;
  const slot = SLOTS.find(([, p]) => p.test(folded))?.[0];
  if (!slot) return null;
  const range = RANGE.exec(folded);
  if (range) {
    const [from, last] = [SHORT_DAYS[range[1]!]!, SHORT_DAYS[range[2]!]!];
    const to = Array.from({ length: Math.max(0, last - from) }, (_, k) => from + k + 1);
    if (to.length > 0) return { slot, ask: { kind: "days", from, to } };
  }
  const weekdays = [...folded.matchAll(new RegExp(`\\b${WEEKDAY}\\b`, "g"))].map((m) => WEEKDAY_WORDS.indexOf(m[1]!));
  if (weekdays.length >= 2) {
    const fromWord = SAME_AS.exec(folded)?.[1] ?? FROM.exec(folded)?.[1];
    const from = fromWord ? WEEKDAY_WORDS.indexOf(fromWord) : weekdays[0]!;
    return { slot, ask: { kind: "days", from, to: [...new Set(weekdays.filter((w) => w !== from))] } };
  }
  const runs = RUNS.exec(folded);
  if (runs) return { slot, ask: { kind: "runs", length: COUNT[runs[1] ?? runs[2] ?? runs[3] ?? runs[4]!] ?? 2 } };
  if (ALL.test(folded)) return { slot, ask: { kind: "all" } };
  if (MARMITA.test(folded)) return { slot, ask: { kind: "runs", length: 2 } };
  return null;
}
