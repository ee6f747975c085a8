import type { TFoodMention } from "./food-mentions";
import { nutrientsNamed } from "./question-type";

/**
 * "quais alimentos têm cálcio além do leite?", "qual fruta tem mais vitamina c?", "fora a carne, o que tem ferro?":
 * foods asked by a nutrient they are rich in, optionally within a group and besides the foods named. The foods named
 * are left out of the answer, never the subject of a "does it contain" reply (issue 27).
 */
export type TSourcesAsked = {
  /** The food groups of the food table the answer is drawn from ("frutas"), or none for every everyday food. */
  groups: string[];
  /** The group as the reply names it ("entre as frutas"). */
  within: string | null;
  /** Foods said to be left out ("além do leite"): their phrases as read. */
  besides: string[];
};

/** The nutrients the food table ranks everyday foods by. */
const RANKED = new Set(["protein", "iron", "fiber", "calcium", "potassium", "vitaminC"]);

const GROUPS: readonly [RegExp, string[], string][] = [
  [/\bfrutas?\b/, ["frutas"], "entre as frutas"],
  [/\b(?:verduras?|legumes?|hortalicas?|folhas?|vegetais|hortifruti)\b/, ["hortalicas"], "entre verduras e legumes"],
  [/\b(?:graos?|cereais?)\b/, ["cereais", "leguminosas"], "entre grãos e cereais"],
  [/\bleguminosas?\b/, ["leguminosas"], "entre as leguminosas"],
  [/\b(?:castanhas?|oleaginosas?|sementes?|nozes)\b/, ["oleaginosas"], "entre castanhas e sementes"],
  [/\b(?:carnes?)\b/, ["carnes"], "entre as carnes"],
  [/\b(?:peixes?|frutos do mar)\b/, ["pescados"], "entre peixes e frutos do mar"],
  [/\b(?:laticinios?|derivados do leite)\b/, ["laticinios"], "entre leite e derivados"],
];
const GROUP_WORD = String.raw`(?:alimentos?|comidas?|coisas?|opcoes|fontes?|frutas?|verduras?|legumes?|hortalicas?|folhas?|vegetais|graos?|cereais?|leguminosas?|castanhas?|oleaginosas?|sementes?|nozes|carnes?|peixes?|laticinios?)`;

/** A which-question about foods by what they hold, or a request for sources of a nutrient. */
const ASKS_WHICH = new RegExp(
  [
    String.raw`\b(?:quais|qual|que|o que|onde)\b(?: (?:os|as|o|a|outr[oa]s?))? ${GROUP_WORD}\b`,
    String.raw`\b(?:o que|onde) (?:mais )?(?:tem|possui|contem|encontro|acho|da)\b`,
    String.raw`\b(?:fontes? de|ricos? em|ricas? em|cheios? de|com bastante|com muito|com muita)\b`,
    String.raw`\b(?:me )?(?:fala|diz|diga|passa|cita|lista|indica)(?: \w+)? ${GROUP_WORD}\b`,
  ].join("|"),
);
/** "quanto de ferro por dia?", "quantos mg de cálcio eu preciso?": the amount to eat, not the foods that give it. */
const ASKS_AMOUNT = /\b(?:quant[oa]s?|quanto de|por dia|ao dia|diari\w*)\b/;
/** Where the foods said to be left out begin: "além do leite", "fora a carne", "sem ser ovo", "tirando o feijão". */
const BESIDES = /\b(?:alem d[eoa]s?|alem|fora (?:o |a |os |as )?|sem ser (?:o |a )?|tirando (?:o |a |os |as )?|exceto (?:o |a )?|menos (?:o |a )?|que nao (?:seja|sejam) (?:o |a )?|sem contar (?:o |a )?)/;

export function sourcesAsked(folded: string, foods: readonly TFoodMention[]): TSourcesAsked | null {
  if (!nutrientsNamed(folded).some((n) => RANKED.has(n)) || !ASKS_WHICH.test(folded) || ASKS_AMOUNT.test(folded)) return null;
  const marker = BESIDES.exec(folded);
  const leftOut = marker ? folded.slice(marker.index + marker[0].length) : "";
  // A food read inside the nutrient's own name ("vitamina" in "vitamina c") or a group word ("carne") is no food asked.
  const withoutNutrients = folded.replace(/\bvitamina c\b/g, " ");
  const besides: string[] = [];
  for (const food of foods) {
    const phrase = food.phrase;
    if (leftOut.includes(phrase)) {
      besides.push(phrase);
      continue;
    }
    if (!withoutNutrients.includes(phrase) || GROUPS.some(([p]) => p.test(phrase) && phrase.split(" ").length === 1)) continue;
    // A food named outside the left-out clause is asked about: "o que tem mais ferro, feijão ou lentilha?" compares them.
    return null;
  }
  const group = GROUPS.find(([p]) => p.test(marker ? folded.slice(0, marker.index) : folded));
  return { groups: group?.[1] ?? [], within: group?.[2] ?? null, besides };
}

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/-/g, " ");

/** A food the answer leaves out: outside the group asked, or one of the foods said besides (a group word leaves its group out). */
export function outsideSourcesAsked(food: { name: string; category: string }, sources: TSourcesAsked | undefined): boolean {
  if (!sources) return false;
  if (sources.groups.length > 0 && !sources.groups.includes(food.category)) return true;
  const name = fold(food.name);
  return sources.besides.some((phrase) => new RegExp(`\\b${phrase}`).test(name) || (GROUPS.find(([p]) => p.test(phrase))?.[1] ?? []).includes(food.category));
}
