import { NUMBER_SAID, numberValue } from "./number-words";

const LOSE = "(?:perder|emagrecer|eliminar|secar|tirar|baixar|queimar)";
const GAIN = "(?:ganhar|engordar|subir|botar|por)";
/** A loss reads up to 20 characters between the verb and the kilos ("perder peso, uns 8 kg"); a gain only a few fillers, since "por" is also a preposition. */
const KILOS = new RegExp(`\\b(?:(${LOSE})\\b\\D{0,20}?|${GAIN} (?:uns |umas |mais |os |esses |estes |ai |tipo )?)\\b(${NUMBER_SAID}) ?(?:kg|kgs|kilos?|quilos?)\\b`);
/** "faltam 3 meses", "tenho só 2 meses", "restam 10 semanas": the time left said beside the goal (never years, which are an age). */
const WITHIN = new RegExp(`\\b(?:(?:em|ate|daqui(?: a)?|nos proximos|nas proximas|dentro de|no prazo de|prazo de) (?:uns |umas )?(${NUMBER_SAID}) (dias?|semanas?|mes|meses|anos?)|(?:faltam|falta|faltando|restam|resta|tenho|temos) (?:so |apenas |uns |umas |quase )?(${NUMBER_SAID}) (dias?|semanas?|mes|meses))\\b`);
/** "nesse mês", "num mês", "até o fim do mês": one unit of time. */
const THIS_ONE = /\b(?:no|nesse|neste|num|numa|nessa|nesta|ate o fim d[oa]|esse|este|essa|esta) (mes|semana)\b/;

/** Each unit of time by how it begins: its length in weeks and how it is written. */
const UNITS: readonly { starts: string; weeks: number; one: string; many: string }[] = [
  { starts: "dia", weeks: 1 / 7, one: "dia", many: "dias" },
  { starts: "semana", weeks: 1, one: "semana", many: "semanas" },
  { starts: "mes", weeks: 30.4 / 7, one: "mês", many: "meses" },
  { starts: "ano", weeks: 52, one: "ano", many: "anos" },
];

/** A weight to lose or gain, in kilos, and in how many weeks when a time is said ("em 2 meses": `said` "em 2 meses"). */
export type TWeightGoal = { losing: boolean; kg: number; weeks: number | null; said: string | null };

/** "quero perder 2 kg até a prova daqui 2 meses", "preciso ganhar 3 quilos", "secar 10 kg nesse mês"; null without kilos. */
export function weightGoalSaid(folded: string): TWeightGoal | null {
  const goal = KILOS.exec(folded);
  if (!goal) return null;
  const kg = numberValue(goal[2]!);
  if (!(kg > 0) || kg > 100) return null;
  const losing = goal[1] !== undefined;
  const within = WITHIN.exec(folded);
  const one = within ? null : THIS_ONE.exec(folded);
  const amount = within?.[1] ?? within?.[3];
  const count = amount ? numberValue(amount) : one ? 1 : 0;
  const unit = UNITS.find((u) => (within?.[2] ?? within?.[4] ?? one?.[1] ?? "-").startsWith(u.starts));
  if (!unit || !(count > 0)) return { losing, kg, weeks: null, said: null };
  return { losing, kg, weeks: count * unit.weeks, said: `em ${amount ?? "1"} ${count === 1 ? unit.one : unit.many}` };
}
