import { isDrink } from "@nutriguia/domain";
import { analyze, getFood } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, render, unitWords, weighed, type TMealEdit, type TPart } from "../meal-parts";

/** A share said as words or as a fraction typed with a slash ("uns 2/3" reaches here as "uns dois tercos"). */
const SHARES: readonly (readonly [RegExp, number, string])[] = [
  // "só meio prato", "comi meia marmita": half of what was on the plate, never a plate's weight halved.
  [/\b(?:meio (?:prato|pratinho|pratao)|meia (?:marmita|quentinha|marmitex))\b/, 0.5, "metade do prato"],
  [/\b(?:metade|meia porcao)\b/, 0.5, "metade"],
  [/\b(?:dois|2) tercos\b/, 2 / 3, "dois terços"],
  [/\b(?:um|1) terco\b|\bterca parte\b/, 1 / 3, "um terço"],
  [/\b(?:tres|3) quartos\b/, 0.75, "três quartos"],
  // "um quarto de frango" is a cut of chicken: a quarter is one only when it is "of" something on the card, or alone.
  [/\b(?:um|1) quarto\b(?= d[oa]s? |$)|\bquarta parte\b/, 0.25, "um quarto"],
  [/\b(?:o )?dobro\b|\bduas vezes\b/, 2, "o dobro"],
  [/\b(?:o )?triplo\b/, 3, "o triplo"],
];

const SHARE_WORD = /\b(?:meio (?:prato|pratinho|pratao)|meia (?:marmita|quentinha|marmitex)|metade|meia porcao|(?:dois|2) tercos|(?:um|1) terco|terca parte|(?:tres|3) quartos|(?:um|1) quarto|quarta parte|(?:o )?dobro|duas vezes|(?:o )?triplo)\b/;

/** "comi só um terço do pacote", "foi metade", "só uns 2/3", "bebi metade da garrafa": the share opens the message. */
const OPENS = /^(?:e\s+)?(?:eu\s+)?(?:(?:comi|bebi|tomei|foi|era|foram|eram|usei|acabei comendo|consegui comer|so comi|so bebi|so tomei)\s+)?(?:(?:so|apenas|somente|uns|umas|quase|tipo|mais ou menos)\s+)*(?:a\s+|o\s+)?/;

/** What follows the share and is the reason, not its object: "do pacote, o resto guardei". */
const REASON = /\s+(?:o resto|e o resto|resto|o restante|e guardei|guardei|o outro|a outra|porque|pq|dividi|sobrou)\b.*$/;

export type TShare = { factor: number; said: string; target: string | undefined };

/** The share the message says, with what it is of ("do pacote", "do arroz"); `opening` asks that it open the message. */
export function readShare(folded: string, opening: boolean): TShare | null {
  const at = opening ? OPENS.exec(folded)?.[0].length ?? -1 : folded.search(SHARE_WORD);
  if (at < 0) return null;
  const rest = folded.slice(at);
  const word = SHARE_WORD.exec(rest);
  if (!word || word.index !== 0) return null;
  const share = SHARES.find(([p]) => p.test(word[0]));
  if (!share) return null;
  const of = /^\s+(?:do|da|dos|das|de)\s+(.+)$/.exec(rest.slice(word[0].length).replace(REASON, ""))?.[1];
  const plate = share[2] === "metade do prato" ? "prato" : undefined;
  const target = of && !/^(?:isso|disso|tudo)$/.test(of) ? of : plate;
  return { factor: share[1], said: share[2], target };
}

/** The card (or the food or measure named) scaled by the share: "metade", "um terço do pacote", "o dobro do arroz". */
export function scaled(parts: TPart[], share: TShare, subject?: string): TMealEdit | null {
  const target = share.target ?? subject;
  const named = target ? findPart(parts, target) : -1;
  const byMeasure = target && named < 0 ? parts.findIndex((p) => foldText(p.amount).includes(foldText(target).split(" ")[0] as string)) : -1;
  const one = named >= 0 ? named : byMeasure >= 0 ? byMeasure : target && parts.length === 1 ? 0 : -1;
  // "só meio prato" is half of every food on the plate, whatever food the word "prato" might also find.
  const half = share.said === "metade do prato";
  const plate = (one < 0 || half) && target && PLATE.test(target) ? onThePlate(parts, half && parts.length > 1) : [];
  const chosen = plate.length > 0 ? plate : target ? [one] : parts.map((_, k) => k);
  if (chosen.some((k) => k < 0)) return null;
  for (const k of chosen) {
    const part = parts[k] as TPart;
    const { quantity } = part.item;
    // "1 garrafa de 1,5 l": a container with its size is scaled in grams, never as a fraction of the container.
    if (quantity !== null && part.amount && !part.after && !/\d/.test(unitWords(part))) {
      parts[k] = { ...part, amount: `${String(Math.round(quantity * share.factor * 100) / 100)} ${unitWords(part)}`.trim() };
    } else if (part.grams !== null) {
      // "meia lata" of beer is 237 ml, never 237 g.
      parts[k] = { ...part, amount: weighed(part, part.grams * share.factor), after: "" };
    }
  }
  const foods = chosen.map((k) => (parts[k] as TPart).food).join(", ");
  if (plate.length > 0) return { text: render(parts), change: `${share.said.replace(/ do prato$/, "")} do prato (${foods})` };
  return { text: render(parts), change: target ? `${share.said} de ${foods}` : `${share.said} de tudo` };
}

/** "metade do prato" on a card whose foods have no plate of their own: the dish served on a plate, or the foods on it. */
const PLATE = /^(?:prato|pratinho|pratao|prato (?:fundo|raso|cheio)|tigela|cumbuca)$/;

/** Dishes eaten from a plate or bowl whatever their measure says. */
const SPOON_DISH = /\b(?:sopa|caldo|canja|mingau|creme de)\b/;

/** The foods a plate holds: the one measured in a plate ("sopa", 1 prato fundo), else every food that is not a drink. */
export function onThePlate(parts: readonly TPart[], whole = false): number[] {
  const read = parts.map((p) => analyze(render([p])).items[0]);
  const served = (item: (typeof read)[number], k: number) => item && (/\b(?:prato|tigela|cumbuca)\b/.test(foldText(item.measure)) || SPOON_DISH.test(foldText((parts[k] as TPart).food)));
  const dish = whole ? [] : read.map((item, k) => (served(item, k) ? k : -1)).filter((k) => k >= 0);
  if (dish.length > 0) return dish;
  return read.map((item, k) => {
    const food = item ? getFood(item.foodId) : undefined;
    return food && !isDrink(food) ? k : -1;
  }).filter((k) => k >= 0);
}

/** "não comi a batata toda, só metade": the share of one food, said as not all of it. */
const NOT_ALL = /^nao (?:comi|tomei|bebi|consegui comer) (?:o |a |os |as )?(.+?) (?:tod[oa]s?|inteir[oa]s?)\s+(?:(?:so|apenas|comi|tomei|bebi|foi)\s+)*(.+)$/;

export function notAllOf(folded: string): TShare | null {
  const said = NOT_ALL.exec(folded);
  const share = said ? readShare(said[2] as string, true) : null;
  return share && said ? { ...share, target: said[1] } : null;
}

/** "repeti o arroz", "repeti o prato", "comi 2x o frango", "foram 3 vezes o suco": that food (or the card) times over. */
const TIMES = /^(?:e\s+)?(?:eu\s+)?(?:repeti|(?:comi|tomei|bebi|foram|foi|peguei)\s+(\d|duas|tres)\s*(?:x|vezes))\s+(?:o |a |os |as )?(.+?)(?:\s+(?:de novo|mais uma vez|tambem))?$/;
const TIMES_WORDS: Readonly<Record<string, number>> = { duas: 2, tres: 3 };

export function timesOver(folded: string): TShare | null {
  const said = TIMES.exec(folded);
  if (!said) return null;
  const factor = said[1] ? (TIMES_WORDS[said[1]] ?? Number(said[1])) : 2;
  if (!(factor >= 2 && factor <= 5)) return null;
  const target = /^(?:prato|pratinho|tudo|a refeicao|a comida)$/.test(said[2] as string) ? undefined : said[2];
  return { factor, said: factor === 2 ? "o dobro" : `${factor} vezes`, target };
}

/** "metade do prato era salada", "metade era salada", "um terço foi de legumes": the plate shared with a food not on the card. */
export const SHARE_WAS_FOOD = /^(?:e\s+)?((?:a\s+)?metade|um terco|um quarto)(?:\s+d[oa]\s+(?:prato|pratinho|pratao|marmita|tigela))?\s+(?:era|foi|tinha|eram|foram)\s+(?:de\s+|so\s+)?(.+)$/;

/** The foods of the plate scaled to what is left of it, and the food said added: never the whole card kept beside a salad. */
export function shareWasFood(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SHARE_WAS_FOOD.exec(folded);
  if (!said) return null;
  const food = (said[2] as string).trim();
  const fraction = (said[1] as string).replace(/^a\s+/, "");
  // "metade era arroz" names a food of the card: which food filled the plate, read elsewhere.
  if (findPart(parts, food) >= 0 || analyze(food).items.length === 0) return null;
  const part = readShare(fraction, true);
  if (!part) return null;
  // The rest of the plate keeps its foods in a smaller amount; "metade do prato" scales every food on the plate.
  const edit = scaled(parts, { factor: 1 - part.factor, said: "metade do prato", target: "prato" });
  if (!edit) return null;
  return { text: `${edit.text}, ${food}`, change: `${fraction} do prato era ${food}: o resto do prato ficou ${part.factor === 0.5 ? "pela metade" : "menor"} e acrescentei ${food}` };
}

/**
 * "metade era arroz" with rice on the card: the plate weighs what it did, the food said is that share of it, and the
 * other foods of the plate share the rest in the proportions they had; drinks stay as they were.
 */
export function shareWasPart(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SHARE_WAS_FOOD.exec(folded);
  if (!said) return null;
  const fraction = (said[1] as string).replace(/^a\s+/, "");
  const share = readShare(fraction, true);
  const k = findPart(parts, (said[2] as string).trim());
  const plate = onThePlate(parts, true);
  if (!share || k < 0 || !plate.includes(k) || plate.length < 2 || plate.some((p) => !(parts[p] as TPart).grams)) return null;
  const total = plate.reduce((sum, p) => sum + ((parts[p] as TPart).grams as number), 0);
  const others = total - ((parts[k] as TPart).grams as number);
  const named = parts[k] as TPart;
  for (const p of plate) {
    const part = parts[p] as TPart;
    const grams = p === k ? total * share.factor : ((part.grams as number) / others) * total * (1 - share.factor);
    parts[p] = { ...part, amount: weighed(part, grams), after: "" };
  }
  return { text: render(parts), change: `${fraction} do prato era ${named.food}: ${named.food} ficou com ${Math.round(total * share.factor)} g e os outros alimentos do prato com ${Math.round(total * (1 - share.factor))} g` };
}
