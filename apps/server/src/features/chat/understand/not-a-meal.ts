/**
 * Messages that name foods but are not a meal to log (issue 27): a symptom after eating ("comi feijoada e to com azia"),
 * a food given up ("parei com refrigerante"), a recipe asked for ("me passa uma receita de bolo de banana").
 */
export type TNotAMeal = "symptom" | "stopped" | "recipe";

const SYMPTOM_WORDS: readonly [string, string][] = [
  ["heartburn", "azia|queimacao|refluxo"],
  ["nausea", "enjoo|enjoos|enjoad[oa]|nausea\\w*|ansia de vomito"],
  ["bloating", "gases|estufad[oa]|estufamento|barriga (?:inchada|cheia|estufada)|empachad[oa]"],
  ["diarrhoea", "diarreia|intestino solto|dor de barriga|caganeira|desarranjo"],
  ["constipation", "intestino preso|prisao de ventre"],
  ["weak", "fraqueza|fraca|fraco|sem energia|tontura|tont[oa]|desanimad[oa]"],
];
/** A symptom said as felt ("to com azia", "fiquei enjoada", "me sentindo fraca"), not a word of a dish ("café fraco"). */
const FEEL = "(?:to|tou|estou|fiquei|fico|ficou|senti|sinto|sentindo|deu|dando|bateu|ando|tive|tenho|morrendo de)";
export const SYMPTOMS: readonly [string, RegExp][] = SYMPTOM_WORDS.map(([kind, words]) => [kind, new RegExp(`\\b${FEEL}(?: \\w+){0,3}? (?:${words})\\b`)]);

const STOPPED = /\b(parei de (comer|tomar|beber)|parei com|parei o|parei a|larguei|cortei|deixei de (comer|tomar|beber)|nao (como|tomo|bebo) mais|zerei|tirei (o|a|os|as) \w+ da (minha )?(dieta|alimentacao|vida))\b/;
const RECIPE = /\b(receita|receitinha|modo de preparo|como (eu )?(preparo|preparar|tempero|temperar|congelo|congelar|conservo|guardo))\b/;
/** "como faço frango desfiado?": how to make a food, not how to lose weight. */
const HOW_TO_MAKE = /\bcomo (eu )?(faco|faz|fazer|fazem)\b/;
const ATE = /\b(comi|almocei|jantei|lanchei|merendei)\b/;

export function notAMeal(folded: string, foods: number): TNotAMeal | null {
  if (SYMPTOMS.some(([, p]) => p.test(folded))) return "symptom";
  if (RECIPE.test(folded) || (foods > 0 && HOW_TO_MAKE.test(folded) && !/\b(emagrecer|perder|secar|parar|largar|diminuir)\b/.test(folded))) return "recipe";
  if (STOPPED.test(folded) && !ATE.test(folded)) return "stopped";
  return null;
}

/** What was given up, in the person's words ("parei com refrigerante" → "refrigerante"). */
export function givenUp(folded: string): string | null {
  const m = /\b(?:parei de (?:comer|tomar|beber)|parei com|parei o|parei a|larguei|cortei|deixei de (?:comer|tomar|beber)|nao (?:como|tomo|bebo) mais|zerei)\s+(?:o |a |os |as |com )?((?:\w+)(?: (?:e|de) (?:o |a |os |as )?\w+)?)/.exec(folded);
  return m ? m[1]!.replace(/ (faz|ha|desde|tem|a|ja)$/, "") : null;
}
