import { foldText, restoreAccents } from "../chat.text";
import { findFoodMentions } from "./food-mentions";
import lexicon from "./negated-foods.json" with { type: "json" };

/**
 * Foods said as not eaten (issue 27, decision 201): "hj nada de refri", "não comi pão hoje", "não tomei refrigerante
 * nenhum", "sem açúcar nenhum", "hoje sem café, tô evitando". A clause that negates eating names what did not go in;
 * it is never read as food, and a message of only such clauses (water aside) is no meal at all.
 */
const VERBS = lexicon.verbs.join("|");
const NEGATED_CLAUSE = [
  // "não comi pão", "nem tomei café", "hj não tomei refrigerante nenhum", "não coloquei macarrão nem batata".
  new RegExp(`\\b(?:nao|nem|n|nunca)(?: \\w+)? (?:${VERBS})\\b`),
  // "nada de refri", "nada de cevada hoje".
  /\bnada de\b/,
  // "sem açúcar nenhum", "refrigerante nenhum", "doce nenhum".
  /\b(?:nenhum|nenhuma|nenhuma gota)\b/,
];
/** "não comi a batata toda, só metade": a part eaten, an amount for the card, never a food left out. */
const PARTIAL = new RegExp(`\\b(?:${lexicon.partial.join("|")})\\b`);
/** Kinds of food no table row names ("doce nenhum", "nada de besteira"), still foods left out. */
const KINDS = new RegExp(`\\b(?:${lexicon.kinds.join("|")})\\b`, "g");
/** Where one clause ends and the next begins: punctuation, "mas", "só", "e sim", "porém", an "e" before a negation. */
const CLAUSES = /[,.;!?]+|\s(?=(?:mas|so|porem|e sim|apenas|somente|e (?:nenhum|nenhuma|nada de|sem|nao|nem|zero))\s)/;
/** "só água", "tomei água": water is no meal to log beside what was left out. */
const WATER_ONLY = /^(?:agua|aguinha|agua com gas|agua com limao)$/;

export type TNegated = {
  /** The foods said as not eaten, in the person's words (with the table name's accents: "açúcar"). */
  foods: string[];
  /** The message without the negated clauses, for the meal reader. */
  rest: string;
  /** Nothing but the negated foods (and water) is named: no meal at all. */
  only: boolean;
};

function negates(clause: string): boolean {
  return NEGATED_CLAUSE.some((p) => p.test(clause.trim()));
}

/** The foods a message says were not eaten, or null when it negates none. */
export function negatedFoods(text: string): TNegated | null {
  if (PARTIAL.test(foldText(text))) return null;
  const clauses = text.split(CLAUSES).filter((c) => c && c.trim());
  const negated = clauses.filter((c) => negates(foldText(c)));
  const foods = negated.flatMap((c) => [...findFoodMentions(c).map((m) => restoreAccents(foldText(m.phrase), [c, m.food?.name ?? ""])), ...(foldText(c).match(KINDS) ?? [])]);
  if (foods.length === 0) return null;
  const rest = clauses.filter((c) => !negated.includes(c)).join(", ").trim();
  const left = findFoodMentions(rest).filter((m) => !WATER_ONLY.test(foldText(m.food?.name ?? m.phrase)) && !WATER_ONLY.test(foldText(m.phrase)));
  return { foods: [...new Set(foods)], rest, only: left.length === 0 };
}
