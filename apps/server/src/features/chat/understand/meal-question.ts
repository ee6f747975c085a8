import type { TNutrientKey } from "./question-type";

/** A question about the meal on the pending card: its total, one nutrient, whether it was a lot, what is left of the day. */
export type TMealQuestion = {
  nutrient: TNutrientKey | null;
  judge: "much" | "little" | "ok" | null;
  restOfDay: boolean;
  /** "o que pesou mais?", "o que tinha mais caloria?": which item carries most. */
  heaviest: boolean;
  slot: "cafe da manha" | "almoco" | "jantar" | "lanche" | null;
};

/** What understand() leaves as typed and these patterns read one way ("qnto", "vc" and the like it has expanded already). */
const SHORTHAND: readonly [RegExp, string][] = [
  [/\b(eh)\b/g, "e"],
  [/\b(ta|tah)\b/g, "esta"],
  [/\b(pra|pro)\b/g, "para"],
];

const TOTAL = /\b(quanto (deu|ficou|da|foi|tem|teve|somou|soma|e|representa)|(quanto|quantos|que|qual) (por ?cento|porcentagem|percentual|%)|quanto (isso |isto |ela |ele )?(representa|pesa|equivale)|quanto da (minha )?meta|deu quanto|ficou quanto|qual (foi |e )?o total|o total|no total|ao todo|quant[oa]s calorias|quant[oa]s kcal|quanto de (caloria|kcal)|soma (tudo|isso))\b/;
const ABOUT_IT = /\b(isso|isto|nisso|nisto|disso|nele|nela|dele|dela|tudo|dessa (refeicao|comida|janta)|desse (prato|almoco|jantar|lanche|cafe)|essa refeicao|esse (prato|almoco|jantar|lanche|cafe)|essa (janta|refeicao|comida)|o (jantar|almoco|lanche|cafe)( (inteiro|todo))?|a (janta|refeicao)( (inteira|toda))?|ai|deu|ficou|teve|foi)\b/;
const NUTRIENT: readonly [TNutrientKey, RegExp][] = [
  ["protein", /\bproteinas?\b/],
  ["carbohydrates", /\b(carboidratos?|carbos?)\b/],
  ["fat", /\b(gorduras?|gorduros[oa]s?|oleos[oa]s?)\b/],
  ["fiber", /\bfibras?\b/],
  ["sodium", /\b(sodio|sal)\b/],
  ["sugar", /\bacucar(es)?\b/],
];
/** "e de proteína?", "e fibra?", "quanto de carboidrato tem?", "quantas gramas de gordura?": the nutrient alone, asked of what was just told. */
const ELLIPTIC = /^(?:e\s+)?(?:(?:de|a|o|as|os|e a|e o)\s+)?(?:(?:quant[oa]s?|qual)\s+(?:(?:g|gramas?|mg)\s+)?(?:(?:de|e a|e o|a|o)\s+)?)?(?:proteinas?|carboidratos?|carbos?|gorduras?|fibras?|sodio|sal|acucar(?:es)?)(?:\s+(?:tem|teve|deu|ficou|fica|da|e|esta|ai|nisso|nele|nela|no total|ao todo|entao|hein|ne|agora))*$/;
const MUCH = /\b(foi|e|esta|ficou|comi) (muito|muita|demais|exagero|exagerado|pesado|bastante)\b|\b(tem|tinha|teve|deu) (muito|muita|bastante|demais)\b|\b(exagerei|passei do ponto|passei da conta|passei da meta|estourei)\b|\b(engorda|engordar|engordou|vai engordar|muita caloria|caloria demais|calorico demais)\b|\b(foi|e|esta|ficou) (pesad[oa]|calorico)\b/;
/** "tenho que me preocupar?", "tá muito?", "é alto?", "é demais?": whether the amount is a lot. */
const WORRY = /\b((tenho|preciso) (que|de) me preocupar|me preocupo|e preocupante|(ta|esta|e|ficou) (muito|alto|demais|elevado|exagerado)|passou do (limite|ponto)|faz mal)\b/;
const LITTLE = /\b(foi|e|esta|ficou|comi) (pouc[oa]( coisa)?|leve|pouquinho|fraco)\b|\b(to|estou) com fome( ainda)?\b|\bsera que (foi )?pouco\b/;
const OK = /\b(foi|esta|ficou) (bom|ok|adequado|equilibrado|suficiente|razoavel)\b|\btem \w+ suficiente\b|\b(esta|foi) bom assim\b/;
const HEAVIEST = /\b(o que|qual( (alimento|item|coisa|desses|dessas|deles|delas|dos dois|das duas|dos tres|dos itens))?) (tinha|teve|tem|pesou|deu|foi o que (mais )?pesou|mais pesou|e o mais|foi o mais)( mais)?\b|\bo que (mais )?(pesou|engordou)\b|\bqual (foi |e )?o ((item|alimento|prato|coisa|que) )?(mais caloric\w*|mais gordur\w*|pior|vilao)\b|\b(o que|qual|quais)\b.{0,30}\bmais (pesad\w*|caloric\w*|engord\w*)\b|\bqual( dos dois| das duas| deles| delas| desses| dessas)? (engordou|pesou|engorda|pesa) mais\b/;
const REST = /\b(quanto|o que) (sobra|falta|resta|ainda posso)|\bresto do dia\b|\bposso comer mais\b|\bainda (posso|cabe)\b/;
const SLOT: readonly [TMealQuestion["slot"] & string, RegExp][] = [
  ["cafe da manha", /\bcafe da manha\b/],
  ["almoco", /\balmoco\b/],
  ["jantar", /\b(jantar|janta)\b/],
  ["lanche", /\b(lanche|lanchinho)\b/],
];

/** Null when the message is not a short question about the meal just analysed. */
export function readMealQuestion(folded: string, asked: boolean): TMealQuestion | null {
  let text = folded;
  for (const [pattern, word] of SHORTHAND) text = text.replace(pattern, word);
  if (text.split(" ").length > 14) return null;
  const nutrient = NUTRIENT.find(([, p]) => p.test(text))?.[0] ?? null;
  // "e de sódio, como fica? tenho que me preocupar?": the second question asks whether it is a lot, and is answered too.
  const worried = nutrient !== null && WORRY.test(text);
  const judge = MUCH.test(text) || worried ? "much" : LITTLE.test(text) ? "little" : OK.test(text) ? "ok" : null;
  const restOfDay = REST.test(text);
  const heaviest = HEAVIEST.test(text);
  // "e de sódio, como fica?", "de açúcar, tenho que me preocupar?": one nutrient of the whole meal.
  const howItStands = nutrient !== null && /\b(como (fica|ficou|esta)|(tenho|preciso) (que|de) me preocupar|e muito|foi muito|ta alto|esta alto)\b/.test(text);
  const total = TOTAL.test(text) || howItStands || (nutrient !== null && ELLIPTIC.test(text)) || (nutrient !== null && /\bquant[oa]s?\b/.test(text) && ABOUT_IT.test(text));
  if (!total && !restOfDay && !heaviest && !(judge && (asked || judge === "little"))) return null;
  return { nutrient, judge, restOfDay, heaviest, slot: SLOT.find(([, p]) => p.test(text))?.[0] ?? null };
}

const SLOT_OF_MEAL: readonly [TMealQuestion["slot"] & string, RegExp][] = [
  ["cafe da manha", /\b(cafe da manha|de manha|no cafe|desjejum|(?:o |meu )?cafe (?:foi|de hoje|hoje foi))\b/],
  ["almoco", /\b(almoco|almocei)\b/],
  ["jantar", /\b(jantar|janta|jantei)\b/],
  ["lanche", /\b(lanche|lanchei|lanchinho|cafe da tarde)\b/],
];

/** The slot of the meal on the card, from how it was told ("jantei...", "no café..."). */
export function slotOfMeal(folded: string): TMealQuestion["slot"] {
  return SLOT_OF_MEAL.find(([, p]) => p.test(folded))?.[0] ?? null;
}

/** "quanto de proteína tem só o frango?", "quantas calorias tem o arroz?": an amount asked of one food (the caller checks it is on the card). */
export function readItemQuestion(folded: string): TMealQuestion | null {
  if (!/\b(quant[oa]s?|qual)\b/.test(folded) || folded.split(" ").length > 12) return null;
  const nutrient = NUTRIENT.find(([, p]) => p.test(folded))?.[0] ?? null;
  if (!nutrient && !/\b(calorias?|kcal|deu|da|tem)\b/.test(folded)) return null;
  return { nutrient, judge: null, restOfDay: false, heaviest: false, slot: null };
}
