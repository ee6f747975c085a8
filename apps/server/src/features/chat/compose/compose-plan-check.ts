import type { TMealPlan } from "@nutriguia/domain";
import type { TNutritionProfile } from "@nutriguia/nutrition";
import { checkPlan, type TPlanCheck } from "../facts/plan-check";
import { num } from "./format";

/** What to ask next when a check fails, by its kind: the edit that would fix it, never a promise. */
const NEXT: Readonly<Record<TPlanCheck["kind"], string>> = {
  kcal: "me peça *ajusta as porções* que eu refaço as quantidades",
  diet: "me diga *tira o …* com o nome do alimento que eu troco por outro",
  component: "me diga *tira o …* com o nome do alimento que eu troco por outro",
  avoid: "me diga *tira o …* com o nome do alimento que eu troco por outro",
  group: "me diga o alimento que quer fora que eu troco por outro",
  lowCarb: "com os alimentos da minha base não consegui descer mais sem deixar refeições sem energia; me peça *menos arroz no almoço* ou *troca o pão por ovo* que eu reduzo onde você preferir",
};

/** The kcal asked outside the bounds a plan is made within: said as the reason, not as a day off target. */
function kcalReason(check: TPlanCheck, plan: TMealPlan): string | null {
  const asked = Number(check.what.replace(/\D.*$/, ""));
  if (!asked || Math.abs(plan.targets.calories - asked) <= asked * 0.05) return null;
  return `você pediu ${num(asked)} kcal por dia, mas montei com **${num(plan.targets.calories)} kcal**: ${asked > plan.targets.calories ? "acima disso eu não monto plano sem acompanhamento de um nutricionista" : "abaixo disso eu não monto plano sem acompanhamento de um nutricionista"}`;
}

/**
 * The plan's check said back (decision 162): what holds on every day, and plainly what does not, where and what to
 * ask. Empty for a plan with nothing asked of it beyond its energy that holds.
 */
export function composePlanCheck(checks: readonly TPlanCheck[], plan: TMealPlan, sayHeld = false): string {
  const days = `${plan.days.length} ${plan.days.length === 1 ? "dia" : "dias"}`;
  const held = checks.filter((c) => c.ok);
  const failed = checks.filter((c) => !c.ok);
  const reason = checks.filter((c) => c.kind === "kcal").map((c) => kcalReason(c, plan)).find(Boolean) ?? null;
  const lines: string[] = [];
  // Only the energy held and nothing else asked: the lead's "cerca de N kcal por dia" already says it.
  if (held.length > 0 && (sayHeld || held.length > 1 || failed.length > 0)) lines.push(`**Conferi ${plan.days.length === 1 ? "o dia" : `os ${days}`}:** ${held.map((c) => c.what).join("; ")}.`);
  if (reason) lines.push(`⚠️ **Não fiz exatamente como pediu:** ${reason}.`);
  for (const c of failed) {
    if (c.kind === "kcal" && reason) continue;
    const where = c.where.length > 4 ? `${c.where.slice(0, 4).join("; ")} e mais ${c.where.length - 4}` : c.where.join("; ");
    lines.push(`⚠️ **Não consegui: ${c.what}.** Ficou fora disso: ${where}. Se quiser, ${NEXT[c.kind]}.`);
  }
  return lines.join("\n\n");
}

export const checkFailed = (checks: readonly TPlanCheck[]) => checks.some((c) => !c.ok);

/** "O seu plano já não tinha…", "Não tem X no seu plano": said only when the check over every day confirms it. */
const ALREADY = /^.*(?:\bjá não (?:tinha|tem) |^Não tem .* no seu plano|\bjá (?:está|estão|é|são|vai) ).*$/gm;

/**
 * An edit's reply with the saved plan checked after it (decision 162): what the edit left out is confirmed on every
 * day or said plainly where it is still there, and no "já não tinha" stands beside a failed check.
 */
export function withEditCheck(content: string, plan: TMealPlan | undefined, profile: TNutritionProfile | undefined): string {
  if (!plan) return content.replace(ALREADY, "").replace(/\n{3,}/g, "\n\n").trim();
  // "tapioca e cuscuz" noted as said beside its foods: checked and said by its foods once (decision 177).
  const avoid = plan.avoidFoods.filter((f) => !(f.includes(" e ") && f.split(" e ").every((part) => plan.avoidFoods.includes(part.trim()))));
  const checks = checkPlan(plan, { calories: null, profile, avoid }).filter((c) => c.kind !== "kcal" || !c.ok);
  if (checks.length === 0) return content;
  const failed = checkFailed(checks);
  const body = failed ? content.replace(ALREADY, "").replace(/\n{3,}/g, "\n\n").trim() : content;
  const line = composePlanCheck(checks, plan, true);
  const at = body.lastIndexOf("\nVeja");
  return at < 0 ? `${body}\n\n${line}` : `${body.slice(0, at)}\n\n${line}${body.slice(at)}`;
}
