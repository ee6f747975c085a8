import type { TFoodFacts } from "../facts/food-facts";
import { num } from "./format";

const line = (f: TFoodFacts) => `${f.name} — ${f.portion!.measure}: **${num(Math.round((f.perPortion!.carbohydrates ?? 0) * 10) / 10)} g de carboidratos**, ${num(Math.round(f.perPortion!.energy ?? 0))} kcal`;

/** Fruits ranked by carbohydrate per usual portion: the fewest first, the most at the end, with what that means for sugar. */
export function composeFruitCarbs(fruits: readonly TFoodFacts[], diabetes: boolean): string {
  const fewest = fruits.slice(0, 5);
  const most = fruits.slice(-3).filter((f) => !fewest.includes(f)).reverse();
  const sources = [...new Set(fruits.map((f) => f.source?.replace(/, alimento n.*$/, "")).filter(Boolean))];
  return [
    "A tabela de alimentos não separa o açúcar da fruta, mas quase todo o carboidrato dela é açúcar natural (frutose, glicose, sacarose), então dá para comparar pelo **carboidrato por porção**:",
    "",
    "**Menos carboidrato por porção:**",
    ...fewest.map((f) => `- ${line(f)}`),
    ...(most.length > 0 ? ["", "**Mais carboidrato por porção:**", ...most.map((f) => `- ${line(f)}`)] : []),
    "",
    "Nenhuma fruta é proibida: a fruta inteira traz fibra, água e vitaminas, e o que muda o efeito é a **porção**. Prefira a fruta inteira ao suco, uma porção por vez, e junte com uma proteína ou gordura boa (iogurte natural, castanhas, queijo branco) para o açúcar entrar mais devagar.",
    ...(diabetes ? ["", "Com diabetes, as frutas de menos carboidrato por porção pesam menos na glicose; conte a porção junto com os outros carboidratos da refeição, como orienta a Sociedade Brasileira de Diabetes."] : []),
    ...(sources.length > 0 ? ["", `_Fonte dos números: ${sources.join("; ")}._`] : []),
  ].join("\n");
}
