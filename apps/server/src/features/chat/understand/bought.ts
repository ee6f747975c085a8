import { singular } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { ATE } from "./eating-verbs";
import { findFoodMentions } from "./food-mentions";

/**
 * Shopping told, not a meal (issue 27): "comprei 1 kg de banana", "paguei 30 reais por 2 kg de frango", "levei uma caixa
 * de 12 ovos". What was bought in bulk is never what was eaten; a question asked beside it is about the food in the
 * amount the question says ("quantas calorias tem uma?" is one banana, "num copo" a glass of the milk).
 */
const BUY = /\b(?:comprei|compramos|paguei|pagamos|gastei|levei|peguei|trouxe|encomendei|fiz (?:a |uma )?(?:compra|feira))\b/;
/** An amount no one eats at once: a weight in kilos or litres, a box, a bag, a dozen, a bunch. */
const BULK = /\b(?:\d+(?:[.,]\d+)?\s*(?:kg|kgs|quilos?|kilos?|l|litros?)|(?:um|uma|meio|meia|dois|duas|tres|\d+) (?:kg|quilos?|kilos?|litros?|caixas?|caixinhas?|pacotes?|pacotao|sacos?|saquinhos?|bandejas?|duzias?|fardos?|cachos?|engradados?|potes? de \d+\s*(?:g|kg))|duzia)\b/;

/** The bought food told with no meal eaten ("paguei 30 reais por 2 kg de frango"); null when a meal is told too. */
export function boughtSaid(folded: string): boolean {
  return BUY.test(folded) && BULK.test(folded) && !ATE.test(folded);
}

/** "quantas calorias tem uma?", "e cada?": one of the food bought. */
const ONE_OF = /\b(?:cada uma|cada um|cada|uma|um|1 unidade|uma unidade)$/;
/** "num copo", "numa colher", "em 1 fatia": a measure the food is asked in. */
const MEASURE = /\b((?:num|numa|em um|em uma|1|uma|um|\d+) (?:copo|xicara|colher(?: de sopa| de cha)?|fatia|pedaco|porcao|concha|unidade|prato|scoop|dose)|\d+\s*(?:g|gramas|ml)|quant[oa]s (?:colheres(?: de sopa| de cha)?|fatias|unidades|copos|xicaras|pedacos|porcoes|gramas|conchas))\b/;

/**
 * The question asked about a food bought, with the food named in it: "comprei 1 kg de banana, quantas calorias tem
 * uma?" → "quantas calorias tem uma banana?". Null when the message buys nothing in bulk or asks nothing of it.
 */
export function boughtAsked(text: string): string | null {
  const folded = foldText(text);
  if (!boughtSaid(folded)) return null;
  const plain = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const clauses = plain.split(/\s*[,;.!?]+\s*|\s+e\s+(?=(?:quant|qual|quais|posso|devo|como|sera|isso|e bom|faz)\b)/).map(foldText).filter(Boolean);
  const at = clauses.findIndex((c) => BUY.test(c) || BULK.test(c));
  const rest = clauses.filter((c, k) => k > at && !BUY.test(c) && !BULK.test(c));
  const food = at >= 0 ? findFoodMentions(clauses.slice(at, at + 2).join(" ")).at(-1)?.phrase : undefined;
  if (!food || rest.length === 0 || !(text.includes("?") || /^(?:quant|qual|quais|posso|devo|pode|como|sera|e bom)/.test(rest[0] as string))) return null;
  const question = rest.join(", ");
  if (findFoodMentions(question).length > 0) return `${question}?`;
  const name = foldText(food).split(" ").map(singular).join(" ");
  const measure = MEASURE.exec(question);
  if (measure) return `${question.slice(0, measure.index + measure[0].length)} de ${name}${question.slice(measure.index + measure[0].length)}?`;
  if (ONE_OF.test(question)) return `${question} ${name}?`;
  return `${question} (${name})?`;
}
