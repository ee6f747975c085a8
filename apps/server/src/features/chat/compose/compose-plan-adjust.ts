import type { TAdjustAsk, TAdjusted, TRedraw } from "../../meal-plans";
import type { TPlanAdjust } from "../facts/plan-adjust";
import { lower, num } from "./format";
import { composePlanRicher } from "./compose-plan-richer";

const listed = (parts: readonly string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}` : (parts[0] ?? ""));
const article = (meal: string) => (/^(ceia)$/i.test(meal) ? "a" : "o");

/** Up to four days, then how many more. */
function dayLines(result: TAdjusted): string[] {
  const lines = result.days.map((d) => `- **${d.label}:** ${d.foods.join(", ")}`);
  return lines.length > 4 ? [...lines.slice(0, 4), `- e mais ${lines.length - 4} dias`] : lines;
}

/** "o jantar tá pesado", "mais proteína no almoço", "quero mais frutas", "quero 5 refeições": the same plan changed, its days' energy kept. */
export function composePlanAdjust(ask: Extract<TPlanAdjust, { kind: "shape" }>["ask"], result: TAdjusted, planLink: string): string {
  if (ask.kind === "richer") return composePlanRicher(result, ask.weekdays, planLink);
  const link = `[${result.title}](${planLink})`;
  const meal = result.meal ? lower(result.meal) : "";
  const keep = `Cada dia continua com cerca de ${num(result.calories)} kcal: as porções foram ajustadas dentro das medidas de costume, sem criar um plano novo.`;
  if (result.unchanged === "no-meal") return `O seu plano não tem ${meal || "lanches"}. Veja as refeições de cada dia em ${link}.`;
  if (result.unchanged === "more-meals")
    return `O seu plano tem ${result.mealsPerDay} refeições por dia. Para ter mais, me peça um plano novo com ${ask.kind === "meals" ? ask.count : "mais"} refeições (conta como um plano do seu limite); este continua em ${link}.`;
  if (ask.kind === "fruitSnacks") {
    if (result.unchanged === "nothing") return `Os lanches do seu plano já são só de fruta. Veja em ${link}.`;
    return [`Pronto: ${ask.slots.length > 1 ? "os lanches" : "o lanche"} do seu plano agora ${ask.slots.length > 1 ? "são" : "é"} **só de fruta**, em todos os dias; o que saiu deles (laticínios, castanhas, pães) teve a energia passada para as outras refeições do dia:`, "", ...dayLines(result), "", keep, `Veja tudo em ${link}.`].join("\n");
  }
  if (ask.kind === "meals") {
    if (result.unchanged === "nothing") return `O seu plano já tem ${result.mealsPerDay} refeições por dia. Veja em ${link}.`;
    return [`Pronto: o seu plano agora tem **${result.mealsPerDay} refeições por dia**; tirei ${listed(result.dropped.map((d) => `${article(d)} ${lower(d)}`))} e a energia delas passou para as outras refeições.`, "", keep, "", `Veja tudo em ${link}.`].join("\n");
  }
  if (ask.kind === "mealCalories") return composeMealCalories(ask, result, link, keep);
  if (result.unchanged === "nothing")
    return ask.kind === "lighter"
      ? `O ${meal} do seu plano já está nas menores porções que costumo indicar. Veja em ${link}; se quiser, me diga um alimento para tirar dele.`
      : `As porções de ${ask.what === "fruit" ? "fruta" : "proteína"} do seu plano já estão no máximo que costumo indicar. Veja em ${link}.`;
  const lead =
    ask.kind === "lighter"
      ? `Pronto: deixei ${article(meal)} **${meal} mais leve** ${ask.weekdays?.length ? `${result.days.length === 1 ? "no dia pedido" : "nos dias pedidos"} (${result.days.map((d) => d.label.toLowerCase()).join(", ")})` : "em todos os dias do plano"}, com porções menores dos mesmos alimentos, e passei essa energia para as outras refeições do dia:`
      : ask.what === "protein"
        ? `Pronto: aumentei a **proteína${meal ? ` no ${meal}` : ""}** do seu plano, e para o dia não passar das suas calorias diminuí um pouco as outras porções:`
        : "Pronto: coloquei **mais frutas** no seu plano, uma no café da manhã e nos lanches que não tinham, e porções maiores nas que já tinham; as outras porções diminuíram um pouco para o dia não passar das suas calorias:";
  const energy = result.mealCalories && ask.kind === "lighter" ? [`Em média, o ${meal} passou de cerca de ${num(result.mealCalories.before)} para ${num(result.mealCalories.after)} kcal.`] : [];
  const atMost = ask.kind === "more" && ask.what === "protein" && result.days.length < result.dayCount ? ["Nos outros dias a proteína já estava na maior porção que costumo indicar."] : [];
  return [lead, "", ...dayLines(result), "", ...energy, ...atMost, keep, `Veja tudo em ${link}.`].join("\n");
}

/** "quero o almoço com uns 500 kcal": that meal near the kcal asked on every day it fits, the day's energy kept. */
function composeMealCalories(ask: Extract<TAdjustAsk, { kind: "mealCalories" }>, result: TAdjusted, link: string, keep: string): string {
  const meal = lower(result.meal ?? "");
  if (result.unchanged === "nothing")
    return `Não mudei o ${meal}: nos dias do plano ele já fica ${ask.atMost ? "abaixo" : "perto"} de ${num(ask.calories)} kcal, ou chegar a isso desequilibraria o dia. Veja em ${link}; se quiser, me diga um alimento para tirar ou aumentar nele.`;
  const average = result.mealCalories ? [`Em média, o ${meal} passou de cerca de ${num(result.mealCalories.before)} para ${num(result.mealCalories.after)} kcal.`] : [];
  const some = result.days.length < result.dayCount ? [`Nos outros dias o ${meal} já estava ${ask.atMost ? "abaixo" : "perto"} disso, ou não dava para mudar sem desequilibrar o dia.`] : [];
  const asked = ask.atMost ? `no máximo **${num(ask.calories)} kcal**` : `cerca de **${num(ask.calories)} kcal**`;
  return [`Pronto: ajustei ${article(meal)} **${meal}** do seu plano para ${asked}, com os mesmos alimentos em outras porções; as outras refeições do dia compensam a diferença:`, "", ...dayLines(result), "", ...average, ...some, keep, `Veja tudo em ${link}.`].join("\n");
}

/** "faz mais barato", "sem frutos do mar", "não como peixe": the same plan without those foods, its days and kcal kept. */
export function composePlanLeftOut(ask: Extract<TPlanAdjust, { kind: "avoid" }>, redraw: TRedraw, planLink: string): string {
  const link = `[${redraw.title}](${planLink})`;
  const what = ask.budget ? "os itens mais caros (salmão, camarão, castanhas, frutas vermelhas, quinoa e afins)" : "o que você não come";
  const days = [...new Set(redraw.changed.map((c) => c.label))];
  const noted = "Anotei isso no plano: as próximas trocas e ajustes também deixam esses alimentos de fora.";
  if (redraw.changed.length === 0) return [`O seu plano já não tinha ${what}; mantive tudo como estava.`, "", noted, "", `Veja em ${link}.`].join("\n");
  const lines = redraw.changed.slice(0, 4).map((c) => {
    const out = c.before.filter((b) => !c.after.some((a) => a.startsWith(`${b} (`)));
    const added = c.after.filter((a) => !c.before.some((b) => a.startsWith(`${b} (`)));
    // An item taken out with nothing in its place: the meal's other portions carry its calories.
    return added.length > 0 ? `- **${c.label}, ${lower(c.meal)}:** ${out.join(", ")} → ${added.join(", ")}` : `- **${c.label}, ${lower(c.meal)}:** tirei ${out.join(", ")}; as outras porções da refeição cobrem as calorias`;
  });
  return [
    `Pronto: tirei ${what} do mesmo plano e troquei por alimentos equivalentes em calorias em ${days.length} ${days.length === 1 ? "dia" : "dias"}; os dias, as refeições e as calorias continuam os mesmos, e nenhum plano novo foi gasto:`,
    "",
    ...lines,
    ...(redraw.changed.length > 4 ? [`- e mais ${redraw.changed.length - 4} trocas`] : []),
    "",
    noted,
    "",
    `Veja tudo em ${link}.`,
  ].join("\n");
}
