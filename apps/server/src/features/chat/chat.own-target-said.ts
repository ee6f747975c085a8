import { turnOf } from "./chat.turn";
import { computeTargets } from "@nutriguia/nutrition";
import { leftOfTarget } from "./compose/compose-day-so-far";
import { num } from "./compose/format";
import type { TRead, TTurn, TTurnContext } from "./chat.pipeline";
import { ownTargetsHeld, ownTargetsIn } from "./understand/own-targets";
import { QUESTIONISH } from "./understand/question-type";

/**
 * "minha meta é 1600 kcal por dia", "quero bater 120 g de proteína", "a nutri me passou 1800 kcal": the person's own
 * numbers, said without a question, are taken up for the rest of the conversation, and the day so far is measured by
 * them. A question with the number ("minha meta é 1600, quanto falta?") is answered by the day's reply instead.
 */
export async function ownTargetSaidTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  if (read.u.text.includes("?") || QUESTIONISH.test(read.u.folded) || read.u.foods.length > 0 || read.u.type === "plan-request") return null;
  const said = ownTargetsHeld(ownTargetsIn(read.u.text, read.facts.profile?.gender), read.facts);
  if (said.calories === null && said.protein === null) return null;
  const profile = read.facts.profile ? computeTargets(read.facts.profile) : null;
  const parts = [
    ...(said.calories !== null ? [`**${num(said.calories)} kcal** por dia${profile ? ` (pela estimativa do seu perfil seriam ${num(profile.calories)} kcal)` : ""}`] : []),
    ...(said.protein !== null ? [`**${num(said.protein)} g de proteína** por dia${profile ? ` (pelo perfil, cerca de ${num(profile.protein)} g)` : ""}`] : []),
  ];
  const lines = [`Combinado: nesta conversa, vou medir o seu dia pela meta que você me disse, ${parts.join(", e ")}.`];
  const day = await ctx.loadDay();
  const open = day.unconfirmed ?? { calories: 0, protein: 0, count: 0 };
  if (day.count + open.count > 0) {
    const kcal = day.calories + open.calories;
    const protein = day.protein + open.protein;
    if (said.calories !== null && profile) lines.push(`Hoje, até agora: **${num(kcal)} kcal**. ${leftOfTarget({ ...profile, calories: said.calories }, kcal)}`);
    if (said.protein !== null) lines.push(`Proteína até agora: **${num(Math.round(protein))} de ${num(said.protein)} g**${protein < said.protein ? `: faltam uns ${num(Math.round(said.protein - protein))} g` : ""}.`);
  } else {
    lines.push("Me conte o que for comendo, e a qualquer hora pergunte *quanto falta pra minha meta?* que eu somo o dia.");
  }
  return turnOf("DAY_SUMMARY", lines.join("\n\n"), "builtin", { counts: false });
}
