import { analyze, computeTargets, type TMealAnalysis } from "@nutriguia/nutrition";
import { readFitsTheDay, type TFitsTheDay } from "../understand/fits-the-day";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { cautionBlock } from "./cautions";
import { num, PROFILE_PATH } from "./format";

type TDayCalories = { calories: number; sodium?: number; count: number; unconfirmed?: { calories: number; count: number } };

const NOTHING_LOGGED = "Nada foi registrado: se comer, me conte e eu somo no seu dia.";

/** "cachorro quente", "coxinha e caldo de cana": what the person may eat, as the tables name it. */
function named(items: readonly { food: string }[]): string {
  const names = items.map((i) => i.food.toLowerCase());
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} e ${names.at(-1)!}`;
}

/**
 * The room left in the day against a meal the person may still eat: its calories, what the day already holds (open
 * cards included), and whether it fits under their target (the one they said, or the profile's). Nothing is logged.
 */
function composeFitsTheDay(ask: TFitsTheDay, meal: TMealAnalysis, day: TDayCalories, facts: TUserFacts): string {
  const kcal = Math.round(meal.totals.calories);
  const name = named(meal.items);
  const lead = `**${name[0]!.toUpperCase()}${name.slice(1)}** (${meal.items.map((i) => i.measure.replace(/ \(porção padrão\)/, "")).join("; ")}) ${meal.items.length > 1 ? "somam" : "tem"} cerca de **${num(kcal)} kcal**.`;
  const computed = facts.profile ? computeTargets(facts.profile) : null;
  const target = ask.ownCalories ?? (computed ? Math.round(computed.calories) : null);
  if (target === null) return [lead, `Complete seu [perfil nutricional](${PROFILE_PATH}) para eu comparar com a sua meta do dia.`, NOTHING_LOGGED].join("\n\n");
  const open = day.unconfirmed?.calories ?? 0;
  const eaten = Math.round(day.calories + open);
  const left = target - eaten;
  const whose = ask.ownCalories ? " (a que você me disse)" : "";
  const openNote = open > 0 ? ", contando refeições analisadas e ainda não confirmadas" : "";
  const dayLine =
    left > 0
      ? `Hoje você já está com **${num(eaten)} kcal**${openNote}, e a sua meta é de **${num(target)} kcal**${whose}: sobram cerca de **${num(left)} kcal**.`
      : `Hoje você já está com **${num(eaten)} kcal**${openNote} e já chegou à sua meta de **${num(target)} kcal**${whose}.`;
  const margin = left - kcal;
  const verdict =
    margin >= 150
      ? `Então **cabe**: depois disso ainda ficariam uns ${num(margin)} kcal para o resto do dia.`
      : margin >= 0
        ? `Então **cabe, mas no limite**: sobrariam só uns ${num(margin)} kcal, e o resto do dia fica sem folga.`
        : `Então **passaria da meta** em cerca de ${num(-margin)} kcal. Não é motivo de culpa, um dia não define nada; se quiser encaixar, ${meal.items.length === 1 ? `metade da porção fica em cerca de ${num(Math.round(kcal / 2))} kcal` : "uma porção menor ou sem o item mais calórico resolve"}, e o que passar hoje se equilibra nos próximos dias.`;
  const sodium = Math.round(meal.totals.sodium);
  const salt = sodium >= 800 ? `Atenção ao sódio: são cerca de ${num(sodium)} mg; beba água e prefira comida com pouco sal no resto do dia.` : "";
  return [lead, dayLine, verdict, salt, NOTHING_LOGGED].filter(Boolean).join("\n\n") + cautionBlock(facts.conditions);
}

/** The reply to a meal still to come weighed against the day, or null for any other message. */
export async function fitsTheDayReply(u: TUnderstanding, facts: TUserFacts, loadDay: () => Promise<TDayCalories>): Promise<string | null> {
  const ask = readFitsTheDay(u.folded);
  const meal = ask ? analyze(ask.food) : null;
  // The day is read only for a food the tables know.
  if (!ask || !meal || meal.items.length === 0) return null;
  return composeFitsTheDay(ask, meal, await loadDay(), facts);
}
