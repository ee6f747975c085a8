const DAY_WORDS = ["segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo"];
/** A weekday as people write it, whole or cut short ("seg", "qua", "sáb"). */
const DAY = "(seg(?:unda)?|ter(?:ca)?|qua(?:rta)?|qui(?:nta)?|sex(?:ta)?|sab(?:ado)?|dom(?:ingo)?)(?: ?feira)?s?";
/** "de segunda a sexta", "seg a qui", "de terça até sábado": every day between the two, both included. */
const RANGE = new RegExp(`\\b${DAY} (?:a|ate|ao) ${DAY}\\b`);
const WEEKEND = /\b(?:fim|fins|final|finais) de semana\b|\bfds\b/;
const WORKDAYS = /\b(?:dias? (?:de semana|uteis)|durante a semana|na semana toda|em dia de semana)\b/;

const indexOf = (word: string) => DAY_WORDS.findIndex((d) => d.startsWith(word));

/**
 * The weekdays named (0 = segunda): each day by its name, a range ("de segunda a sexta"), the working days ("durante a
 * semana", "dias úteis") and the weekend ("fim de semana", "fds"). Empty when none is said.
 */
export function weekdaysSaid(folded: string): number[] {
  const range = RANGE.exec(folded);
  const ranged = range ? Array.from({ length: ((indexOf(range[2]!) - indexOf(range[1]!) + 7) % 7) + 1 }, (_, k) => (indexOf(range[1]!) + k) % 7) : [];
  const named = DAY_WORDS.flatMap((w, k) => (new RegExp(`\\b${w}s?\\b`).test(folded) ? [k] : []));
  const workdays = WORKDAYS.test(folded) ? [0, 1, 2, 3, 4] : [];
  const weekend = WEEKEND.test(folded) && workdays.length === 0 ? [5, 6] : [];
  return [...new Set([...ranged, ...named, ...workdays, ...weekend])].sort((a, b) => a - b);
}
