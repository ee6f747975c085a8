import type { TUnderstanding } from "./understand";

/** Questions about a food, whose food a later "comi uma dessas" points back at. */
const ABOUT_A_FOOD = new Set<TUnderstanding["type"]>(["nutrient-in-food", "does-it-contain", "is-it-fattening", "is-it-safe-for-me"]);

const COUNT = "(?:\\d+|um|uma|dois|duas|tres|meio|meia)";
/**
 * "comi uma dessas agora no lanche, pode registrar", "acabei de comer um desses", "comi 2 dessas no almoço": the person ate
 * the food just asked about; the count, if said, and what follows (the meal, the time) are kept.
 */
const ATE_THAT = new RegExp(
  `^(?:(?:ah|ai|entao|pois e|e|ok|blz|beleza|olha|nossa|kk+|rs)\\s+)*(?:eu\\s+)?(?:comi|acabei de comer|tomei|acabei de tomar|bebi|almocei|jantei|lanchei)\\s+(?:(${COUNT})\\s+)?(?:desses|dessas|desse|dessa|disso|isso|esse|essa|um igual|uma igual|o mesmo|a mesma|igualzinh[oa])\\b(.*)$`,
);
/** "pode registrar", "registra aí": the asking to log, which the card itself offers. */
const LOG_ASKED = /\b(?:(?:pode|ja pode)\s+)?(?:registr|anot|lanc|salv|coloc|bot)\w*(?:\s+(?:ai|la|isso|pra mim|por favor|pfv|no meu dia|no diario))*\b/g;
/** The question's frame before its food: "quantas calorias tem", "quanto de proteína tem". */
const FRAME = /^.*?\b(?:tem|ha|possui|contem|da|dao)\s+/;

/** The food a question asks about, without its frame ("quantas calorias tem uma tapioca" → "uma tapioca"); null with no frame. */
export function foodOfTheQuestion(folded: string): string | null {
  return FRAME.test(folded) ? folded.replace(FRAME, "") : null;
}
const LEADING_COUNT = new RegExp(`^(?:${COUNT}\\s+)`);

/**
 * The meal a message like "comi uma dessas agora no lanche" tells, written out with the food asked about in the turn
 * before ("comi 1 tapioca de frango com catupiry agora no lanche"); null when the message is not that or nothing was asked.
 */
export function ateWhatWasAsked(folded: string, previous: TUnderstanding | null): string | null {
  if (!previous || !ABOUT_A_FOOD.has(previous.type) || previous.foods.length === 0) return null;
  const said = ATE_THAT.exec(folded);
  if (!said) return null;
  const rest = (said[2] ?? "").replace(LOG_ASKED, " ").replace(/\s+/g, " ").trim();
  if (rest.split(" ").length > 8) return null;
  // "quantas calorias tem uma tapioca de frango com catupiry?" is asked of the whole dish; "coxinha engorda?", of its food.
  const framed = foodOfTheQuestion(previous.folded) ?? previous.foods[0]?.phrase ?? "";
  const food = framed.replace(LEADING_COUNT, "").trim();
  if (!food) return null;
  const count = said[1] ?? "1";
  return `comi ${count} ${food} ${rest}`.trim();
}
