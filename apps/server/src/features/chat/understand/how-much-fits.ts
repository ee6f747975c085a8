import { ownDailyCalories } from "./fits-the-day";

/**
 * How much of a food still fits in the day: "quantas fatias de pizza posso comer hj ainda?", "quantos pão de queijo
 * ainda dá pra comer?", "vai ter lasanha, quanto posso comer sem estourar?", "quantas peças posso comer?" after "hj vou
 * no rodízio de sushi". The answer is a count of the food's usual measure, from the room left in the day.
 */
const UNITS = String.raw`fatias?|pedac?os?|pecas?|unidades?|colheres?(?: de sopa)?|conchas?|copos?|latas?|latinhas?|bolas?|pratos?|porcoes|porcao|tacas?|doses?|garrafas?|escumadeiras?|espetos?|espetinhos?|rodelas?|bifes?|files?`;
const ASK = /^(?:e |mas |entao )?(?:sera que |sera q )?(?:quant[oa]s?|qual quantidade|que quantidade)\b/;
const CAN_EAT = /\b(?:posso|podia|poderia|da pra|daria pra|consigo|devo|cabem?|caberia\w*)\b(?: ainda)?(?: (?:comer|tomar|beber|pegar|mandar|atacar|encarar))?/;
/** The question is about today's room, not a daily habit ("quantos ovos posso comer por dia?"). */
const ROOM = /\b(?:ainda|hoje|hj|sem (?:estourar|passar|sair|furar)|a noite|de noite|mais tarde|no jantar|na janta|no lanche|no almoco|nessa refeicao|agora|meta|dieta)\b/;
const HABIT = /\b(?:por dia|por semana|todo dia|todos os dias|diariamente|na semana|toda semana)\b/;
/** The message before sets today's occasion: "hj vou no rodízio", "à noite tem pizza". */
const OCCASION = /\b(?:hoje|hj|a noite|de noite|mais tarde|vou (?:no|na|num|numa|comer|jantar|almocar)|vai ter|tem (?:festa|churrasco|aniversario))\b/;
const FILLER = /\b(?:mais ou menos|eu|ainda|hoje|hj|a noite|de noite|mais tarde|no jantar|na janta|no lanche|no almoco|agora|sem (?:estourar|passar|sair|furar)(?: d[aeo])?(?: (?:a |minha )?(?:meta|dieta))?|entao|ne|dela|dele|disso|desse|dessa)\b/g;

/** A place named for the meal stands for its food: "vou na pizzaria", "rodízio de japonês". */
const PLACES: readonly [RegExp, string][] = [
  [/\bpizzaria\b/, "pizza"],
  [/\b(?:churrascaria|churras)\b/, "churrasco"],
  [/\bsorveteria\b/, "sorvete"],
  [/\bhamburgueria\b/, "hamburguer"],
  [/\bpastelaria\b/, "pastel"],
  [/\b(?:japones|japa|temakeria|sushi bar)\b/, "sushi"],
];

/** The food a future occasion is about, with a place read as its food; null for anything else (a meal already eaten). */
export function occasionFood(folded: string | null): string | null {
  if (!folded || !OCCASION.test(folded)) return null;
  const place = PLACES.find(([p]) => p.test(folded));
  return place ? place[1] : folded;
}

export type THowMuchFits = { unit: string | null; food: string | null; ownCalories: number | null };

/** Null unless the message asks how much of a food still fits today; food is null when only the message before names it. */
export function readHowMuchFits(folded: string, previous: string | null): THowMuchFits | null {
  const text = folded.replace(/[?!.]+/g, " ").replace(/\s+/g, " ").trim();
  const at = text.search(/\bquant[oa]s?\b|\b(?:qual|que) quantidade\b/);
  if (at < 0 || HABIT.test(text)) return null;
  const question = text.slice(at);
  if (!ASK.test(question) || !CAN_EAT.test(question)) return null;
  if (!ROOM.test(text) && !(previous && OCCASION.test(previous))) return null;
  const head = question.replace(ASK, "").trim();
  const unit = new RegExp(String.raw`^(${UNITS})\b`).exec(head)?.[1] ?? null;
  const [beforeVerb, afterVerb = ""] = head.slice(unit?.length ?? 0).split(CAN_EAT);
  const named = [beforeVerb, afterVerb].map((part) => part!.replace(FILLER, " ").replace(/^\s*(?:de|do|da)\s+/, "").replace(/\s+/g, " ").trim()).find((part) => part.length > 1);
  // "vai ter lasanha, quanto posso comer?": the food is said before the question.
  const said = text.slice(0, at).replace(/\b(?:de noite|a noite|hoje|hj|vai ter|tem|vou comer|vou jantar|na casa d\w+ \w+|quase sempre e|sempre e)\b/g, " ").replace(/[,;]/g, " ").replace(/\s+/g, " ").trim();
  const food = named ?? (said.length > 1 ? (occasionFood(`hoje ${said}`) ?? said) : null);
  return { unit, food, ownCalories: ownDailyCalories(text) };
}
