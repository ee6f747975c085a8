import { normalizeText } from "../text/normalize";
import { scaledItem, type TAnalyzedItem } from "./resolve";

/**
 * A food shared at the table ("dividi uma pizza grande com meu namorado", "eu e minha amiga dividimos um açaí de
 * 700 ml", "rachei uma garrafa de vinho com 2 amigas", "uma pizza meio a meio"): the person ate their part of it, not
 * the whole. A "porção" the engine sized for one person stays whole, and a message that says the person's own amount
 * ("comi 2 fatias", "a minha parte foi…") is read as said.
 */
const NUMBERS: Readonly<Record<string, number>> = { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8 };
const COUNT = String.raw`(\d{1,2}|dois|duas|tres|quatro|cinco|seis|sete|oito)`;
const PEOPLE = String.raw`(?:pessoas|amig[oa]s|colegas|prim[oa]s|irm[aã]os|irmas|filh[oa]s|sobrinh[oa]s|criancas|amigos do trabalho)`;
const SOMEONE = String.raw`(?:(?:o|a)\s)?(?:meu|minha|o|a|uma|um)\s(?:marido|esposa|esposo|mulher|namorad[oa]|noiv[oa]|mae|pai|filh[oa]|irma|irmao|amig[oa]|colega|parceir[oa]|vizinh[oa]|sogr[oa]|prim[oa]|crush|mozao|vo|avo|tia|tio)`;

const SHARE_VERB = /\b(?:dividi|dividimos|dividiu|dividiram|rachei|rachamos|racharam|compartilhei|compartilhamos|comemos|pedimos|tomamos|bebemos|abrimos)\b/;
const SHARED_WORD = /\b(?:dividid[ao]s?|rachad[ao]s?|pra dividir|para dividir|meio a meio)\b/;
const OWN_PART = new RegExp(String.raw`\b(?:comi|peguei|tomei|bebi|fiquei com)\s(?:so\s)?(?:\d{1,2}|uma|um|duas|dois|tres|quatro|meia|metade)\s(?:fatias?|pedacos?|tacas?|copos?|colheres?|unidades?|da|do)\b|\bminha parte\b|\bmetade\b|\bmeia\b`);
const CLAUSE_END = /[.;!?]|,?\s(?:e\s)?(?:eu\s)?(?:tomei|bebi|comi|almocei|jantei|lanchei|depois)\b/g;

/** A "porção" the tables size for one person ("1 porção (80 g)"), as opposed to a whole dish or bottle. */
const ONE_PORTION = /^\d+(?:[.,]\d+)? porç(?:ão|ões)\b/;
/** Words of a mention that say how much, never which food. */
const COUNT_WORDS = new Set(["uma", "umas", "uns", "meia", "meio", "duas", "dois", "tres", "quatro", "cinco", "seis"]);

/** The people a food was shared among, as said ("entre 4 amigos", "com 2 amigas"): words that name no food. */
export function sharedAmongWords(message: string): readonly string[] {
  const n = normalizeText(message);
  const people = SHARE_VERB.test(n) || SHARED_WORD.test(n) ? peopleIn(n) : null;
  return people ? people.said.split(" ") : [];
}

/** How many people ate it, the person included, and where in the message that is said. */
function peopleIn(n: string): { count: number; at: number; said: string } | null {
  // "eu e minhas 3 amigas", "com meus 2 irmãos", "com umas 4 pessoas": the count said after a possessive or a hedge.
  const counted = new RegExp(String.raw`\b(?:com|e)\s(?:mais\s)?(?:(?:meus|minhas|os|as|uns|umas)\s)?${COUNT}\s${PEOPLE}\b`).exec(n);
  if (counted) return { count: toNumber(counted[1]!) + 1, at: counted.index, said: counted[0] };
  const among = new RegExp(String.raw`\b(?:entre|em|pra|para)\s${COUNT}(?:\s(?:${PEOPLE}|da gente))?(?=\s*(?:[,.;!?]|$|\se\s))`).exec(n);
  if (among) return { count: toNumber(among[1]!), at: among.index, said: among[0] };
  const someone = new RegExp(String.raw`\b(?:com|eu e)\s${SOMEONE}(?:\s(?:e|com)\s${SOMEONE})*\b`).exec(n);
  if (someone) return { count: 1 + (someone[0].match(new RegExp(SOMEONE, "g"))?.length ?? 1), at: someone.index, said: someone[0] };
  const halves = /\bmeio a meio\b/.exec(n);
  return halves && SHARE_VERB.test(n) ? { count: 2, at: halves.index, said: halves[0] } : null;
}

function toNumber(word: string): number {
  return NUMBERS[word] ?? Number(word);
}

/** Where the shared foods are told: after the verb up to the people or the end of the clause, or just before "dividida". */
function sharedStretch(n: string, people: { at: number }): [number, number] | null {
  const verb = SHARE_VERB.exec(n);
  if (verb) {
    const from = verb.index + verb[0].length;
    CLAUSE_END.lastIndex = from;
    const end = CLAUSE_END.exec(n)?.index ?? n.length;
    return [from, people.at > from ? Math.min(people.at, end) : end];
  }
  const word = SHARED_WORD.exec(n);
  if (!word) return null;
  // "tomei 2 latões e comi uma porção de calabresa dividida em 4": only what comes right before the word was shared.
  const start = Math.max(0, ...[...n.slice(0, word.index).matchAll(/[.;!?,]| e /g)].map((m) => m.index + m[0].length));
  return [start, word.index];
}

function divided(item: TAnalyzedItem, count: number): TAnalyzedItem {
  const part = count === 2 ? "metade de" : `1/${count} de`;
  return scaledItem(item, 1 / count, `${part} ${item.measure.replace(/ \((?:porção padrão|[\d.,]+ (?:g|ml))\)/g, "")}: sua parte, entre ${count} pessoas`);
}

/** The items with the person's share of what the message says was shared; the rest as they were. */
export function withSharedPortions(message: string, items: readonly TAnalyzedItem[]): TAnalyzedItem[] {
  const n = normalizeText(message);
  if (!SHARE_VERB.test(n) && !SHARED_WORD.test(n)) return [...items];
  const people = peopleIn(n);
  if (!people || people.count < 2 || people.count > 12 || OWN_PART.test(n)) return [...items];
  const stretch = sharedStretch(n, people);
  if (!stretch) return [...items];
  let searchFrom = 0;
  return items.map((item) => {
    const head = item.text.split(" ").find((w) => /^[a-z]{3,}$/.test(w) && !COUNT_WORDS.has(w) && !SHARE_VERB.test(w));
    const at = head ? n.indexOf(head, searchFrom) : -1;
    if (at < 0) return item;
    searchFrom = at + head!.length;
    const inside = at >= stretch[0] && at < stretch[1];
    return inside && !ONE_PORTION.test(item.measure) ? divided(item, people.count) : item;
  });
}
