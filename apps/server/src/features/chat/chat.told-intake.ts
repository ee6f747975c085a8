import { turnOf } from "./chat.turn";
import { computeTargets } from "@nutriguia/nutrition";
import { gainOf, leftOfTarget } from "./compose/compose-day-so-far";
import { num } from "./compose/format";
import type { TRead, TTurn, TTurnContext } from "./chat.pipeline";
import type { TDayTotals } from "./facts/gather-facts";
import { ownTargetsIn } from "./understand/own-targets";
import { toldIntakeIn, type TToldIntake } from "./understand/told-intake";

/**
 * The day as the diary holds it, with what the person told they ate elsewhere today when the diary has no meal of its
 * own: "hj já foi café 280, almoço 610 e lanche 190" makes "quanto sobra pra janta?" count from 1.080 kcal.
 */
export function withToldIntake(day: TDayTotals, told: TToldIntake | null | undefined): TDayTotals & { told?: true } {
  if (!told || day.count > 0) return day;
  return { ...day, calories: told.total, count: Math.max(told.parts.length, 1), told: true };
}

/**
 * "hj já foi café 280, almoço 610 e lanche 190, peguei do app", "quanto eu deixo pra lá? já comi uns 700 hj e minha
 * meta é 1600": the calories told, summed, against the person's own target (or the profile's), and what is left. Nothing
 * is logged: the numbers came without their foods.
 */
export async function toldIntakeTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const told = toldIntakeIn(read.u.text);
  if (!told || read.u.type === "plan-request") return null;
  const profile = read.facts.profile ? computeTargets(read.facts.profile) : null;
  // "já comi uns 700 hj e minha meta é 1600": the target said beside the intake, clause by clause.
  const here = read.u.text.split(/[,;.]| e (?=minha|meu|a meta|o limite)/).map((clause) => ownTargetsIn(clause, read.facts.profile?.gender).calories).find((kcal) => kcal !== null) ?? null;
  const own = here ?? read.facts.own?.calories ?? null;
  const day: TDayTotals & { told?: true } = await ctx.loadDay();
  const open = day.unconfirmed?.calories ?? 0;
  const parts = told.parts.length > 1 ? ` (${told.parts.map((p) => `${p.meal} ${num(p.kcal)}`).join(" + ")})` : "";
  const lines = [`Pelo que você me contou, hoje já foram cerca de **${num(told.total)} kcal**${parts}.`];
  if (day.count > 0 && !day.told) lines.push(`No seu diário aqui, hoje, já há **${num(Math.round(day.calories))} kcal** registradas; se forem as mesmas refeições, conte só uma vez.`);
  if (profile) {
    const targets = own !== null ? { ...profile, calories: own } : profile;
    const left = leftOfTarget(targets, told.total + open, gainOf(read.facts.profile?.goal));
    lines.push(own !== null ? `Pela meta que você me disse: ${left[0]!.toLowerCase()}${left.slice(1)}` : left);
    if (open > 0) lines.push(`Contei também a refeição ainda aberta no cartão (${num(Math.round(open))} kcal).`);
  }
  lines.push("Não registrei nada no seu diário, porque vieram só os números, sem os alimentos. Se quiser que o dia fique completo aqui, me conte o que comeu em cada refeição; e pergunte à vontade se algo ainda cabe hoje, que eu conto a partir desse total.");
  return turnOf("DAY_SUMMARY", lines.join("\n\n"), "builtin", { counts: false });
}
