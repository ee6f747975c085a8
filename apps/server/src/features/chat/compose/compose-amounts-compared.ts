import type { TAmountsAsked } from "../understand/amounts-compared";
import { num } from "./format";

const LABEL: Readonly<Record<string, [string, string]>> = {
  calories: ["calorias", "kcal"],
  protein: ["proteína", "g"],
  carbohydrates: ["carboidratos", "g"],
  fat: ["gordura", "g"],
  fiber: ["fibra", "g"],
  sodium: ["sódio", "mg"],
};

const round = (n: number) => Math.round(n * 10) / 10;
const measureOf = (m: string) => m.replace(/\s*\(porção padrão\)/, "").replace(/ \(\d+(?:[.,]\d+)? (?:g|ml)\)$/, "");

/**
 * The amounts said, each weighed by the engine: side by side with the nutrient asked and which has more ("1 scoop vs 3
 * ovos"), or added up ("2 conchas + 1 escumadeira"). Never logged: the person only asked.
 */
export function composeAmountsAsked(asked: TAmountsAsked): string {
  const key = asked.nutrient as keyof (typeof asked.amounts)[number]["item"];
  const [word, unit] = LABEL[asked.nutrient] ?? LABEL.calories!;
  const lines = asked.amounts.map(({ item }) => {
    const extra = asked.nutrient === "calories" ? `${num(round(item.protein))} g de proteína, ${num(round(item.carbohydrates))} g de carboidratos` : `${num(round(Number(item[key])))} ${unit} de ${word}`;
    return `- **${measureOf(item.measure)} de ${item.food.toLowerCase()}** (${num(Math.round(item.grams))} g): ${num(Math.round(item.calories))} kcal, ${extra}`;
  });
  const note = "Valores das tabelas (TACO/IBGE) pelas medidas caseiras; colheres e conchas variam de tamanho. Nada foi registrado no seu dia: se comer, é só me contar.";
  if (asked.kind === "sum") {
    const sum = (k: "calories" | "protein" | "carbohydrates" | "grams") => asked.amounts.reduce((t, a) => t + a.item[k], 0);
    return [
      "Fazendo a conta com as medidas que você disse:",
      "",
      ...lines,
      "",
      `**Total: cerca de ${num(Math.round(sum("grams")))} g e ${num(Math.round(sum("calories")))} kcal**, com ${num(round(sum("protein")))} g de proteína e ${num(round(sum("carbohydrates")))} g de carboidratos.`,
      "",
      note,
    ].join("\n");
  }
  const ranked = [...asked.amounts].sort((a, b) => Number(b.item[key]) - Number(a.item[key]));
  const [top, next] = ranked;
  const gap = Number(top!.item[key]) - Number(next!.item[key]);
  const close = Math.abs(gap) <= Math.max(Number(top!.item[key]) * 0.1, asked.nutrient === "calories" ? 10 : 1);
  const verdict = close
    ? `**Nessas quantidades, dá praticamente empate em ${word}**: ${num(round(Number(top!.item[key])))} ${unit} contra ${num(round(Number(next!.item[key])))} ${unit}.`
    : `**Nessas quantidades, ${asked.nutrient === "calories" ? "mais calorias" : `mais ${word}`}: ${measureOf(top!.item.measure)} de ${top!.item.food.toLowerCase()}**, com ${num(round(Number(top!.item[key])))} ${unit}, contra ${num(round(Number(next!.item[key])))} ${unit} (${num(round(gap))} ${unit} a mais).`;
  return [verdict, "", ...lines, "", note].join("\n");
}
