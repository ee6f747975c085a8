import { mentionsRisk, phraseSource } from "../understand/risk-lexicon";
import { MEDICINE_TABLE, SEVERITIES, type TAlcoholInteraction, type TFoodInteraction, type TMedicine } from "../understand/medicine-table";

const compile = (phrases: readonly string[]) => new RegExp(`\\b(?:${phrases.map((p) => phraseSource(p, {})).join("|")})\\b`);
const MEDICINES = MEDICINE_TABLE.medicines.map((m) => ({ m, names: compile(m.names), foods: m.interactions.map((i) => (i.with === "food" ? compile(i.foods) : null)) }));
const rank = (i: { severity: (typeof SEVERITIES)[number] }) => SEVERITIES.indexOf(i.severity);

/** The medicines a folded text names, in the table's order. */
export function medicinesNamed(folded: string): TMedicine[] {
  return MEDICINES.filter((x) => x.names.test(folded)).map((x) => x.m);
}

/** A drink with alcohol asked or planned: the lexicon's drinks, or "beber" with no other drink named. */
export const drinkAsked = (folded: string): boolean => mentionsRisk(folded, "alcohol") || mentionsRisk(folded, "drinking_plain");

/** The food interaction of a medicine named now (or, outside a meal log, in the turns before) with a food this message names. */
export function foodInteraction(folded: string, earlier: string, loggingAMeal: boolean): TFoodInteraction | null {
  const find = (named: (x: (typeof MEDICINES)[number]) => boolean) => {
    for (const x of MEDICINES.filter(named)) {
      const hit = x.m.interactions.find((i, k): i is TFoodInteraction => i.with === "food" && x.foods[k]!.test(folded));
      if (hit) return hit;
    }
    return null;
  };
  // The medicine said in this message comes first: "tomo varfarina" before, "e o cipro com leite?" now is the antibiotic.
  return find((x) => x.names.test(folded)) ?? (loggingAMeal ? null : find((x) => x.names.test(earlier)));
}

const alcoholOf = (m: TMedicine) => m.interactions.find((i): i is TAlcoholInteraction => i.with === "alcohol") ?? null;

/** What to say when a drink meets the medicines named in `said` (this turn and the ones before); null when none of them has a word on alcohol. */
export function alcoholInteraction(said: string): string | null {
  const found = medicinesNamed(said).map(alcoholOf).filter((i): i is TAlcoholInteraction => i !== null);
  if (found.length === 0) return null;
  const strictest = [...found].sort((a, b) => rank(a) - rank(b))[0]!;
  const whys = [...new Set(found.map((i) => i.why))];
  const close = strictest.severity === "info" ? "" : `\n\n${ASK_BEFORE}`;
  return `${strictest.lead}\n\n${whys.join(" ")}${close}`;
}

const ASK_BEFORE = "Não pare nem pule o remédio para poder beber: converse com o **médico** que o receitou ou com o **farmacêutico** sobre o seu caso. Se quiser, sugiro bebidas sem álcool para a ocasião.";

/** The medicine-and-alcohol answer when the medicine is one the table does not name ("remédio controlado", "tarja preta"). */
export const ANY_MEDICINE_WITH_ALCOHOL = [
  "**Não misture bebida alcoólica com esse remédio sem falar antes com quem o receitou.**",
  "",
  "Muitos remédios não combinam com álcool: calmantes e remédios para dormir (sonolência forte e respiração lenta), antidepressivos, anticonvulsivantes, alguns antibióticos (metronidazol: enjoo, vômito e palpitação), remédios para diabetes (hipoglicemia horas depois), paracetamol (fígado) e anticoagulantes (sangramento).",
  "",
  ASK_BEFORE,
].join("\n");

/** Generic words for a medicine, when the message does not name one the table knows. */
const ANY_MEDICINE = /\b(remedio|remedios|medicamento\w*|comprimido\w*|capsula\w*|pilula\w*|antibiotic\w*|xarope|injecao|bula)\b/;
/** The meal, a food, a drink or the time of taking: what a medicine question asks of the table. */
const AT_THE_TABLE = /\b(comer|como|comida|alimento\w*|jejum|estomago vazio|junto|antes|depois|beber|bebida|leite|cafe|suco|cha|refeic\w*|dieta|posso|pode|faz mal|tem problema|atrapalha|corta)\b/;

/** Said instead of "fora do que eu faço" when a medicine is asked about with food, a drink or its time, and the table has nothing on it. */
export const MEDICINE_WITH_FOOD_UNKNOWN = [
  "**Sobre esse remédio com alimentos ou bebidas, quem confirma é o farmacêutico ou o médico que receitou:** alguns remédios pedem jejum, outros precisam ser tomados com comida, e alguns não combinam com leite, toranja ou álcool. A bula traz isso no item *Como devo usar este medicamento?*.",
  "",
  "- Tome o remédio com água, no horário que foi receitado, e não pare nem mude a dose por conta própria.",
  "- Enquanto não confirmar, evite bebida alcoólica junto com ele.",
  "- Se notar enjoo, tontura, manchas na pele ou falta de ar depois de tomar, procure atendimento.",
  "",
  "Se me disser o nome do remédio, vejo se conheço o cuidado dele com a alimentação.",
].join("\n");

/** A medicine asked about with the table (a food, a drink, the time of a meal): the answer the table has, else who confirms it. */
export function medicineAtTheTable(folded: string): string | null {
  if (!AT_THE_TABLE.test(folded)) return null;
  if (drinkAsked(folded)) return alcoholInteraction(folded) ?? (ANY_MEDICINE.test(folded) || medicinesNamed(folded).length > 0 ? ANY_MEDICINE_WITH_ALCOHOL : null);
  const food = foodInteraction(folded, "", false);
  if (food) return food.answer;
  return medicinesNamed(folded).length > 0 || ANY_MEDICINE.test(folded) ? MEDICINE_WITH_FOOD_UNKNOWN : null;
}

/**
 * "tô tomando metronidazol pra uma infecção", nothing asked: the strictest word the table has on each medicine named
 * (alcohol first when it harms), so the person hears it before the weekend's beer is asked about.
 */
export function medicineSaidNote(folded: string): string | null {
  const notes = medicinesNamed(folded).map((m) => {
    const [strictest] = [...m.interactions].sort((a, b) => rank(a) - rank(b));
    if (!strictest || strictest.severity === "info") return null;
    return strictest.with === "alcohol" ? `${strictest.lead} ${strictest.why}` : strictest.answer;
  });
  const said = notes.filter((n): n is string => n !== null);
  return said.length > 0 ? said.join("\n\n") : null;
}
