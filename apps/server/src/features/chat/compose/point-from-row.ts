import type { TTargets } from "@nutriguia/nutrition";
import type { TFoodFacts } from "../facts/food-facts";
import { foldText } from "../chat.text";
import { num } from "./format";
import kinds from "./point-kinds.json" with { type: "json" };

/**
 * What a short follow-up asks of the thread's food ("e se for no almoço?", "e engorda?", "e a quantidade, quanto
 * posso?", "e se eu tomar sem treinar?") when no curated entry speaks of it: answered from the food's own row, never
 * "não tenho na minha base" (decision 190).
 */
export type TPointKind = "hour" | "fattening" | "amount" | "training";

const KINDS = (kinds as { kind: TPointKind; words: string }[]).map((k) => ({ kind: k.kind, words: new RegExp(k.words) }));

/** The one kind every word of the point belongs to; null when a word says something else. */
export function pointKind(point: readonly string[]): TPointKind | null {
  const found = point.map((w) => KINDS.find((k) => k.words.test(foldText(w)))?.kind ?? null);
  const [first] = found;
  return first && found.every((k) => k === first) ? first : null;
}

/** The share of the energy that comes from one macronutrient (4 or 9 kcal per gram). */
const share = (f: TFoodFacts, grams: number | undefined, kcalPerGram: number) => ((grams ?? 0) * kcalPerGram) / Math.max(1, f.per100g?.energy ?? 1);

const CAFFEINE = /\b(cafe|cha|mate|chimarrao|terere|guarana|cola|energetico|chocolate|cacau)\b/;

function portionSaid(f: TFoodFacts, targets: TTargets | null): string {
  const kcal = f.perPortion!.energy ?? 0;
  const pct = targets ? ` (cerca de ${num(Math.round((kcal / targets.calories) * 100))}% da sua meta diária de ${num(targets.calories)} kcal)` : "";
  return `uma porção usual de ${f.name.toLowerCase()} (${f.portion!.measure}) tem **${num(kcal)} kcal**${pct}`;
}

function composeHour(f: TFoodFacts, targets: TTargets | null): string {
  const caffeine = CAFFEINE.test(foldText(f.name)) ? " Por ter cafeína, só evite perto da hora de dormir (6 horas antes, se o sono é sensível)." : "";
  return `Pode, sim: para ${f.name.toLowerCase()}, **o horário pesa pouco**. No almoço, no jantar ou no lanche, ${portionSaid(f, targets)}; o que conta é a porção e o total do dia, segundo o Guia Alimentar, não a hora.${caffeine}`;
}

function composeAmount(f: TFoodFacts, targets: TTargets | null): string {
  const lines = [`Como referência, ${portionSaid(f, targets)}.`];
  const per100 = f.per100g!;
  if (share(f, per100.carbohydrates, 4) >= 0.6 && (per100.energy ?? 0) >= 60) {
    lines.push(`No prato do almoço ou do jantar, ${f.name.toLowerCase()} ocupa **cerca de um quarto** (em geral 1 porção como essa), com metade de verduras e legumes e o outro quarto de feijão e uma proteína. Se a fome pedir mais, aumente primeiro os legumes e a salada.`);
  } else if (share(f, per100.fat, 9) >= 0.6) {
    lines.push(`Como quase toda a energia vem da gordura, vale medir na colher: **1 porção por refeição** já basta para o sabor.`);
  } else if (share(f, per100.protein, 4) >= 0.3) {
    lines.push(`Como fonte de proteína, **1 porção por refeição** costuma bastar; o resto do prato fica com arroz ou outro carboidrato, feijão e legumes.`);
  } else {
    lines.push("Mais que isso não é proibido: ajuste pela fome e pelo resto do dia.");
  }
  return lines.join(" ");
}

function composeTraining(f: TFoodFacts, targets: TTargets | null, folded: string): string {
  const without = /\bsem (?:treinar|treino|academia|malhar|exercicio)/.test(folded);
  const protein = f.perPortion!.protein ?? 0;
  const carbs = f.perPortion!.carbohydrates ?? 0;
  const goal = targets ? ` Sua meta estimada é de cerca de **${num(targets.protein)} g de proteína por dia**, que arroz com feijão, carnes, ovos e laticínios costumam alcançar.` : "";
  if (protein >= 10) {
    return without
      ? `Sem treinar, ${f.name.toLowerCase()} não é necessário: é proteína como a da comida. ${capital(portionSaid(f, targets))}, com ${num(protein)} g de proteína.${goal} Tomado além do que o dia pede, soma calorias como qualquer alimento; não faz mal a quem tem rins saudáveis, só não traz vantagem.`
      : `Com treino, a proteína do dia pesa mais (1,6 a 2,0 g por kg para quem treina com frequência). ${capital(portionSaid(f, targets))}, com ${num(protein)} g de proteína: ajuda a completar a meta quando a comida não chega lá.${goal}`;
  }
  return without
    ? `Sem treinar, ${f.name.toLowerCase()} cabe do mesmo jeito: ${portionSaid(f, targets)}. O que muda é só que o gasto do dia é menor, então vale ficar na porção usual.`
    : `Perto do treino, ${f.name.toLowerCase()} ${carbs >= 15 ? "é uma boa fonte de energia (carboidrato) antes ou depois" : "cabe sem problema"}: ${portionSaid(f, targets)}, com ${num(carbs)} g de carboidratos e ${num(protein)} g de proteína.`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The follow-up's point answered from each food's row; null when the point is not one the rows can answer. */
export function composePointFromRows(point: readonly string[], foods: readonly TFoodFacts[], targets: TTargets | null, folded: string, fattening: (f: TFoodFacts) => string): string | null {
  const kind = pointKind(point);
  const rows = foods.filter((f) => f.perPortion && f.per100g && f.portion);
  // "qual engorda mais?" after two foods is the comparison's own question: it ranks them.
  if (!kind || rows.length === 0 || rows.length < foods.length || (kind === "fattening" && foods.length > 1)) return null;
  const answer = (f: TFoodFacts) => (kind === "hour" ? composeHour(f, targets) : kind === "amount" ? composeAmount(f, targets) : kind === "training" ? composeTraining(f, targets, folded) : fattening(f));
  const tail = kind === "amount" ? ["A quantidade certa para você depende da meta do dia e do resto das refeições; um(a) nutricionista ajusta isso no detalhe."] : [];
  return [...rows.map(answer), ...tail].join("\n\n");
}
