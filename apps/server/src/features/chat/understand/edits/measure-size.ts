import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, render, type TMealEdit, type TPart } from "../meal-parts";
import { readShare } from "./portion-share";

const DRINK_WORDS = /\b(?:cerveja|chopp?|refri\w*|coca|guarana|suco|agua|energetico|isotonico|vinho|cha gelado|kombucha|brahma|skol|heineken|antarctica|antartica|itaipava|budweiser|amstel|stella|corona|devassa|spaten|original|fanta|sprite|pepsi|kuat|guaravita|schweppes)\b/;

/** The dish or cup a food was served in, and its diminutives ("pratinho" is a small plate). */
const CONTAINER = String.raw`(prat(?:o|inho|ao)|tigel(?:a|inha|ona)|cuia|cumbuca|bowl|cop(?:o|inho|ao)|pot(?:e|inho)|xicar(?:a|inha)|xicrinha|canec(?:a|ao)|marmit(?:a|inha|ex)|quentinha|taca|concha|escumadeira|porcao)`;
const SIZE = String.raw`(rasos?|rasas?|fundos?|fundas?|pequen[oa]s?|grandes?|medi[oa]s?|menor|maior|normal|cheio|cheia|americano)`;

/** "o prato era raso", "a tigela era grande", "o copo era o pequeno", "o prato era raso, tipo metade do fundo". */
const WAS = new RegExp(String.raw`^(?:e\s+)?(?:o|a|os|as|meu|minha)\s+${CONTAINER}s?\s+(?:era|foi|eram|foram|e|tava|estava)\s+(?:um\s+|uma\s+|o\s+|a\s+|de\s+)?(?:bem\s+)?${SIZE}(?:\s+(?:e\s+)?nao\s+(?:o\s+|a\s+|um\s+|uma\s+)?\w+)?(?:\s+(.+))?$`);
/** "era prato raso", "foi num prato fundo", "era a tigelinha" (the size said with a container the card has). */
const IN_A = new RegExp(String.raw`^(?:(?:era|foi|comi|tomei|bebi)\s+)?(?:(?:num|numa|no|na|em um|em uma|um|uma|o|a)\s+)?${CONTAINER}(?:\s+${SIZE})?(?:\s+(.+))?$`);

const BASE: Readonly<Record<string, string>> = { pratinho: "prato", pratao: "prato", tigelinha: "tigela", tigelona: "tigela", copinho: "copo", copao: "copo", potinho: "pote", xicarinha: "xicara", xicrinha: "xicara", canecao: "caneca", marmitinha: "marmita" };
const SIZE_OF_DIMINUTIVE: Readonly<Record<string, string>> = { pratinho: "pequeno", tigelinha: "pequena", copinho: "pequeno", potinho: "pequeno", xicarinha: "pequena", xicrinha: "pequena", marmitinha: "pequena", pratao: "grande", tigelona: "grande", copao: "grande", canecao: "grande" };

/** The size word as the measures name it, agreeing with the container: "rasa" → "raso" on a plate, "menor" → "pequena" on a bowl. */
function sizeWord(container: string, said: string): string {
  const plain = said.replace(/s$/, "");
  const word = plain === "menor" ? "pequeno" : plain === "maior" ? "grande" : plain === "normal" ? "" : plain;
  const ending = /a$/.test(container) ? "a" : "o";
  return /^(?:pequen|medi|fund|ras|chei)[oa]$/.test(word) ? word.replace(/[oa]$/, ending) : word;
}

/** A whole plate of a mixed meal, as the engine's prato feito measures it (recipes.ts, decision 121); sizes as the reader's. */
const PLATE_GRAMS: Readonly<Record<string, number>> = { prato: 350, marmita: 450, marmitex: 450, quentinha: 450 };
const PLATE_SIZE: Readonly<Record<string, number>> = { raso: 1, rasa: 1, fundo: 400 / 350, funda: 400 / 350, pequeno: 0.7, pequena: 0.7, grande: 1.3, medio: 1, media: 1, normal: 1, cheio: 1, cheia: 1 };

/**
 * "foi um prato raso só", "a marmita era pequena" on a card of several foods with no plate of their own: the foods on
 * the plate (drinks apart) keep their shares and together weigh that plate.
 */
function wholePlate(parts: TPart[], container: string, size: string): TMealEdit | null {
  const base = PLATE_GRAMS[container];
  const factor = PLATE_SIZE[size.replace(/s$/, "")];
  const plate = parts.map((p, k) => (DRINK_WORDS.test(foldText(p.food)) ? -1 : k)).filter((k) => k >= 0);
  const total = plate.reduce((sum, k) => sum + ((parts[k] as TPart).grams ?? Number.NaN), 0);
  if (!base || !factor || !(total > 0)) return null;
  const target = Math.round(base * factor);
  for (const k of plate) {
    const part = parts[k] as TPart;
    parts[k] = { ...part, amount: `${Math.round((part.grams as number) * (target / total))} g de`, after: "" };
  }
  return { text: render(parts), change: `${container} ${size}: cerca de ${target} g de comida no total (antes ${Math.round(total)} g)` };
}

/**
 * The size of the dish or cup a food of the card was served in, said again: the food's portion becomes that size of
 * the same container ("o prato era raso" on "1 prato fundo de sopa"), or the share of the old one said with it
 * ("tipo metade do fundo").
 */
export function resizedContainer(folded: string, parts: TPart[]): TMealEdit | null {
  const said = WAS.exec(folded) ?? IN_A.exec(folded);
  if (!said) return null;
  const [, spoken, size, rest] = said as unknown as [string, string, string | undefined, string | undefined];
  const container = BASE[spoken] ?? spoken;
  const sized = SIZE_OF_DIMINUTIVE[spoken] ?? size;
  if (!sized) return null;
  const holds = parts.map((p, k) => (foldText(`${p.amount} ${p.after}`).split(" ").some((w) => (BASE[w] ?? w).replace(/s$/, "") === container) ? k : -1)).filter((k) => k >= 0);
  if (holds.length === 0 && parts.length > 1) return wholePlate(parts, container, sized);
  const k = holds.length === 1 ? (holds[0] as number) : holds.length === 0 && parts.length === 1 ? 0 : -1;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const share = rest ? readShare(rest, false) : null;
  if (rest && !share) return null;
  const word = sizeWord(container, sized);
  const measure = `${container} ${word}`.trim();
  if (share && part.grams !== null) {
    parts[k] = { ...part, amount: `${Math.round(part.grams * share.factor)} g de`, after: "" };
    return { text: render(parts), change: `${part.food}: ${measure}, ${share.said} do que era` };
  }
  const count = part.item.quantity ?? 1;
  const amount = `${count} ${measure}`;
  const read = analyze(`${amount} de ${part.food}`);
  if (read.items.length !== 1 || read.unread.length > 0) return null;
  parts[k] = { ...part, amount: `${amount} de`, after: "" };
  return { text: render(parts), change: `${part.food}: ${amount}` };
}

/** "a cerveja era long neck", "era latão", "foram garrafas": the container a drink of the card came in. */
const DRINK_IN = /^(?:e\s+)?(?:(?:o|a|os|as) (\S+(?: \S+)?) (?:era|foi|eram|foram|veio|vieram) (?:de |em |na |no )?|(?:era|foi|eram|foram) )(?:um |uma |o |a )?(long neck|latao|latinha|lata|garrafa|garrafinha|litrao)s?$/;

export function drinkContainer(folded: string, parts: TPart[]): TMealEdit | null {
  const said = DRINK_IN.exec(folded);
  if (!said) return null;
  const [, subject, container] = said as unknown as [string, string | undefined, string];
  const drinks = parts.map((p, k) => (DRINK_WORDS.test(foldText(p.food)) ? k : -1)).filter((k) => k >= 0);
  const k = subject ? findPart(parts, subject) : drinks.length === 1 ? (drinks[0] as number) : -1;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  // The engine has no "litrão": it is a litre bottle.
  const amount = container === "litrao" ? `${part.item.quantity ?? 1} l` : `${part.item.quantity ?? 1} ${container}`;
  const read = analyze(`${amount} de ${part.food}`);
  if (read.items.length !== 1 || read.unread.length > 0) return null;
  parts[k] = { ...part, amount: `${amount} de`, after: "" };
  return { text: render(parts), change: `${part.food}: ${amount}` };
}
