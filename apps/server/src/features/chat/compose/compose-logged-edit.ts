import { addDays, localDate, MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import type { TMealAnalysis, TTargets } from "@nutriguia/nutrition";
import { num, nutritionBlock } from "./format";

/** Where the diary lists the day's meals, each with its remove button. */
const DAY_LOG_PATH = "/calorie-dashboard";

/** "o almoço de hoje", "o jantar de ontem", "a refeição de 27/11": the logged meal a correction changed. */
export function loggedWhere(meal: TMealSlot | null, day: string): string {
  const today = localDate();
  const when = day === today ? "de hoje" : day === addDays(today, -1) ? "de ontem" : `de ${day.slice(8, 10)}/${day.slice(5, 7)}`;
  if (!meal) return `a refeição ${when}`;
  return `${meal === "SUPPER" ? "a" : "o"} ${MEAL_SLOT_LABELS[meal].toLowerCase()} ${when}`;
}

/**
 * A meal already confirmed into the day, corrected in words: what changed, the meal now, and that the day already
 * counts the new numbers (nothing to confirm again). `where` is null when the change itself says where it went.
 */
export function composeLoggedCorrection(analysis: TMealAnalysis, targets: TTargets | null, caution: string, change: string, where: string | null): string {
  const items = analysis.items.map((i) => `${i.food} (${i.measure})`).join(", ");
  const share = targets ? ` (${Math.round((analysis.totals.calories / targets.calories) * 100)}% da sua meta diária)` : "";
  const lead = where ? `Certo, corrigi ${where}, que você já tinha registrado: ${change}.` : `Certo, ${change} a refeição que você já tinha registrado.`;
  return `${lead} Agora são ${items}, somando **${num(analysis.totals.calories)} kcal**${share}.\n\n${nutritionBlock(analysis)}${caution}\n\nJá atualizei o seu dia: não precisa confirmar de novo.`;
}

/** "apaga o almoço que eu registrei": a whole logged meal is removed on the diary's page, never by a reading of words. */
export function composeLoggedRemoval(): string {
  return `Essa refeição já está registrada no seu dia. Para apagá-la inteira, abra [Calorias](${DAY_LOG_PATH}) e toque em remover ao lado dela. Se foi só um alimento ou a quantidade, me diga aqui (por exemplo, *tira o refri* ou *o arroz foi 2 colheres*) que eu corrijo a refeição registrada.`;
}

/** "desfaz" when nothing was corrected: what stands, and where a whole meal is taken out (`where` null: the open card). */
export function composeNothingToUndo(where: string | null): string {
  if (!where) return "Ainda não há correção para desfazer: o cartão acima está como você me contou. Se não quiser registrá-lo, é só não confirmar (ou dizer *descarta*).";
  const g = where.startsWith("a ") ? "a" : "o";
  return `Não há correção para desfazer: ${where} está registrad${g} como você confirmou. Para apagá-l${g} inteir${g}, abra [Calorias](${DAY_LOG_PATH}) e toque em remover ao lado del${g === "a" ? "a" : "e"}.`;
}
