import type { TNutritionProfile } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import type { TCheaperAsked } from "../understand/budget-said";
import data from "./cheaper-swaps.json" with { type: "json" };
import { proteinCostLines } from "./protein-cost";

const SWAPS = data.swaps.map((s) => ({ words: new RegExp(`\\b(?:${s.foods})\\b`), instead: s.instead }));
const CHEAP = new RegExp(`^(?:${data.cheap})\\b`);
const NUTRIENTS: Readonly<Record<string, string>> = data.nutrients;
const MEALS: Readonly<Record<string, string>> = data.meals;
const GOALS: Readonly<Record<string, string>> = data.goals;
const NUTRIENT_NAMES: Readonly<Record<string, string>> = { protein: "Proteína", iron: "Ferro", calcium: "Cálcio", fiber: "Fibra", vitaminC: "Vitamina C", potassium: "Potássio", calories: "Energia" };
const SLOT_NAMES: Readonly<Record<string, string>> = { "cafe da manha": "café da manhã", almoco: "almoço", jantar: "jantar", lanche: "lanche", ceia: "ceia" };

/** What the thread was about, for less money: each food with a cheaper one that does its job. */
function foodLines(asked: TCheaperAsked): string[] {
  return asked.foods.flatMap((m) => {
    const name = m.food?.name ?? m.phrase;
    const folded = `${m.phrase} ${foldText(name)}`;
    const swap = SWAPS.find((s) => s.words.test(folded));
    if (swap) return [`- **No lugar de ${name.toLowerCase()}:** ${swap.instead}.`];
    return CHEAP.test(m.phrase) ? [`- **${name}** já está entre os alimentos mais baratos: pode manter.`] : [];
  });
}

/**
 * "tô sem grana esse mês" after dinner ideas, "e se eu tiver pouco dinheiro?" after protein sources, "é caro, tem outra
 * opção?" after salmon: the same thread, for less money (Guia Alimentar): the foods swapped, the nutrient's cheap sources,
 * a cheap version of the meal, what carries the person's goal, how to buy, and where to turn when food itself is short.
 */
export function composeCheaper(asked: TCheaperAsked, profile: TNutritionProfile | undefined): string {
  const lines = foodLines(asked);
  const nutrient = asked.nutrient && NUTRIENTS[asked.nutrient] ? `**${NUTRIENT_NAMES[asked.nutrient]} gastando pouco:** ${NUTRIENTS[asked.nutrient]}.` : null;
  const meal = asked.slot && MEALS[asked.slot] ? `**Um ${SLOT_NAMES[asked.slot]} barato:** ${MEALS[asked.slot]}.` : null;
  const goal = profile?.goal ? (GOALS[profile.goal] ?? null) : null;
  const lead = lines.length > 0 ? "Dá para manter a mesma ideia gastando menos:" : "Dá para comer bem gastando pouco: a base mais barata do mercado, arroz, feijão, ovo, legumes e frutas da estação, é também a mais saudável.";
  const tips = `**Para o dinheiro render:**\n${data.tips.map((t) => `- ${t}`).join("\n")}`;
  // Protein is the dearest part of the plate: its cost in each source, unless the thread asked of another nutrient.
  const cost = !asked.nutrient || asked.nutrient === "protein" || asked.nutrient === "calories" ? proteinCostLines() : null;
  return [lines.length > 0 ? `${lead}\n${lines.join("\n")}` : lead, nutrient, meal, goal, cost, tips, asked.hardship ? data.hardship : null].filter(Boolean).join("\n\n");
}
