import { understand, type TUnderstanding } from "./understand";

/** How a follow-up of only an amount opens ("e", "mas e se for", "e se eu comer só"). */
const OPENER = "^(?:e |mas |entao )*(?:se (?:for|fosse|eu (?:comer|tomar|usar|colocar|por|botar)) )?(?:so |apenas )?";
/** A count ("uma", "meia", "2"). */
const COUNT = "(um|uma|meio|meia|dois|duas|tres|\\d{1,2}(?:[.,]5)?)";
/** A household measure, with a spoon's size ("colher de sopa", "colher de chá"). */
const UNIT = "(conchas?|colher(?:es)?(?: de (?:sopa|cha|sobremesa))?|colherinhas?|escumadeiras?|fatias?|pedac(?:o|os|inho)|copos?|xicaras?|unidades?|pratos?|potes?|tigelas?|scoops?|punhados?|bolas?)";
/** How full or how big ("cheia", "rasa", "grande", "pequeno"). */
const SIZE = "(cheia|cheio|cheias|cheios|rasa|raso|rasas|rasos|generosa|generoso|caprichada|caprichado|grande|grandes|pequena|pequeno|pequenas|pequenos|media|medio|mini|grandao|grandona|enorme)";

/** "e uma concha cheia?", "e uma colher de sopa só?", "e se for 2 fatias?": a new amount of the food just talked about. */
const AMOUNT_ONLY = new RegExp(`${OPENER}${COUNT} ${UNIT}(?: ${SIZE})?(?: (?:so|apenas|entao|mesmo))?$`);
/** "e se for o grande de padaria?", "e a pequena?", "e um médio?": the food just talked about, in another size. */
const SIZE_ONLY = new RegExp(`${OPENER}(?:o|a|um|uma|os|as) ${SIZE}(?: d[aeo] (?:padaria|lanchonete|rua|feira|mercado|shopping))?(?: (?:so|apenas|entao|mesmo))?$`);

const NUTRIENT_ASKED: Readonly<Partial<Record<TUnderstanding["nutrients"][number], string>>> = {
  protein: "quanta proteína tem",
  carbohydrates: "quanto carboidrato tem",
  fat: "quanta gordura tem",
  fiber: "quanta fibra tem",
  sodium: "quanto sódio tem",
};

/**
 * A follow-up that only says another amount or size of the one food just talked about ("e uma concha cheia?" after a
 * ladle of beans, "e uma colher de sopa só?" after farofa, "e se for o grande de padaria?" after pão de queijo): the same
 * question, asked of that food in that amount, so the engine weighs what was said. Null for anything else.
 */
export function readAsMeasured(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding | null {
  if (!previous || current.foods.length > 0 || previous.type === "meal-to-log" || previous.type === "plan-request") return null;
  const food = previous.foods.length === 1 ? previous.foods[0]! : null;
  if (!food?.food) return null;
  const folded = current.folded.replace(/[?!.]+$/, "").trim();
  const asked = previous.nutrients.map((n) => NUTRIENT_ASKED[n]).find(Boolean) ?? "quantas calorias tem";
  const amount = AMOUNT_ONLY.exec(folded);
  if (amount) {
    const [, count, unit, size] = amount;
    return { ...understand(`${asked} ${count} ${unit}${size ? ` ${size}` : ""} de ${food.phrase}?`), followUp: "variant" };
  }
  const sized = SIZE_ONLY.exec(folded);
  if (sized) return { ...understand(`${asked} 1 ${food.phrase} ${sized[1]}?`), followUp: "variant" };
  return null;
}
