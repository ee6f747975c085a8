import type { TMealSlot } from "@nutriguia/domain";

/**
 * "muda o almoço de quinta", "troca o jantar de todos os dias", "outro café da manhã no sábado, sem ovo".
 * `days`: plan days named by number ("dia 2"); `weekdays`: days named by weekday, 0 = segunda (a plan starts on the
 * day it was made, so "quinta" is found by the days' labels); "all" when neither is named.
 */
export type TPlanEdit = { slot: TMealSlot | null; days: number[] | "all"; weekdays: number[]; avoid: string[] };

/** "tira o peixe", "nada de ovo", "não quero carne vermelha": a food taken out of the whole plan (slot null). */
const TAKE_OUT = /^(?:(?:pode|por favor)\s+)?(?:tira|tire|tirar|remove|remova|nada de|nao quero|sem)\s+(?:o |a |os |as )?([a-z]+(?: (?:de |do |da )?[a-z]+)?)(?: do plano| do cardapio| de todos os dias)?$/;

const EDIT = /\b(muda|mude|mudar|troca|troque|trocar|refaz|refaca|refazer|substitui|substitua|outro|outra|diferente|nao gostei (do|da)|tira|tire)\b/;
const SLOTS: readonly [TMealSlot, RegExp][] = [
  ["MORNING_SNACK", /\blanche da manha\b/],
  ["BREAKFAST", /\bcafe da manha\b|\bcafe\b/],
  ["LUNCH", /\balmoco\b/],
  ["AFTERNOON_SNACK", /\blanche( da tarde)?\b/],
  ["DINNER", /\b(jantar|janta)\b/],
  ["SUPPER", /\bceia\b/],
];
const WEEKDAYS: readonly RegExp[] = [/\bsegunda\b/, /\bterca\b/, /\bquarta\b/, /\bquinta\b/, /\bsexta\b/, /\bsabado\b/, /\bdomingo\b/];

/** Null when the message does not ask to change a meal of the plan just made. */
export function readPlanEdit(folded: string, planDays: number): TPlanEdit | null {
  if (!(EDIT.test(folded) || TAKE_OUT.test(folded)) || folded.split(" ").length > 18) return null;
  const slot = SLOTS.find(([, p]) => p.test(folded))?.[0];
  if (!slot) {
    const out = TAKE_OUT.exec(folded);
    return out ? { slot: null, days: "all", weekdays: [], avoid: [out[1] as string] } : null;
  }
  const weekdays = WEEKDAYS.flatMap((p, k) => (p.test(folded) ? [k] : []));
  const days = [...folded.matchAll(/\bdia (\d)\b/g)].map((m) => Number(m[1])).filter((d) => d >= 1 && d <= planDays);
  const avoid = [...folded.matchAll(/\bsem (?:o |a |os |as )?([a-z ]+?)(?= e |$| no | na | de )/g)].map((m) => m[1]!.trim()).filter(Boolean);
  return { slot, days: days.length > 0 || weekdays.length > 0 ? days : "all", weekdays, avoid };
}
