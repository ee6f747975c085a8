import { DIETARY_RESTRICTION_LABELS, HEALTH_CONDITION_LABELS } from "@nutriguia/domain";
import { FOOD_COMPONENT_LABELS } from "@nutriguia/nutrition";
import { EXCLUSION } from "../understand/stated-facts";
import { TRAINING } from "../understand/stated-facts";
import type { TUnderstanding } from "../understand/understand";
import { bullets, PROFILE_PATH } from "./format";

const SEVERITY = { MILD: "leve", MODERATE: "moderada", SEVERE: "grave", PREFERENCE: "por preferência" } as const;

/** What the person told about themself, in words, and how each fact will be used (issue 27). */
function factLines(u: TUnderstanding): string[] {
  const s = u.stated;
  const lines: string[] = [];
  for (const c of s.conditions) lines.push(`**${HEALTH_CONDITION_LABELS[c]}**: as respostas e os planos vão seguir os cuidados dessa condição.`);
  for (const d of s.diets) lines.push(`Alimentação **${DIETARY_RESTRICTION_LABELS[d].toLowerCase().replace(/o$/, "a")}**: não vou sugerir alimentos fora dela.`);
  for (const a of s.avoid) {
    const what = a.kind === "allergy" ? "alergia" : a.kind === "intolerance" ? "intolerância" : "restrição";
    lines.push(`${what[0]!.toUpperCase()}${what.slice(1)} a **${FOOD_COMPONENT_LABELS[a.component]}** (${SEVERITY[a.severity]}): aviso sempre que um alimento contiver isso.`);
  }
  const exclusion = EXCLUSION.exec(u.folded);
  if (exclusion) lines.push(`Você não consome **${exclusion[1]}**: deixo isso de fora das sugestões.`);
  if (TRAINING.test(u.folded)) {
    lines.push("Você treina com volume alto: o seu gasto de energia é maior que o de uma pessoa sedentária, então não vou sugerir cortes grandes. Para emagrecer treinando, um déficit pequeno (cerca de 300 a 500 kcal por dia) protege o desempenho e a saúde.");
  }
  if (s.ownAge !== null) lines.push(`Idade: **${s.ownAge} anos**.`);
  if (s.wantsWeightLoss && lines.length === 0) {
    lines.push("Objetivo de **emagrecer**: um ritmo seguro é de cerca de 0,5 a 1 kg por semana, sem dietas radicais. Se quiser, monto um plano alimentar para isso: é só pedir \"monta um plano\".");
  }
  return lines;
}

export function composeStatement(u: TUnderstanding): string {
  const lines = factLines(u);
  const body = lines.length > 0 ? bullets(lines) : "- Anotei o que você contou.";
  return [
    "Obrigado por me contar. Anotei para esta conversa:",
    body,
    "",
    `Vou levar isso em conta nas próximas respostas e nos planos que eu montar aqui. Para valer sempre, salve também no seu [perfil nutricional](${PROFILE_PATH}).`,
  ].join("\n");
}
