import { analyze, singular } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, leadingCount, render, type TMealEdit, type TPart } from "../meal-parts";
import { readShare, scaled } from "./portion-share";

const COUNTS: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6 };
const countOf = (word: string): number | null => (/^\d+$/.test(word) ? Number(word) : (COUNTS[word] ?? null));


/** The food's name without what it is filled with or made of: "pasteis de carne" → "pasteis". */
const headOf = (food: string) => foldText(food).replace(/\s+(?:de|do|da|com|c)\s+.*$/, "");

/**
 * "um dos pastéis era de queijo", "duas das esfihas eram de frango", "um deles era de palmito", "um era de queijo":
 * some of a food counted more than once were of another filling; the count is split, nothing is added.
 */
const SOME_OF = /^(?:so\s+)?(\d+|um|uma|dois|duas|tres|quatro) (?:(?:dos|das|de) (\S+(?: \S+)?)|deles|delas)?\s*(?:era|foi|eram|foram|veio|vieram|tinha|tinham) (?:de |do |da |com )?(.+)$/;

export function someOfThem(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SOME_OF.exec(folded);
  if (!said) return null;
  const [, howMany, subject, filling] = said as unknown as [string, string, string | undefined, string];
  const some = countOf(howMany);
  const counted = parts.map((p, k) => ({ k, n: countOf(leadingCount(p)) ?? 1 })).filter((c) => c.n > 1);
  const at = subject ? findPart(parts, subject) : counted.length === 1 ? counted[0]!.k : -1;
  if (some === null || at < 0) return null;
  const part = parts[at] as TPart;
  const all = countOf(leadingCount(part)) ?? 1;
  if (some >= all && all === 1) return null;
  const head = headOf(part.food);
  const one = some === 1 ? head.split(" ").map(singular).join(" ") : head;
  const other = `${some} ${one} de ${filling.replace(/^(?:de|do|da|com)\s+/, "")}`;
  if (analyze(other).items.length !== 1) return null;
  const rest = all - some;
  const kept: TPart[] = rest > 0 ? [{ ...part, amount: part.amount.replace(/^\S+/, String(rest)) }] : [];
  parts.splice(at, 1, ...kept, { ...part, amount: "", food: other, after: "" });
  return { text: render(parts), change: rest > 0 ? `${some} de ${all} ${head} ${some === 1 ? "era" : "eram"} de ${filling}` : `troquei ${part.food} por ${other}` };
}

/**
 * "o outro foi uma esfiha, não kibe", "a outra era de frango": the other food of the card, the one said after "não"
 * when it is on the card, else the one food eaten once beside foods counted more than once. The message is given back
 * as the swap it means ("troca o kibe por uma esfiha").
 */
const THE_OTHER = /^(?:e\s+)?(?:o|a) outr[oa] (?:era|foi|eram|foram) (.+?)(?:,? (?:e )?nao (?:era |foi )?(?:o |a |um |uma )?(.+))?$/;

export function theOtherSaid(folded: string, parts: readonly TPart[]): string | null {
  const said = THE_OTHER.exec(folded.replace(/^(?:na (?:verdade|vdd|real)|pera|ops|opa|ah)\s+/, ""));
  if (!said || parts.length < 2) return null;
  const [, right, wrong] = said as unknown as [string, string, string | undefined];
  if (wrong && findPart(parts, wrong) >= 0) return `troca ${wrong} por ${right}`;
  const once = parts.filter((p) => (countOf(leadingCount(p)) ?? 1) === 1);
  const target = once.length === 1 && once.length < parts.length ? once[0] : null;
  return target ? `troca ${foldText(target.food)} por ${right}` : null;
}

/**
 * "tomei só meia lata", "comi meio pacote", "foi metade da garrafa": part of the container or measure a food of the card
 * was counted in, said by the measure and not the food.
 */
const PART_OF_MEASURE = /^(?:(?:eu\s+)?(?:tomei|comi|bebi|foi|era)\s+)?(?:so\s+|apenas\s+)?(meia|meio|metade d[aeo]|um terco d[aeo]|um quarto d[aeo])\s+(\S+)$/;

export function partOfMeasure(folded: string, parts: TPart[]): TMealEdit | null {
  const said = PART_OF_MEASURE.exec(folded);
  if (!said) return null;
  const [, fraction, measure] = said as unknown as [string, string, string];
  const word = singular(measure);
  const at = parts.findIndex((p) => foldText(`${p.amount} ${p.food} ${p.after} ${p.item.text}`).split(" ").some((w) => w === word || w.startsWith(word) || singular(w) === word));
  const share = readShare(/^mei/.test(fraction) ? "metade" : fraction.replace(/ d[aeo]$/, ""), true);
  return at >= 0 && share ? scaled(parts, share, (parts[at] as TPart).food) : null;
}

/** "tira um dos ovos", "tira 1 pão", "menos uma coxinha": one of a food counted more than once taken out, the rest kept. */
const FEWER = /^(?:tira|tire|retira|remove|remova|menos)\s+(?:so\s+)?(um|uma|\d+|dois|duas)\s+(?:(?:dos|das|de)\s+)?(.+?)(?:\s+(?:so|a menos|nao comi))?$/;

export function fewerOf(folded: string, parts: TPart[]): TMealEdit | null {
  const said = FEWER.exec(folded);
  if (!said) return null;
  const less = countOf(said[1]!);
  const at = findPart(parts, said[2]!);
  if (less === null || at < 0) return null;
  const part = parts[at] as TPart;
  const all = countOf(leadingCount(part));
  if (all === null || all <= less) return null;
  parts[at] = { ...part, amount: part.amount.replace(/^\S+/, String(all - less)) };
  return { text: render(parts), change: `tirei ${less} de ${part.food}: ficaram ${all - less}` };
}

/** The measure a drink came in, said of one of them ("uma era long neck e a outra lata"): the container, not a filling. */
const CONTAINER_SAID = /^(?:(?:um|uma|na)\s+)?(lata|latinha|latao|long neck|garrafa|garrafinha|copo|taca|dose|caneca|xicara)\b/;

/**
 * "um era de carne e o outro de palmito", "um foi com manteiga e o outro com requeijão", "uma era long neck e a outra
 * lata", "uma era de frango e duas de queijo": each of a food counted more than once said apart; the count is split into
 * the kinds said, nothing is added, and "não os dois de carne" after it is part of the same correction.
 */
const EACH_SAID = /^(um|uma|\d+|dois|duas|tres)(?: (?:dos|das|de) \S+(?: \S+)?| deles| delas)? (?:era|foi|eram|foram|veio|vieram|tinha|tinham) (.+?),? e (?:(?:o|a|os|as) (?:outr[oa]s?|(\d+|dois|duas|tres) outr[oa]s?|resto|demais)|(\d+|um|uma|dois|duas|tres)(?! outr))(?: (?:era|foi|eram|foram|veio|vieram|tinha|tinham))? (.+?)(?:,? (?:nao|e nao) (?:os|as|eram|foram|era|foi) .*)?$/;

export function eachSaid(folded: string, parts: TPart[]): TMealEdit | null {
  const said = EACH_SAID.exec(folded);
  if (!said) return null;
  const [, first, one, restCount, otherCount, other] = said as unknown as [string, string, string, string | undefined, string | undefined, string];
  const counted = parts.map((p, k) => ({ k, n: countOf(leadingCount(p)) ?? 1 })).filter((c) => c.n > 1);
  if (counted.length !== 1) return null;
  const at = counted[0]!.k;
  const part = parts[at] as TPart;
  const all = counted[0]!.n;
  const a = countOf(first);
  const b = countOf(restCount ?? otherCount ?? "") ?? (a === null ? null : all - a);
  if (a === null || b === null || a + b !== all || b <= 0) return null;
  const head = headOf(part.food);
  const named = (n: number, kind: string): string | null => {
    const what = kind.trim().replace(/^(?:era|foi)\s+/, "");
    const unit = n === 1 ? head.split(" ").map(singular).join(" ") : head;
    const container = CONTAINER_SAID.exec(what)?.[1];
    const text = container ? `${n} ${container} de ${singular(head.split(" ")[0] as string)}` : `${n} ${unit} ${/^(?:de|do|da|com|c)\s/.test(what) ? what : `de ${what}`}`;
    const read = analyze(text);
    return read.items.length > 0 && read.unread.length === 0 ? text : null;
  };
  const x = named(a, one);
  const y = named(b, other);
  if (!x || !y) return null;
  parts.splice(at, 1, { ...part, amount: "", food: x, after: "" }, { ...part, amount: "", food: y, after: "" });
  return { text: render(parts), change: `separei: ${x} e ${y}` };
}
