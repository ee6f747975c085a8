/**
 * A meal of today skipped, or to be skipped, told about one's day (issue 27, decision 216): "vou pular a janta hj",
 * "hoje não deu pra almoçar", "nem almocei", "vou ficar sem jantar", "acho que não vou jantar". Also a day with only a
 * drink so far ("hoje só tomei café até agora", "só um café preto de manhã e já são 4h"). Read in folded text; each
 * way of saying it is a row of data, so a new paraphrase is a new row.
 */
import type { TMealSlot } from "@nutriguia/domain";

export type TMealSkipped = { kind: "skip"; slot: TMealSlot | null; ahead: boolean } | { kind: "only-drink"; drink: string };

/** The meal words, as typed, to the slot. */
const SLOT_WORDS: readonly (readonly [RegExp, TMealSlot])[] = [
  [/^(?:o )?(?:almoco|almocar|almocei|almocando)$/, "LUNCH"],
  [/^(?:a |o )?(?:janta|jantar|jantei|jantando)$/, "DINNER"],
  [/^(?:o )?(?:cafe(?: da manha)?|cafe da manha|tomar cafe(?: da manha)?|tomei cafe(?: da manha)?)$/, "BREAKFAST"],
  [/^(?:o |a )?(?:lanche|lanchar|lanchei|merenda|ceia)$/, "AFTERNOON_SNACK"],
];

const MEAL = "(?:o |a )?(?:almoco|almocar|almocei|janta|jantar|jantei|cafe da manha|tomar cafe(?: da manha)?|tomei cafe(?: da manha)?|lanche|lanchar|lanchei|merenda|ceia)";

/** Ahead: the meal still to come and not to be eaten. */
const AHEAD = [
  `(?:vou|vo|irei|pretendo|quero|to pensando em|penso em|acho que vou) (?:pular|ficar sem|deixar de|dispensar|cortar) ${MEAL}`,
  `(?:acho que )?(?:nao|n) vou (?:almocar|jantar|lanchar|tomar cafe(?: da manha)?)`,
  `(?:hoje|hj) (?:e|eh|vai ser) sem ${MEAL}`,
  `(?:vou|vo) (?:ficar )?sem (?:almoco|janta|jantar|lanche|cafe da manha) (?:hoje|hj)`,
];
/** Done: the meal that was not eaten today. */
const DONE = [
  `(?:pulei|fiquei sem|acabei pulando|acabei ficando sem) ${MEAL}`,
  `nem (?:almocei|jantei|lanchei|tomei cafe(?: da manha)?)`,
  `(?:hoje|hj) (?:nao|n) (?:almocei|jantei|lanchei|tomei cafe(?: da manha)?)`,
  `(?:nao|n) (?:deu|tive tempo|consegui|rolou) (?:pra|de|para)? ?(?:almocar|jantar|lanchar|tomar cafe(?: da manha)?)`,
];

const AHEAD_RE = new RegExp(`\\b(?:${AHEAD.join("|")})\\b`);
const DONE_RE = new RegExp(`\\b(?:${DONE.join("|")})\\b`);
const MEAL_RE = new RegExp(`\\b${MEAL}\\b`);

/** A week or a habit of skipping, or skipping to lose weight, is the gate's: never read here as a day told. */
const NOT_ONE_DAY = /\b(?:semana|todo dia|todos os dias|sempre|direto|a partir de|dias seguidos|secar|emagrecer|perder peso|jejum|compensar o fds)\b/;

/** "só tomei café até agora", "só um café preto de manhã e já são 4h": a drink alone, said with the time of day gone by. */
const ONLY_DRINK = /\bso (?:tomei |bebi |foi |um |uma |1 )*(?:um |uma |1 )?(cafe(?: preto| com leite| puro)?|cafezinho|agua|cha|suco|chimarrao|mate)\b/;
const SO_FAR = /\b(?:ate agora|ate o momento|o dia (?:todo|inteiro)|de manha e ja|e ja (?:sao|e|deu)|desde cedo|ja (?:sao|e) \d)\b/;

function slotOf(folded: string): TMealSlot | null {
  const said = MEAL_RE.exec(folded)?.[0] ?? "";
  return SLOT_WORDS.find(([re]) => re.test(said))?.[1] ?? null;
}

export function readMealSkipped(folded: string): TMealSkipped | null {
  if (NOT_ONE_DAY.test(folded)) return null;
  const ahead = AHEAD_RE.exec(folded);
  const done = ahead ? null : DONE_RE.exec(folded);
  const hit = ahead ?? done;
  if (hit) return { kind: "skip", slot: slotOf(hit[0]), ahead: Boolean(ahead) };
  const drink = ONLY_DRINK.exec(folded);
  if (drink && SO_FAR.test(folded)) return { kind: "only-drink", drink: drink[1]! };
  return null;
}
