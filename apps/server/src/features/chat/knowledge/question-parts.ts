import { foldText } from "../chat.text";
import type { TRetrievalQuery, TRetrieved } from "./knowledge-retrieval";

/** Words of a life stage, by the code of the entries about it. */
export const CONDITION_WORDS: Readonly<Record<string, RegExp>> = {
  PREGNANCY: /\b(gravid\w*|gestant\w*|gestacao|gravidez|engravid\w*)\b/,
  LACTATION: /\b(amament\w*|lactante|lactacao)\b/,
  CHILD: /\b(crianca\w*|filh[oa]s?|infantil|bebe\w*|nene\w*|nenem|adolescent\w*)\b/,
};

/** A grandparent or an older adult said in words ("minha vó", "meu avô", "terceira idade"). */
const ELDER = /\b(idos[oa]s?|avo|avos|vovo|vozinha|vozinho|terceira idade)\b/;

/** The message asks about someone at a life stage (a baby, a child, a pregnancy, an older adult). */
export function aboutLifeStage(folded: string): boolean {
  return Object.values(CONDITION_WORDS).some((r) => r.test(folded)) || olderAdult(folded) || ELDER.test(folded);
}

/**
 * The entries for each question of the message: "meu pai tem 79 anos" or "minha vó" reads as about an older adult
 * ("idoso"), "meu filho de 8 meses" as about a baby ("bebê"), and a message that asks two things gets the best entry of each, the second marked `part` 2.
 */
export function byQuestion(query: TRetrievalQuery, limit: number, retrieve: (q: TRetrievalQuery, limit: number) => TRetrieved[]): TRetrieved[] {
  const older = olderAdult(query.folded) || (ELDER.test(query.folded) && !/\bidos[oa]\b/.test(query.folded));
  // "meu filho de 8 meses", "nenêm de 7 meses": a child aged in months, out of a pregnancy, is a baby, and what is
  // written for babies comes first.
  const baby = /\b\d{1,2} mes(es)?\b/.test(query.folded) && CONDITION_WORDS.CHILD!.test(query.folded) && !CONDITION_WORDS.PREGNANCY!.test(query.folded);
  const words = older ? " idoso" : baby && !/\bbebe\b/.test(query.folded) ? " bebe" : "";
  const asked = { ...query, folded: query.folded + words, conditions: baby ? new Set([...query.conditions, "CHILD"]) : query.conditions };
  // "quero ganhar massa, oq é bom de lanche pré-treino?": the want sets the scene, the question picks the entry.
  const question = askedAfterWant(query.text ?? "");
  const onQuestion = question ? retrieve({ ...asked, folded: question + words, foods: asked.foods.filter((f) => question.includes(f)) }, limit) : [];
  if (onQuestion.length > 0) return onQuestion;
  const parts = query.oneQuestion ? null : questionParts(asked.folded, query.text);
  if (!parts) return retrieve(asked, limit);
  // Each part with the foods it names and the conditions of the whole message.
  const [first, second] = parts.map((folded) => retrieve({ ...asked, folded, foods: asked.foods.filter((f) => folded.includes(f)) }, limit));
  const whole = first!.length > 0 ? first! : retrieve(asked, limit);
  const other = second!.find((r) => !whole.some((w) => w.item === r.item));
  const best = whole[0];
  if (!other) return whole;
  return best ? [best, { ...other, part: 2 }, ...whole.slice(1, limit)] : [other];
}

/** Words that make a stretch of a message a question of its own ("pode", "faz mal", "quantos"). */
const ASKS = /\b(pode|posso|podem|faz mal|engorda|quant[oa]s?|qual|quais|como|devo|preciso|precisa|e bom|vale a pena|tambem)\b/;

/** A want said first ("quero ganhar massa", "to querendo secar", "preciso engordar"). */
const WANT = /^(?:eu )?(?:quero|queria|to querendo|estou querendo|tou querendo|preciso|pretendo|meu objetivo e|minha meta e)\b/;

/** The question after a want said in its own clause, or null: "quero ganhar massa, oq é bom de lanche pré-treino?". */
export function askedAfterWant(text: string): string | null {
  if (!text.trim().endsWith("?")) return null;
  const clauses = text.split(/[,;.!]+\s*/).map(foldText).filter(Boolean);
  const last = clauses.at(-1);
  if (!last || clauses.length < 2 || !WANT.test(clauses[0]!) || clauses.slice(0, -1).some((c) => ASKS.test(c.replace(WANT, "")))) return null;
  return ASKS.test(last) && last.split(" ").length <= 12 ? last : null;
}

/**
 * "posso comer tapioca? e fruta pode?", "ovo pode e quantos por dia?": a message that asks two things, read as its two
 * questions. The second starts at an "e" after the first question and asks something itself; "to grávida e com
 * diabetes, posso…" is one question, since nothing is asked before its "e".
 */
export function questionParts(folded: string, text?: string): [string, string] | null {
  // Written with question marks ("posso comer pão francês? e banana?"): each question is one part.
  const marked = (text ?? "").split("?").map(foldText).filter(Boolean);
  if (marked.length === 2 && ASKS.test(marked[0]!)) return [marked[0]!, marked[1]!.replace(/^(mas )?e /, "")];
  for (const m of folded.matchAll(/ (?:mas )?e /g)) {
    const first = folded.slice(0, m.index);
    const second = folded.slice(m.index + m[0].length);
    if (ASKS.test(first) && ASKS.test(second) && second.split(" ").length >= 2) return [first, second];
  }
  return null;
}

/** The youngest age said in the message, in months ("bebê de 8 meses" 8, "filho de 3 anos" 36); null when none. */
export function ageInMonths(folded: string): number | null {
  // "1 ano e 2 meses" is 14 months, not 2.
  const joined = folded.replace(/\b(\d{1,2}) anos? e (\d{1,2}) mes(?:es)?\b/g, (_, y: string, mo: string) => `${Number(y) * 12 + Number(mo)} meses`);
  const ages = [...joined.matchAll(/\b(\d{1,3}) (mes|meses|ano|anos)\b/g)].map((m) => Number(m[1]) * (m[2]!.startsWith("mes") ? 1 : 12));
  return ages.length > 0 ? Math.min(...ages) : null;
}

/** The age an entry's title limits it to ("Bebê menor de 6 meses…" 6, "…menores de 2 anos" 24); null when none. */
const limits = new Map<string, number | null>();
export function ageLimitOf(title: string): number | null {
  if (!limits.has(title)) {
    const m = /\bmenor(?:es)? de (\d{1,2}) (mes|meses|ano|anos)\b/.exec(foldText(title));
    limits.set(title, m ? Number(m[1]) * (m[2]!.startsWith("mes") ? 1 : 12) : null);
  }
  return limits.get(title)!;
}

/** "meu pai tem 79 anos", "minha vó de 82": an age of 60 or more is a question about an older adult. */
export function olderAdult(folded: string): boolean {
  return [...folded.matchAll(/\b(\d{2,3}) anos\b/g)].some((m) => Number(m[1]) >= 60 && Number(m[1]) < 120);
}
