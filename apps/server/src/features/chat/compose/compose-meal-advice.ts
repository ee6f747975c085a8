import { getFood, type TMealAnalysis, type TTargets } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { foodFacts } from "../facts/food-facts";
import type { TUserFacts } from "../understand/user-facts";
import { conditionNotes } from "./condition-notes";
import { bullets, lower, num } from "./format";

/** "posso comer isso toda semana?", "dá pra repetir todo dia?": the person asks how often, not only whether. */
const OFTEN = /\b(todo dia|todos os dias|toda semana|todas as semanas|sempre|diariamente|com frequencia|frequentemente|sempre que|direto|toda hora)\b/;

/** "substituir o almoço por isso", "como almoço": the meal is meant to stand for a main meal. */
const AS_MAIN_MEAL = /\b(almoco|jantar|janta|refeicao)\b/;
const SUGARY = /\b(xarope|calda|acucar|leite condensado|refrigerante|achocolatado|doce|brigadeiro|sorvete|chocolate|bolo|biscoito recheado|suco de caixinha|nectar)\b/;

/** What makes the meal a poor habit whatever the person's health: little protein for a main meal, added sugar, a large share of the day. */
function balanceNotes(folded: string, analysis: TMealAnalysis, targets: TTargets | null): string[] {
  const notes: string[] = [];
  const { calories, protein } = analysis.totals;
  if (protein < 15 && calories >= 300 && (AS_MAIN_MEAL.test(folded) || calories >= 450)) {
    notes.push(`Tem só **${num(protein)} g de proteína**: para ocupar o lugar de uma refeição principal falta proteína (ovo, frango, peixe, carne magra, feijão ou iogurte), e a fome volta cedo.`);
  }
  const sweet = analysis.items.filter((i) => getFood(i.foodId)?.tags.includes("high_sugar") || SUGARY.test(foldText(i.food)));
  if (sweet.length > 0) notes.push(`${sweet.map((i) => lower(i.food)).join(", ")} ${sweet.length > 1 ? "trazem" : "traz"} açúcar adicionado: bom para de vez em quando, não para todo dia.`);
  if (targets && targets.calories > 0 && calories / targets.calories >= 0.45) notes.push(`Sozinha, ela leva **${Math.round((calories / targets.calories) * 100)}%** da sua meta do dia.`);
  return notes;
}


/**
 * "posso comer isso toda semana?" about the meal on the card: what each food means for the person's conditions and
 * restrictions, how the meal could be better balanced, and how often it fits — from the card's numbers, not an article.
 */
export function composeMealAdvice(folded: string, mealText: string, analysis: TMealAnalysis, facts: TUserFacts, targets: TTargets | null): string {
  const names = analysis.items.map((i) => lower(i.food)).join(", ");
  const notes = analysis.items.flatMap((item) => {
    const food = getFood(item.foodId);
    return food ? conditionNotes(foodFacts(food, mealText), facts.conditions) : [];
  });
  const conflicts = analysis.warnings.filter((w) => w.level !== "info").map((w) => `⚠️ ${w.message}`);
  const share = targets && targets.calories > 0 ? `, cerca de ${Math.round((analysis.totals.calories / targets.calories) * 100)}% da sua meta diária` : "";
  const parts = [`**Sobre esta refeição** (${names}): **${num(analysis.totals.calories)} kcal**${share}.`];
  const cautions = [...new Set([...conflicts, ...notes, ...balanceNotes(folded, analysis, targets)])];
  if (cautions.length > 0) parts.push(`Pelo que você me contou, o que pede cuidado:\n${bullets(cautions)}`);
  else if (facts.conditions.size > 0 || facts.avoid.length > 0) parts.push("Pelo que você me contou, nenhum alimento desta refeição conflita com as suas condições ou restrições.");
  const often = OFTEN.test(folded);
  const better = analysis.improvementPoints;
  if (better.length > 0) parts.push(`${often ? "Para entrar na rotina, ela fica melhor assim" : "Dá para deixar mais equilibrada"}:\n${bullets(better)}`);
  if (cautions.length > 0) {
    parts.push(often ? "**Frequência:** do jeito que está, é melhor para ocasiões (uma vez por semana ou menos), com os ajustes acima nos outros dias." : "Com esses ajustes, ela pode fazer parte da sua alimentação.");
  } else if (better.length > 0) {
    parts.push(often ? "**Frequência:** pode repetir, desde que com esses ajustes e variando as fontes de proteína e os vegetais ao longo da semana." : "Não há problema em comê-la; os ajustes acima a deixam mais completa.");
  } else {
    parts.push(often ? "**Frequência:** é uma refeição equilibrada e pode entrar na sua rotina; varie as fontes de proteína, as frutas e os vegetais ao longo da semana." : "É uma refeição equilibrada para você.");
  }
  return parts.join("\n\n");
}
