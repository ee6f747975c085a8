import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { findPart, render, unitWords, weighed, type TMealEdit, type TPart } from "./meal-parts";

const COUNT = String.raw`(\d+|um|uma|dois|duas|tres|quatro|cinco|seis)`;
const COUNT_VALUE: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6 };
const countOf = (word: string) => COUNT_VALUE[word] ?? Number(word);

/** "coloca mais um misto", "mais 2 pães, foram 3": more of a food already on the card. */
const MORE_OF = new RegExp(String.raw`^(?:e\s+)?(?:(?:coloca|coloque|poe|bota|acrescenta|acrescente|adiciona|adicione|soma|foi|foram|teve)\s+)?mais\s+${COUNT}\s+(.+?)(?:\s+(?:foram|eram|no total|total)\s+${COUNT})?$`);

/** A size said again: "era de 300 ml, não 500", "foi de 300", "o caldo foi o copo grande de 500", "a lata era de 473". */
const SIZE = new RegExp(
  String.raw`^(?:(?:o|a|os|as)\s+(.+?)\s+)?(?:era|foi|eram|foram|e|tinha)\s+(?:o\s+|a\s+|um\s+|uma\s+)?(?:(\d+|dois|duas|tres|quatro|cinco|seis)\s+)?(?:(copo|garrafa|garrafinha|lata|latinha|pote|tigela|taca|xicara|caneca|long neck)s?\s+)?(?:grande\s+|pequen[oa]\s+|medi[oa]\s+)?(?:de\s+)?(\d+(?:[.,]\d+)?)\s*(ml|l|litros?|g|gramas|kg)?(?:\s+(?:e\s+)?nao\s+(?:de\s+)?(\d+(?:[.,]\d+)?)\s*(?:ml|l|g|gramas)?)?$`,
);

const DRINK = /\b(suco|refri\w*|coca|guarana|cerveja|chopp?|leite|cafe|cha|agua|acai|vitamina|caldo|shake|milkshake|iogurte|sorvete|vinho|energetico|isotonico|kombucha|capuccino|cappuccino)\b/;

/** A measure alone ("uma concha grande", "um pratão", "uns 2 pedaço"): how much of a food named elsewhere. */
const MEASURE_ONLY = /^(?:so\s+)?(?:(?:uns|umas)\s+)?(?:uns|umas|um|uma|meia|meio|\d+(?:[.,]\d+)?|dois|duas|tres|quatro|cinco)?\s*(?:e meia\s+)?(?:conchas?|pratos?|pratao|pratinho|colher(?:es)?(?:\s+de\s+(?:sopa|sobremesa|cha|servir|arroz))?|colheradas?|escumadeiras?|fatias?|pedacos?|pedaco|unidades?|copos?|xicaras?|tigelas?|potes?|porcao|porcoes|bifes?|files?|latas?|latinhas?|garrafas?|garrafinhas?|postas?|bolas?|espetos?|espetinhos?|pacotes?|pacotinhos?|tacas?|doses?|rodelas?|cumbucas?|canecas?|coxas?|sobrecoxas?|asas?|g|gramas|ml)(?:\s+(?:grande|grandes|pequen\w+|medi\w+|cheia|cheio|cheias|cheios|rasa|raso|rasas|rasos|funda|fundo|fin[oa]s?|fininh\w+|gross[oa]s?|generos\w+|bem servid\w+|caprichad\w+))*$/;

function unitFor(part: TPart, given: string | undefined, mealText: string): string {
  if (given) return given;
  const said = foldText(`${part.amount} ${part.food} ${part.after}`);
  const cup = /\b(copo|garrafa|lata|taca|xicara|caneca)\b/.test(said) && DRINK.test(foldText(mealText));
  return /\bml\b/.test(said) || DRINK.test(said) || cup ? "ml" : "g";
}

/** "o latão era de 473" after "2 latão de cerveja": each container holds the size said, and the count stays. */
export function sizedAmount(part: TPart, size: string): string {
  const count = part.item.quantity ?? 1;
  const container = unitWords(part).replace(/\s+de$/, "");
  return count > 1 && part.item.unit?.kind === "measure" && container ? `${count} ${container} de ${size} de` : `${size} de`;
}

/** "coloca mais um misto, foram dois": the count of a food on the card goes up, no new line. */
export function moreOf(folded: string, parts: TPart[]): TMealEdit | null {
  const more = MORE_OF.exec(folded);
  if (!more) return null;
  const [, extra, phrase, total] = more as unknown as [string, string, string, string | undefined];
  // "teve mais uma fatia" on "2 fatias de pizza": the word may be the measure of a food, not the food.
  const word = phrase.replace(/s$/, "");
  const named = findPart(parts, phrase);
  const k = named >= 0 ? named : parts.findIndex((p) => p.item.quantity !== null && unitWords(p).split(" ").some((w) => w.replace(/s$/, "") === word));
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const now = total ? countOf(total) : (part.item.quantity ?? 1) + countOf(extra);
  parts[k] = { ...part, amount: `${now} ${unitWords(part)}`.trim() };
  return { text: render(parts), change: `passei ${part.food} para ${now}` };
}

/** "era de 300 ml, não 500": the size of the cup, bottle or portion of one food of the card. */
const NUMBER_VALUES: Readonly<Record<string, number>> = { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6 };
const VESSELS = /^(?:garrafa|garrafinha|lata|latinha|copo|taca|caneca|pote)s?$/;

export function resized(folded: string, parts: TPart[], mealText: string): TMealEdit | null {
  const size = SIZE.exec(folded);
  if (!size) return null;
  const [, subject, told, container, amount, unit, before] = size as unknown as [string, string | undefined, string | undefined, string | undefined, string, string | undefined, string | undefined];
  // "foram 3, não 2" is a count, not a size.
  if (!unit && !container && Number(amount.replace(",", ".")) < 50) return null;
  let k = subject && !/^(garrafa|garrafinha|lata|latinha|copo|pote|tigela|taca|xicara|caneca)$/.test(subject) ? findPart(parts, subject) : -1;
  const box = container ?? subject;
  if (k < 0 && before) k = parts.findIndex((p) => new RegExp(`\\b${before}\\b`).test(foldText(`${p.amount} ${p.after}`)) || foldText(mealText).includes(`${before}`) || p.grams === Number(before));
  if (k < 0 && box) k = parts.findIndex((p) => foldText(`${p.amount} ${p.after}`).includes(box.replace(/inha$/, "a")));
  if (k < 0) {
    const sized = parts.map((p, i) => (/\b\d{3,4}\b/.test(`${p.amount} ${p.food} ${p.after}`) ? i : -1)).filter((i) => i >= 0);
    if (sized.length === 1) k = sized[0] as number;
  }
  if (k < 0) {
    // "leite em pó" and "leite condensado" on an açaí are toppings, not a second drink.
    const drinks = parts.map((p, i) => (DRINK.test(foldText(p.food)) && !/\b(?:em po|condensado)\b/.test(foldText(p.food)) ? i : -1)).filter((i) => i >= 0);
    k = drinks.length === 1 ? (drinks[0] as number) : parts.length === 1 ? 0 : -1;
  }
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const u = unitFor(part, unit, mealText);
  // "eram garrafa de 600" on "3 cervejas": each of the count in that vessel, never one vessel for all.
  // "eram 2 garrafas de 600, não lata": the count said with the vessel, else the card's.
  const count = told ? (NUMBER_VALUES[told] ?? Number(told)) : (part.item.quantity ?? 1);
  const counted = box && VESSELS.test(box) && count > 1 && part.item.unit?.kind !== "volume" && part.item.unit?.kind !== "mass";
  if (counted) {
    const drink = u === "g" && weighed(part, 1).includes("ml") ? "ml" : u;
    parts[k] = { ...part, amount: `${count} ${box.replace(/s?$/, "s")} de ${amount} ${drink} de`, after: "" };
    return { text: render(parts), change: `${part.food}: ${count} ${box.replace(/s?$/, "s")} de ${amount} ${drink}` };
  }
  parts[k] = { ...part, amount: sizedAmount(part, `${amount} ${u}`), after: "" };
  return { text: render(parts), change: `${part.food}: ${(parts[k] as TPart).amount.replace(/\s+de$/, "")}` };
}

/** "2 colheres" after a meal of several foods: the one food whose portion is counted in that measure, if only one is. */
function measuredIn(parts: readonly TPart[], measure: string): number {
  const unit = /(concha|colher|fatia|pedaco|unidade|copo|xicara|tigela|pote|bife|file|lata|garrafa|prato|escumadeira)/.exec(measure)?.[1];
  if (!unit) return -1;
  const hits = parts.map((p, k) => (foldText(analyze(`${p.amount} ${p.food} ${p.after}`).items[0]?.measure ?? "").includes(unit) ? k : -1)).filter((k) => k >= 0);
  return hits.length === 1 ? (hits[0] as number) : -1;
}

/** "uma concha grande, com arroz e uma laranja" after "almocei feijoada"; "cuscuz nordestino, um prato"; "a macaxeira foi pouca, uns 2 pedaço". */
export function restated(folded: string, parts: TPart[]): TMealEdit | null {
  const [head = "", ...rest] = folded.split(/\s+com\s+|\s+e\s+(?=(?:um|uma|\d)\b)/);
  const words = head.split(" ");
  let measure = "";
  let named = "";
  for (let cut = 0; cut < words.length; cut++) {
    const tail = words.slice(cut).join(" ");
    if (MEASURE_ONLY.test(tail)) {
      measure = tail;
      named = words.slice(0, cut).join(" ").replace(/\b(?:o|a|os|as|foi|era|foram|eram|pouc[oa]s?|muit[oa]s?|na verdade|tipo|so)\b/g, " ").trim();
      break;
    }
  }
  if (!measure) return null;
  const k = named ? findPart(parts, named) : parts.length === 1 ? 0 : measuredIn(parts, measure);
  if (k < 0) return null;
  const part = parts[k] as TPart;
  measure = measure.replace(/\bpratao\b/, "prato grande").replace(/\bpratinho\b/, "prato pequeno");
  const candidate = analyze(`${measure} de ${part.food}`);
  if (candidate.items.length !== 1 || candidate.unread.length > 0) return null;
  measure = measure.replace(/^(?:so|apenas|somente|uns|umas)\s+/, "");
  parts[k] = { ...part, amount: `${measure} de`, after: "" };
  const added = rest.join(", ").trim();
  const text = added ? `${render(parts)}, ${added}` : render(parts);
  const change = `${part.food}: ${measure}${added ? `; acrescentei ${added}` : ""}`;
  return added ? { text, change, added } : { text, change };
}
