import { foldText } from "../chat.text";
import { nutrientsNamed } from "./question-type";
import { understand, type TUnderstanding } from "./understand";

/** How a follow-up of only an amount opens ("e", "mas e se for", "e se eu comer só"). */
const OPENER =
  "^(?:e |mas |entao )*(?:quant[oa]s? (?:calorias?|kcal|proteinas?|carboidratos?|carbos?) (?:tem|da|dao|fica|ficam|tem em|em|de) (?:em |num |numa )?)?(?:se (?:for|fosse|eu (?:comer|tomar|usar|colocar|por|botar)) )?(?:so |apenas )?";
/** A count ("uma", "meia", "2"). */
const COUNT = "(um|uma|meio|meia|dois|duas|tres|\\d{1,2}(?:[.,]5)?)";
/** A household measure, with a spoon's size ("colher de sopa", "colher de chá"). */
const UNIT = "(conchas?|colher(?:es)?(?: de (?:sopa|cha|sobremesa))?|colherinhas?|escumadeiras?|fatias?|pedac(?:o|os|inho)|copos?|xicaras?|unidades?|pratos?|potes?|tigelas?|scoops?|punhados?|bolas?)";
/** How full or how big ("cheia", "rasa", "grande", "pequeno"). */
/** A way of cooking said after the amount ("1 pedaço cozido", "2 fritos"). */
const COOKED = "cozid[oa]s?|frit[oa]s?|assad[oa]s?|grelhad[oa]s?";
const SIZE = "(cheia|cheio|cheias|cheios|rasa|raso|rasas|rasos|generosa|generoso|caprichada|caprichado|grande|grandes|pequena|pequeno|pequenas|pequenos|media|medio|mini|grandao|grandona|enorme)";

/** "quanto dá?", "quantas calorias tem?", "quanto dá de caloria?": the question said after the amount. */
const ASKED_AFTER =
  "(?: (?:quanto (?:da|dao|tem|fica|ficam|seria|daria)(?: de (?:calorias?|kcal|proteinas?|carboidratos?|carbos?))?|(?:tem |da |dao )?quant[oa]s? (?:calorias?|kcal)(?: tem| da| dao| fica)?))?";

/** "e uma concha cheia?", "e uma colher de sopa só?", "e se for 2 fatias?": a new amount of the food just talked about. */
const AMOUNT_ONLY = new RegExp(`${OPENER}${COUNT} ${UNIT}(?: (${COOKED}|${SIZE.slice(1, -1)}))?(?: (?:so|apenas|entao|mesmo))?${ASKED_AFTER}$`);
/** "e se for o grande de padaria?", "e a pequena?", "e um médio?": the food just talked about, in another size. */
const SIZE_ONLY = new RegExp(`${OPENER}(?:o|a|um|uma|os|as) ${SIZE}(?: d[aeo] (?:padaria|lanchonete|rua|feira|mercado|shopping))?(?: (?:so|apenas|entao|mesmo))?$`);

/** "e meio?", "e se for metade?": half of the food just talked about. */
const HALF_ONLY = new RegExp(`${OPENER}(?:meio|meia|metade)(?: (?:porcao|unidade|so|apenas))?$`);
/** "e 3?", "e se eu tomar 2?", "e 200?", "e 150 g?": a count of the food, or its weight (a number of 20 or more, or with g or ml). */
const NUMBER_ONLY = new RegExp(`${OPENER}(\\d{1,4}|um|uma|dois|duas|tres) ?(g|gramas?|ml)?(?: (${COOKED}))?(?: (?:por dia|de uma vez|so|apenas|entao))?${ASKED_AFTER}$`);
/** The words around a nutrient asked alone ("tem caloria?", "e de proteína, quanto?", "tem muito açúcar?"). */
const AROUND_NUTRIENT = /^(e|mas|tem|ter|tinha|quanto|quanta|quantos|quantas|de|da|do|muita|muito|mta|mto|pouca|pouco|qual|a|o|ai|isso|nele|nela|entao|tambem|tb|tbm|alguma|algum|valor)$/;

const NUTRIENT_ASKED: Readonly<Partial<Record<TUnderstanding["nutrients"][number], string>>> = {
  calories: "quantas calorias tem",
  sugar: "quanto açúcar tem",
  protein: "quanta proteína tem",
  carbohydrates: "quanto carboidrato tem",
  fat: "quanta gordura tem",
  fiber: "quanta fibra tem",
  sodium: "quanto sódio tem",
};

/**
 * A follow-up that only says another amount, size or nutrient of the one food just talked about ("e uma concha cheia?"
 * after a ladle of beans, "e uma colher de sopa só?" after farofa, "e se for o grande de padaria?" after pão de queijo,
 * "e meio?", "e 200?", "tem caloria?"): the same question, asked of that food in that amount, so the engine weighs what
 * was said. Null for anything else.
 */
export function readAsMeasured(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding | null {
  // "1 pedaço cozido" reads "cozido" as the stew: a way of cooking said with the amount is no food of its own.
  const ownFoods = current.foods.filter((f) => !/^(cozid|frit|assad|grelhad)[oa]s?$/.test(f.phrase));
  if (!previous || ownFoods.length > 0 || previous.type === "meal-to-log" || previous.type === "plan-request") return null;
  const food = previous.foods.length === 1 ? previous.foods[0]! : null;
  if (!food?.food) return null;
  const folded = current.folded.replace(/[?!.]+$/, "").trim();
  const asked = [...current.nutrients, ...previous.nutrients].map((n) => NUTRIENT_ASKED[n]).find(Boolean) ?? "quantas calorias tem";
  const amount = AMOUNT_ONLY.exec(folded);
  if (amount) {
    const [, count, unit, size] = amount;
    // "1 pedaço cozido" of mandioca cozida: the way of cooking the food already has is not said twice.
    const cooked = size && /^(cozid|frit|assad|grelhad)/.test(size) ? size : null;
    const sized = size && !cooked ? ` ${size}` : "";
    const named = foldText(food.food.name);
    const phrase = !cooked ? food.phrase : named.includes(cooked.slice(0, 5)) ? named : `${food.phrase} ${cooked}`;
    // "uma unidade média": the food in that size ("1 batata doce média"), as the engine reads a size.
    if (/^unidades?$/.test(unit!) && sized) return { ...understand(`${asked} ${count} ${phrase}${sized}?`), followUp: "variant" };
    return { ...understand(`${asked} ${count} ${unit}${sized} de ${phrase}?`), followUp: "variant" };
  }
  const sized = SIZE_ONLY.exec(folded);
  if (sized) return { ...understand(`${asked} 1 ${food.phrase} ${sized[1]}?`), followUp: "variant" };
  if (HALF_ONLY.test(folded)) return { ...understand(`${asked} meio ${food.phrase}?`), followUp: "variant" };
  const number = NUMBER_ONLY.exec(folded);
  if (number) {
    const [, count, unit, cooked] = number;
    const weighed = unit !== undefined || Number(count) >= 20;
    // "e 2 cozidos?" after eggs: two boiled eggs, the way of cooking read with the food.
    const phrase = cooked ? `${food.phrase} ${cooked.replace(/s$/, "")}` : food.phrase;
    return { ...understand(weighed ? `${asked} ${count} ${unit?.startsWith("m") ? "ml" : "g"} de ${phrase}?` : `${asked} ${count} ${phrase}?`), followUp: "variant" };
  }
  // "tem caloria?", "e proteína?" after tapioca: the food just talked about, asked for that nutrient.
  const [nutrient] = current.nutrients;
  const alone = current.nutrients.length === 1 && folded.split(" ").length <= 6 && folded.split(" ").every((w) => AROUND_NUTRIENT.test(w) || nutrientsNamed(w).length > 0);
  if (nutrient && alone && NUTRIENT_ASKED[nutrient]) return { ...understand(`${NUTRIENT_ASKED[nutrient]} ${food.phrase}?`), followUp: "variant" };
  return null;
}
