import { foldText } from "../chat.text";

/**
 * Calories the person says they already ate today, counted elsewhere ("hj já foi café 280, almoço 610 e lanche 190,
 * peguei do app", "já comi uns 700 hj", "até agora 1100 kcal"): a number of the day, never a food to log. The latest
 * message that tells it wins; a target ("minha meta é 1600") is never intake.
 */
export type TToldIntake = { total: number; parts: readonly { meal: string; kcal: number }[] };

const MEAL_WORDS: readonly [RegExp, string][] = [
  [/^cafe(?: da manha)?$/, "café da manhã"],
  [/^almoco$/, "almoço"],
  [/^lanche(?: da (?:tarde|manha))?$/, "lanche"],
  [/^(?:janta|jantar)$/, "jantar"],
  [/^ceia$/, "ceia"],
];
const PER_MEAL = /\b(cafe(?: da manha)?|almoco|lanche(?: da (?:tarde|manha))?|janta|jantar|ceia)\s+(?:(?:que|q) )?(?:foi |deu |de |com )?(?:uns |umas |cerca de |mais ou menos )?(\d{2,4})(?!\s?(?:g|gramas|ml|reais|h|horas|min)\b)(?:\s?(?:kcal|cal|calorias))?\b/g;
const TOTAL = /\b(?:(?:eu )?ja (?:comi|consumi|ingeri|foi|foram|deu|bati|tinha comido|tinha consumido|havia comido)|comi ate agora|ate agora(?: (?:foi|foram|deu|comi))?|to com|estou com|hoje (?:ja )?(?:foi|foram|deu|comi))\s+(?:uns |umas |cerca de |mais ou menos |quase )?(\d{3,4})(?:\s?(?:kcal|cal|calorias))?\b(?!\s?(?:g|gramas|ml|reais|de)\b)/;
/** "hj só consegui comer umas 1200 kcal", "hoje comi pouquinho, umas 1500 kcal só": the day's total told with its unit. */
const TOTAL_SAID = /\b(?:so |mal |apenas )?(?:comi|consumi|ingeri|bati|consegui (?:comer|bater|chegar (?:a|em))|fechei (?:o dia )?(?:com|em))(?: (?:so|apenas|mal|pouco|pouquinho|muito pouco|quase nada))?\s+(?:uns |umas |cerca de |mais ou menos |quase |so |apenas )?(\d{3,4})\s?(?:kcal|cal|calorias)\b/;
const TODAY = /\b(hoje|hj|ja|ate agora|no dia|peguei do app|pelo app|no app)\b/;
const NOT_INTAKE = /\b(meta|limite|objetivo|teto|quero|queria|tentando|devo|deveria|se eu|e se)\b[^.?!,]{0,12}$/;

/** "almocei uma marmita de 600 kcal", "jantei um prato de uns 700 calorias": one meal told by its kcal, today unless said otherwise. */
const MEAL_EATEN = /^(?:(?:hoje|no almoco|na janta) )?(almocei|jantei|lanchei)\b.*\b(?:marmitas?|marmitex|quentinha|pratos?|pf|lanche|sanduiche|refeicao|combo|porcao) (?:de|com) (?:uns |umas |quase |cerca de )?(\d{3,4})\s*(?:kcal|cal|calorias)\b/;
const MEAL_OF_VERB: Readonly<Record<string, string>> = { almocei: "almoço", jantei: "jantar", lanchei: "lanche" };

export function toldIntakeIn(text: string): TToldIntake | null {
  const folded = foldText(text).replace(/\bhj\b/g, "hoje");
  const eaten = /\bontem\b/.test(folded) ? null : MEAL_EATEN.exec(folded);
  if (eaten && Number(eaten[2]) >= 50 && Number(eaten[2]) <= 2500) return { total: Number(eaten[2]), parts: [{ meal: MEAL_OF_VERB[eaten[1]!]!, kcal: Number(eaten[2]) }] };
  if (!TODAY.test(folded)) return null;
  const parts = [...folded.matchAll(PER_MEAL)]
    .filter((m) => !NOT_INTAKE.test(folded.slice(0, m.index)))
    .map((m) => ({ meal: MEAL_WORDS.find(([p]) => p.test(m[1]!))?.[1] ?? m[1]!, kcal: Number(m[2]) }))
    .filter((p) => p.kcal >= 50 && p.kcal <= 2500);
  if (parts.length >= 2 || (parts.length === 1 && /\b(kcal|cal|calorias|app)\b/.test(folded))) return { total: parts.reduce((sum, p) => sum + p.kcal, 0), parts };
  const total = TOTAL.exec(folded) ?? TOTAL_SAID.exec(folded);
  if (total && !NOT_INTAKE.test(folded.slice(0, total.index))) {
    const kcal = Number(total[1]);
    if (kcal >= 100 && kcal <= 6000) return { total: kcal, parts: [] };
  }
  return null;
}

/** The intake told in the latest message that tells one, over the person's messages oldest first. */
export function readToldIntake(texts: readonly string[]): TToldIntake | null {
  let told: TToldIntake | null = null;
  for (const text of texts) told = toldIntakeIn(text) ?? told;
  return told;
}
