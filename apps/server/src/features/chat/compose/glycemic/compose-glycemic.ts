import table from "./glycemic-index.json" with { type: "json" };
import { matchFood, type TFood } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { foodFacts, type TFoodFacts } from "../../facts/food-facts";
import type { TUnderstanding } from "../../understand/understand";
import { asksGlucoseEffect } from "../../understand/compare-point";
import { lower, num } from "../format";

/**
 * "qual o índice glicêmico do café?", "arroz integral tem IG menor que o branco?", "e da maçã?" after one: the index of
 * each food from the international tables, its glycaemic load in the usual portion from the engine's carbohydrate,
 * and plainly that a food with almost no carbohydrate has no index that matters (decision 185).
 */
type TEntry = { name: string; gi: number; tested: string };

const ENTRIES = (table.foods as TEntry[]).map((e) => ({ ...e, pattern: new RegExp(e.name) }));

export const GLYCEMIC_ASKED = /\b(?:indices? glicemicos?|ig|igs|carga glicemica|glicemico|glicemica)\b/;
const FOLLOW_ON = /^(?:e|mas e|e o|e a|e do|e da|e no|e na|e pro|e pra)\b/;

/** The index asked in this message, or in the one before when this one only names other foods ("e da maçã?"). */
export function glycemicAsked(u: TUnderstanding): boolean {
  // "isso sobe a glicose? tapioca", "qual sobe menos a glicemia?": how the foods named move blood sugar (decision 218).
  if (GLYCEMIC_ASKED.test(u.folded) || (u.foods.length > 0 && asksGlucoseEffect(u.folded))) return true;
  return FOLLOW_ON.test(u.folded) && u.folded.split(" ").length <= 7 && GLYCEMIC_ASKED.test(u.context ?? "");
}

const giLevel = (gi: number) => (gi <= 55 ? "baixo" : gi < 70 ? "médio" : "alto");
const loadLevel = (gl: number) => (gl <= 10 ? "baixa" : gl < 20 ? "média" : "alta");

function entryFor(f: TFoodFacts, phrase: string): TEntry | undefined {
  const names = [foldText(f.name), phrase];
  return ENTRIES.find((e) => names.some((n) => e.pattern.test(n)));
}

type TLine = { text: string; gi: number | null; name: string };

function lineFor(f: TFoodFacts, phrase: string): TLine {
  const carbs = Math.max(0, (f.perPortion?.carbohydrates ?? 0) - (f.perPortion?.fiber ?? 0));
  const per100 = Math.max(0, (f.per100g?.carbohydrates ?? 0) - (f.per100g?.fiber ?? 0));
  const portion = f.portion?.measure ?? "100 g";
  const entry = entryFor(f, phrase);
  if (!entry && per100 < 5) {
    return { gi: null, name: f.name, text: `**${f.name}**: quase não tem carboidrato (${num(carbs)} g em ${portion}), então **o índice glicêmico não se aplica**: sozinho, não sobe a glicose de forma que importe. O que pode pesar é o que vai junto (açúcar, pão, biscoito).` };
  }
  if (!entry) {
    return { gi: null, name: f.name, text: `**${f.name}**: não há um índice glicêmico medido em tabela confiável. Em ${portion} tem ${num(carbs)} g de carboidrato disponível e ${num(f.perPortion?.fiber ?? 0)} g de fibra: quanto mais carboidrato e menos fibra, mais ele pesa na glicose.` };
  }
  const load = Math.round((entry.gi * carbs) / 100);
  const tested = foldText(entry.tested) === foldText(f.name) ? "" : ` (medido em ${entry.tested})`;
  return { gi: entry.gi, name: f.name, text: `**${f.name}**: índice glicêmico **${entry.gi} (${giLevel(entry.gi)})**${tested}. Em ${portion} tem ${num(carbs)} g de carboidrato disponível: carga glicêmica **${load} (${loadLevel(load)})**.` };
}

/** "arroz integral tem IG menor que o branco?": the other food is the first one's kind ("arroz branco"). */
const THAN_THE = /\b(?:que|do que|ou) (?:o|a|os|as) ([a-z]+)\b/;
/** "café com açúcar", "suco adoçado": the sugar is read as a nutrient word, yet it is what carries the index. */
const SWEETENED = /\b(?:com (?:acucar|mel)|adocad[oa]s?)\b/;

function namedFoods(u: TUnderstanding): { food: TFood; phrase: string }[] {
  const named = u.foods.flatMap((m) => (m.food ? [{ food: m.food, phrase: foldText(m.phrase) }] : [])).slice(0, 3);
  const first = named[0];
  const than = named.length === 1 && first ? THAN_THE.exec(u.folded) : null;
  const other = than ? matchFood(`${foldText(first!.food.name).split(" ")[0]} ${than[1]}`) : null;
  if (other && other.confidence >= 0.9 && other.food.id !== first!.food.id) named.push({ food: other.food, phrase: foldText(other.food.name) });
  const sweetener = SWEETENED.test(u.folded) && !named.some((n) => /^(acucar|mel)\b/.test(n.phrase)) ? matchFood(/com mel/.test(u.folded) ? "mel" : "acucar") : null;
  if (sweetener && named.length > 0 && named.length < 3) named.push({ food: sweetener.food, phrase: foldText(sweetener.food.name) });
  return named;
}

/** The answer for the foods named, or null when none is a food of the tables. */
export function composeGlycemic(u: TUnderstanding): string | null {
  const mentions = namedFoods(u);
  if (mentions.length === 0) return null;
  const facts = mentions.map((m) => ({ facts: foodFacts(m.food, u.text), phrase: m.phrase }));
  const lines = facts.map(({ facts: f, phrase }) => lineFor(f, phrase));
  const ranked = lines.filter((l) => l.gi !== null).sort((a, b) => a.gi! - b.gi!);
  const lowest = ranked.length >= 2 && ranked[0]!.gi! < ranked.at(-1)!.gi! ? `\n\nDos que você citou, **${lower(ranked[0]!.name)}** tem o menor índice glicêmico.` : "";
  const sources = [table.source, ...new Set(facts.map((f) => f.facts.source).filter(Boolean))].join("; ");
  return [
    lines.map((l) => `- ${l.text}`).join("\n") + lowest,
    "O índice é medido com o alimento sozinho (baixo até 55, médio de 56 a 69, alto a partir de 70) e muda com o preparo e o ponto de maturação. A **carga glicêmica** junta o índice e a porção (baixa até 10, alta a partir de 20), e costuma dizer mais no dia a dia. No prato, feijão, salada, uma carne ou ovo e um fio de azeite fazem a glicose subir mais devagar.",
    `_Fontes: ${sources}._`,
  ].join("\n\n");
}
