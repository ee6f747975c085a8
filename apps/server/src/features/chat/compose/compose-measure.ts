import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { num } from "./format";
import { understand } from "../understand/understand";

/**
 * A household measure asked in another measure of the same food ("1 concha de feijão equivale a quantas colheres de
 * sopa?", "quantos gramas tem uma xícara de arroz?", "e quantos gramas dá isso?"): answered from the IBGE household
 * measures the engine reads, never as a food named "sopa" nor logged (issue 27).
 */
const MEASURE = String.raw`(?:colher(?:es)? de (?:sopa|cha|sobremesa)|colher(?:es)?|gramas?|g|ml|mililitros?|xicaras?|copos?(?: americanos?)?|conchas?|escumadeiras?|pegadores?|fatias?|unidades?)`;
const IN_MEASURE = new RegExp(String.raw`^(?:e )?(.+?) (?:equivale|equivalem|da|dao|daria|tem|rende|corresponde|correspondem|e|seria) (?:a |em |mais ou menos )?quant[oa]s? (${MEASURE})\s*$`);
const HOW_MANY_IN = new RegExp(String.raw`^(?:e )?quant[oa]s? (${MEASURE}) (?:tem|cabem|cabe|da|dao|equivale|equivalem|sao|e) (?:em |a |numa |num |uma |um )?(.+?)$`);
const THIS = /^(?:isso|isto|essa quantidade|isso ai|essa medida|ela|ele)$/;

type TAsk = { given: string; measure: string };

function readAsk(folded: string): TAsk | null {
  const a = IN_MEASURE.exec(folded);
  if (a) return { given: a[1]!, measure: a[2]! };
  const b = HOW_MANY_IN.exec(folded);
  if (b) return { given: /^\d|^(?:um|uma|meia|duas|dois)\b/.test(b[2]!) || THIS.test(b[2]!) ? b[2]! : `1 ${b[2]!}`, measure: b[1]! };
  return null;
}

/** The singular form of the measure, as the engine reads it after a count. */
function singular(measure: string): string {
  return measure
    .replace(/^colheres/, "colher")
    .replace(/^(xicara|copo|concha|escumadeira|pegador|fatia|unidade|grama|mililitro)s\b/, "$1")
    .replace(/ americanos$/, " americano");
}

/** "colher de sopa" → "colheres de sopa", "copo americano" → "copos americanos". */
function plural(label: string): string {
  const [head, ...rest] = label.split(" ");
  const many = (w: string) => (/[rz]$/.test(w) ? `${w}es` : /[aeiou]$/.test(w) ? `${w}s` : w);
  const adjective = rest[0] && !["de", "do", "da"].includes(rest[0]) ? [many(rest[0]), ...rest.slice(1)] : rest;
  return [many(head!), ...adjective].join(" ");
}

/** "1 scoop", "uma fatia", "meia xícara": a count and a measure, with no food. */
const MEASURE_ALONE = /^(?:\d+(?:[.,]\d+)?|um|uma|meia|meio|dois|duas) (?:scoops?|colher(?:es)?(?: de (?:sopa|cha|sobremesa))?|xicaras?|copos?(?: americanos?)?|conchas?|escumadeiras?|fatias?|unidades?|pedacos?|potes?|doses?|latas?|garrafas?|porc(?:ao|oes)|bolas?|pegadores?)$/;

/**
 * "1 scoop tem quantas gramas?" after whey, "uma fatia dá quantos gramas?" after pizza: a measure said with no food is
 * the measure of the one food the message before spoke of.
 */
function measuredFood(given: string, previous: string | null) {
  const own = analyze(given).items;
  if (own.length > 0 || !previous || !MEASURE_ALONE.test(given)) return own;
  const before = understand(previous).foods.filter((f) => f.food);
  return before.length === 1 ? analyze(`${given} de ${before[0]!.food!.name.toLowerCase()}`).items : own;
}

export function composeMeasure(text: string, previous: string | null): string | null {
  const folded = foldText(text);
  let ask = readAsk(folded);
  if (ask && THIS.test(ask.given)) {
    const before = previous ? readAsk(foldText(previous)) : null;
    ask = before ? { given: before.given, measure: ask.measure } : null;
  }
  if (!ask) return null;
  const given = measuredFood(ask.given, previous);
  if (given.length !== 1) return null;
  const item = given[0]!;
  const food = item.food.toLowerCase();
  const unit = singular(ask.measure);
  if (/^(grama|g)$/.test(unit) || /^(ml|mililitro)$/.test(unit)) {
    const liquid = /^(ml|mililitro)$/.test(unit);
    return [
      `**${item.measure.replace(/ \(.*\)$/, "")} de ${food}** tem cerca de **${num(item.grams)} ${liquid ? "ml" : "g"}**, ${/rótulos/.test(item.source) ? "pela porção de referência dos rótulos" : "pela medida caseira do IBGE"}.`,
      "",
      "Medidas caseiras variam com o tamanho da colher ou da concha e com o quanto ela vem cheia; para acertar, vale pesar uma vez. Nada foi registrado no seu dia.",
    ].join("\n");
  }
  const one = analyze(`1 ${unit} de ${food}`).items[0];
  if (!one || one.grams <= 0 || one.foodId !== item.foodId || /porção/.test(one.measure)) return null;
  const count = Math.round((item.grams / one.grams) * 2) / 2;
  if (count <= 0) return null;
  const label = one.measure.replace(/^1 /, "").replace(/ \(.*\)$/, "");
  return [
    `**${item.measure.replace(/ \(.*\)$/, "")} de ${food}** (${num(item.grams)} g) equivale a cerca de **${num(count)} ${count > 1 ? plural(label) : label}** (${num(one.grams)} g cada), pelas medidas caseiras do IBGE.`,
    "",
    "Medidas caseiras variam com o tamanho da colher ou da concha e com o quanto ela vem cheia; para acertar, vale pesar uma vez. Nada foi registrado no seu dia.",
  ].join("\n");
}
