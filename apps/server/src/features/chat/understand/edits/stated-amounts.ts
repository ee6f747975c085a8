import { analyze } from "@nutriguia/nutrition";
import { findFoodMentions } from "../food-mentions";
import { findPart, render, unitWords, weighed, type TMealEdit, type TPart } from "../meal-parts";

const COUNT = String.raw`(\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte)`;
const COUNT_VALUE: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, doze: 12, quinze: 15, vinte: 20 };
const countOf = (word: string) => COUNT_VALUE[word] ?? Number(word);

/** "uns 100g", "150 gramas", "meio litro": one amount in grams or millilitres said outright. */
const WEIGHT = /\b(\d+(?:[.,]\d+)?)\s*(g|gr|grs|gramas?|kg|quilos?|ml|l|litros?)\b/g;

/**
 * "o cuscuz foi metade daquele prato, uns 100g só", "o frango foi uns 150 g": an amount said in grams or ml for a food
 * of the card (or for its only food) wins over any fraction said with it.
 */
export function toldWeight(folded: string, parts: TPart[]): TMealEdit | null {
  const weights = [...folded.matchAll(WEIGHT)];
  if (weights.length !== 1) return null;
  const [said, value, unit] = weights[0] as unknown as [string, string, string];
  const rest = folded.replace(said, " ");
  const k = parts.length === 1 ? 0 : findPart(parts, rest);
  if (k < 0) return null;
  // Another food named in the message is an addition or a swap, read elsewhere.
  const named = findFoodMentions(rest).filter((m) => m.food && findPart([parts[k] as TPart], m.phrase) < 0);
  if (named.length > 0 || !/\b(foi|era|eram|foram|deu|so|uns|umas|tinha)\b/.test(rest)) return null;
  const u = /^(ml|l|litros?)$/.test(unit) ? (unit === "ml" ? "ml" : "l") : /^(kg|quilos?)$/.test(unit) ? "kg" : "g";
  const part = parts[k] as TPart;
  // "a garrafa era de 600ml" on "2 cervejas": each of the count in that vessel.
  const vessel = /\b(garrafa|garrafinha|lata|latinha|copo|taca|caneca)s?\b/.exec(rest)?.[1];
  const count = part.item.quantity ?? 1;
  const each = vessel && count > 1 && part.item.unit?.kind !== "volume" && part.item.unit?.kind !== "mass" ? `${count} ${vessel}s de ` : "";
  parts[k] = { ...part, amount: `${each}${value} ${u} de`, after: "" };
  return { text: render(parts), change: `${part.food}: ${each}${value} ${u}` };
}

const SIZE = String.raw`(mini|minis|pequenininh[oa]s?|pequen[oa]s?|grand(?:ao|ona|oes|onas)|grandes?|enormes?|gigantes?|medi[oa]s?)`;
/** "eram mini pão de queijo, uns 10", "eram 10 mini", "a coxinha era pequena", "os pastel eram grandes". */
const SIZE_FIRST = new RegExp(String.raw`^(?:e\s+)?(?:(?:era|eram|foi|foram)\s+)?(?:(?:uns|umas|um|uma|os|as|o|a)\s+)?(?:${COUNT}\s+)?${SIZE}(?:\s+(.+?))?(?:\s+(?:uns|umas)?\s*${COUNT})?$`);
const SUBJECT_FIRST = new RegExp(String.raw`^(?:o|a|os|as)\s+(.+?)\s+(?:era|eram|foi|foram)\s+(?:uns\s+|umas\s+|o\s+|a\s+|um\s+|uma\s+)?(?:${COUNT}\s+)?${SIZE}(?:\s+(?:uns|umas)?\s*${COUNT})?$`);

/** "era 1 pão de queijo só, mas grandão daqueles": the count, then the size of that food. */
const COUNT_THEN_SIZE = new RegExp(String.raw`^(?:e\s+)?(?:era|eram|foi|foram)\s+(?:so\s+)?${COUNT}\s+(.+?)\s+(?:so\s+)?(?:mas\s+|porem\s+|so que\s+)?(?:bem\s+)?${SIZE}(?:\s+daquel\w+.*)?$`);

/** "foram 5, mas daqueles pequenininhos de festa": a count and a size, the food left unsaid (what follows is another matter). */
const COUNT_SIZE = new RegExp(String.raw`^(?:e\s+)?(?:era|eram|foi|foram)\s+(?:so\s+)?${COUNT}\s+(?:mas\s+|porem\s+|so que\s+)?(?:bem\s+)?${SIZE}\b`);

/** A size (and perhaps a count) said again for a food of the card counted in units: "eram mini pão de queijo, uns 10". */
/** "eram daqueles gigante, tipo o dobro do normal", "foram 3, das pequenas": the size said, without the pointing and the comparison after it. */
const plainSize = (folded: string) => folded.replace(/\s+(?:tipo|sabe|ne|assim|o dobro|duas vezes|o triplo)\b.*$/, "").replace(/\b(?:daquel[ea]s?|dess[ea]s?)\s+/g, "").replace(new RegExp(String.raw`\bd[oa]s\s+(?=${SIZE})`, "g"), "").trim();

export function resizedUnits(said: string, parts: TPart[]): TMealEdit | null {
  const folded = plainSize(said);
  const first = SIZE_FIRST.exec(folded);
  const subject = first ? null : SUBJECT_FIRST.exec(folded);
  const then = first || subject ? null : COUNT_THEN_SIZE.exec(folded);
  const bare = first || subject || then ? null : COUNT_SIZE.exec(folded);
  if (!first && !subject && !then && !bare) return null;
  const [count, told = "", food, countAfter] = first ? [first[1], first[2], first[3], first[4]] : subject ? [subject[2], subject[3], subject[1], subject[4]] : then ? [then[1], then[3], then[2], undefined] : [bare![1], bare![2], undefined, undefined];
  const counted = parts.map((p, i) => (p.item.unit === null && p.item.quantity !== null ? i : -1)).filter((i) => i >= 0);
  // "e eram gigantes" after "2 pastéis, um de carne e um de queijo": the one food counted more than once.
  const several = counted.filter((i) => ((parts[i] as TPart).item.quantity ?? 1) > 1);
  const k = food ? findPart(parts, food) : counted.length === 1 ? (counted[0] as number) : parts.length === 1 ? 0 : several.length === 1 && /^(?:e\s+)?(?:eram|foram)\b/.test(folded) ? (several[0] as number) : -1;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const n = count ?? countAfter;
  // "era o pequeno" on "um milkshake de 500ml": one of that size, never 500 of them.
  const weighedIn = part.item.unit?.kind === "volume" || part.item.unit?.kind === "mass";
  const how = n ? countOf(n) : weighedIn ? 1 : (part.item.quantity ?? 1);
  // "ela era das grandes" on one coxinha: the size said in the number of the count.
  const size = how === 1 ? told.replace(/(?<=[oa])s$|(?<=grand|enorm|gigant)es$/, (s) => (s === "es" ? "e" : "")) : told;
  const text = size.startsWith("mini") ? `${how} mini ${part.food}` : `${how} ${part.food} ${size}`;
  const read = analyze(text);
  if (read.items.length !== 1 || read.unread.length > 0) return null;
  parts[k] = size.startsWith("mini") ? { ...part, amount: `${how} mini`, after: "" } : { ...part, amount: String(how), after: size };
  return { text: render(parts), change: `${part.food}: ${how} ${size.startsWith("mini") ? "mini" : size}` };
}

/** "eram 3 latinhas", "foram 4 pão de queijo", "foi só 1 ovo": a count said first, for a food or a measure of the card. */
const COUNT_FIRST = new RegExp(String.raw`^(?:e\s+)?(?:foram|eram|era|foi)\s+(?:so\s+|apenas\s+)?(?:uns\s+|umas\s+)?${COUNT}\s+(.+)$`);

const WHOLE = /\b(?:inteir[oa]s?|tod[oa]s?)\b/g;
const readsAsOne = (text: string) => {
  const read = analyze(text);
  return read.items.length === 1 && read.unread.length === 0;
};

/** "foram 3 kkkk", "era só 1": a count alone, of the card's one food counted in units. */
const COUNT_ALONE = new RegExp(String.raw`^(?:e\s+)?(?:foram|eram|foi|era|comi|tomei|bebi)\s+(?:so\s+|apenas\s+)?${COUNT}$`);

function recountAlone(folded: string, parts: TPart[]): TMealEdit | null {
  const said = COUNT_ALONE.exec(folded);
  if (!said) return null;
  const counted = parts.map((p, k) => (p.item.unit === null && p.item.quantity !== null ? k : -1)).filter((k) => k >= 0);
  // "foram 2" after "3 pão de queijo e um café": the one food counted more than once.
  const several = counted.filter((k) => ((parts[k] as TPart).item.quantity ?? 1) > 1);
  const k = parts.length === 1 ? 0 : counted.length === 1 ? (counted[0] as number) : several.length === 1 ? (several[0] as number) : -1;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const words = part.amount.split(" ");
  const rest = /^(\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis)$/.test(words[0] ?? "") ? words.slice(1).join(" ") : part.amount;
  parts[k] = { ...part, amount: `${countOf(said[1] as string)} ${rest}`.trim() };
  return { text: render(parts), change: `${part.food}: ${countOf(said[1] as string)}` };
}

/** "foram 2 conchas cheias", "eram 3 fatias fininhas": how full or thick the measure was, read with it (`restated`). */
const MEASURE_SIZE = /\b(?:chei[oa]s?|ras[oa]s?|fin[oa]s?|fininh[oa]s?|gross[oa]s?|generos[oa]s?|caprichad[oa]s?)$/;

export function recountFirst(folded: string, parts: TPart[]): TMealEdit | null {
  const alone = recountAlone(folded, parts);
  if (alone) return alone;
  const said = COUNT_FIRST.exec(folded);
  if (!said) return null;
  const [, count, told] = said as unknown as [string, string, string];
  // "era um x-salada, não cachorro quente": the food after "não" is the one it was not, never the one recounted.
  const phrase = /^\S.*?\s+nao\s+\S/.test(told) ? told.replace(/\s+nao\s+.*$/, "") : told;
  const word = (phrase.split(" ")[0] ?? "").replace(/s$/, "").replace(/inh([oa])$/, "$1").replace(/ao$/, "a");
  const named = findPart(parts, phrase);
  const byMeasure = named >= 0 ? -1 : parts.findIndex((p) => p.item.unit !== null && p.amount.split(" ").some((w) => w.replace(/s$/, "").replace(/inh([oa])$/, "$1").replace(/ao$/, "a") === word));
  // "foi 1 pacote inteiro" on a card of one food: the measure of that food.
  const only = named < 0 && byMeasure < 0 && parts.length === 1 && readsAsOne(`${count} ${phrase.replace(WHOLE, "").trim()} de ${(parts[0] as TPart).food}`);
  const k = named >= 0 ? named : byMeasure >= 0 ? byMeasure : only ? 0 : -1;
  // "foi uma fatia pequena" on "uma fatia de bolo": the measure's size is read with the measure (`restated`), never dropped.
  if (k < 0 || (byMeasure >= 0 && (new RegExp(String.raw`\b${SIZE}$`).test(phrase) || MEASURE_SIZE.test(phrase)))) return null;
  if (only) {
    const part = parts[0] as TPart;
    const measure = `${countOf(count)} ${phrase.replace(WHOLE, "").trim()}`;
    parts[0] = { ...part, amount: `${measure} de`, after: "" };
    return { text: render(parts), change: `${part.food}: ${measure}` };
  }
  const part = parts[k] as TPart;
  // "foram só 4 bolachas" on "um pacote de bolacha": units of the food, never four packages.
  if (named >= 0 && /^(?:pacotes?|caixas?|sacos?|saquinhos?|embalage\w*|bandejas?|potes?)\b/.test(unitWords(part)) && !/^(?:pacote|caixa|saco|saquinho|embalage|bandeja|pote)/.test(phrase)) {
    parts[k] = { ...part, amount: String(countOf(count)), after: "" };
    if (readsAsOne(render([parts[k] as TPart]))) return { text: render(parts), change: `${part.food}: ${countOf(count)}` };
    parts[k] = part;
  }
  const words = part.amount.split(" ");
  const rest = /^(\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis|meia|meio)$/.test(words[0] ?? "") ? words.slice(1).join(" ") : part.amount;
  // "foi só 1 fatia" after "2 fatias": one slice, said in the singular.
  const unit = countOf(count) === 1 ? rest.replace(/^(\S+?)(?:es|s)\b/, (w, stem: string) => (/(?:r|z)es$/.test(w) ? stem : w.replace(/s$/, ""))) : rest;
  parts[k] = { ...part, amount: `${countOf(count)} ${unit}`.trim() };
  return { text: render(parts), change: `${part.food}: ${countOf(count)}${unit ? ` ${unit.replace(/\s+de$/, "")}` : ""}` };
}

/** "a calabresa dividi com 3 amigo", "dividi com minha namorada": the share eaten, of one food or of the whole card. */
const SHARED = new RegExp(String.raw`^(?:(?:o|a|os|as)\s+(.+?)\s+)?(?:eu\s+)?(?:dividi|rachei|repartimos|dividimos|(?:foi\s+|foram\s+)?(?:dividid|rachad)[oa]s?)\s+(?:com\s+)?(?:(?:mais|outr[oa]s)\s+)?(?:(${COUNT})\s+\S+|(?:meu|minha|o|a)\s+\S+|(?:ele|ela))`);

/** "a mandioca a gente dividiu em 4", "dividimos a pizza em 3", "a porção foi dividida em 4": N people in all. */
const SPLIT_IN = new RegExp(String.raw`^(?:e\s+)?(?:(?:o|a|os|as)\s+(.+?)\s+)?(?:a gente\s+|nos\s+|eu\s+)?(?:dividi|dividimos|dividiu|dividiram|rachamos|racharam|repartimos|(?:foi|foram) dividid[oa]s?)\s+(?:(?:o|a|os|as)\s+(.+?)\s+)?(?:em|por|entre)\s+(${COUNT})\b`);

/** "a porção foi só eu e minha namorada", "a pizza foi pra nós três": eaten by the person and who they name. */
const EATEN_BY = new RegExp(String.raw`^(?:e\s+)?(?:(?:o|a|os|as)\s+(.+?)\s+)?(?:foi|era|deu)\s+(?:so\s+)?(?:(?:pra|para)\s+)?(?:(eu e (?:meu|minha|o|a)\s+\S+|eu e ele|eu e ela)|(?:nos|a gente)\s+(dois|duas|tres|quatro|2|3|4)|(dois|duas|tres|quatro|2|3|4)\s+pessoas)$`);
const PEOPLE: Readonly<Record<string, number>> = { dois: 2, duas: 2, tres: 3, quatro: 4 };

/** The part a subject names: its food, or its measure ("a porção" of "uma porção de calabresa"). */
function partNamed(parts: TPart[], subject: string): number {
  const named = findPart(parts, subject);
  if (named >= 0) return named;
  const word = subject.replace(/s$/, "");
  const byMeasure = parts.map((p, k) => (unitWords(p).split(" ").some((w) => w.replace(/s$/, "") === word) ? k : -1)).filter((k) => k >= 0);
  return byMeasure.length === 1 ? (byMeasure[0] as number) : -1;
}

export function shared(folded: string, parts: TPart[]): TMealEdit | null {
  // "em 4" is the whole table; tried first, so "dividimos a mandioca em 4" never reads "a mandioca" as the person.
  const split = SPLIT_IN.exec(folded);
  const said = split ? null : SHARED.exec(folded);
  const by = split || said ? null : EATEN_BY.exec(folded);
  if (!said && !split && !by) return null;
  const [, food, others] = (said ?? (split ? [split[0], split[1] ?? split[2], undefined] : [by![0], by![1], undefined])) as unknown as [string, string | undefined, string | undefined];
  const group = by?.[3] ?? by?.[4];
  const people = split ? countOf(split[3]!) : by ? (group ? (PEOPLE[group] ?? Number(group)) : 2) : (others ? countOf(others) : 1) + 1;
  if (people < 2) return null;
  const chosen = food ? [partNamed(parts, food)] : parts.map((_, k) => k);
  if (chosen.some((k) => k < 0)) return null;
  for (const k of chosen) {
    const part = parts[k] as TPart;
    if (part.grams === null) return null;
    parts[k] = { ...part, amount: weighed(part, part.grams / people), after: "" };
  }
  const what = food ? (parts[chosen[0] as number] as TPart).food : "tudo";
  return { text: render(parts), change: `${what} dividido por ${people}: contei a sua parte` };
}
