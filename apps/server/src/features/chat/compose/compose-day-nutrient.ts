import type { TTargets } from "@nutriguia/nutrition";
import { targetsOf } from "../understand/own-targets";
import type { TNutrientKey } from "../understand/question-type";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { cautionBlock } from "./cautions";
import { num, PROFILE_PATH } from "./format";
import { asksDayCaloriesToo } from "../understand/day-question";

/** A day's sums as the diary reads them; fibre (g) and sodium (mg) when the read includes them. */
type TSums = { protein: number; carbohydrates: number; fat: number; fiber?: number; sodium?: number; count: number };
type TDayTotals = TSums & { unconfirmed?: TSums };

/** The nutrients the diary sums for a day; the others are not kept per meal. */
export const DAY_NUTRIENTS = ["protein", "carbohydrates", "fat", "fiber", "sodium", "sugar"] as const;
type TDayNutrient = (typeof DAY_NUTRIENTS)[number];

export function isDayNutrient(n: TNutrientKey): n is TDayNutrient {
  return (DAY_NUTRIENTS as readonly string[]).includes(n);
}

type TSpec = { label: string; unit: "g" | "mg"; of: (d: TDayTotals) => number | undefined; target: (t: TTargets) => number; ceiling: boolean };

const SPECS: Record<Exclude<TDayNutrient, "sugar">, TSpec> = {
  protein: { label: "proteína", unit: "g", of: (d) => d.protein, target: (t) => t.protein, ceiling: false },
  carbohydrates: { label: "carboidratos", unit: "g", of: (d) => d.carbohydrates, target: (t) => t.carbohydrates, ceiling: false },
  fat: { label: "gorduras", unit: "g", of: (d) => d.fat, target: (t) => t.fat, ceiling: false },
  fiber: { label: "fibras", unit: "g", of: (d) => d.fiber, target: (t) => t.fiber, ceiling: false },
  sodium: { label: "sódio", unit: "mg", of: (d) => d.sodium, target: (t) => t.sodiumLimit, ceiling: true },
};

/** What helps when a nutrient is still short, or when the sodium limit is near; said in everyday foods. */
const SHORT_OF: Record<Exclude<TDayNutrient, "sugar">, string> = {
  protein: "Para chegar lá, ponha uma fonte de proteína nas próximas refeições: um filé de frango (cerca de 30 g), 2 ovos (13 g), uma concha de feijão (7 g), um pote de iogurte natural (7 g).",
  fiber: "Para chegar lá: feijão ou lentilha, verduras e legumes no prato, frutas com casca ou bagaço e aveia ajudam; beba água junto.",
  carbohydrates: "",
  fat: "",
  sodium: "",
};

const SODIUM_NEAR = "Para o resto do dia, prefira comida caseira com pouco sal e evite embutidos, temperos prontos, salgadinhos e macarrão instantâneo.";

function daySum(day: TDayTotals, spec: TSpec): { total: number; open: number } | null {
  const confirmed = spec.of(day);
  if (confirmed === undefined) return null;
  const open = day.unconfirmed ? (spec.of(day.unconfirmed) ?? 0) : 0;
  return { total: confirmed + open, open };
}

/** "quanto falta pra bater 100 g de proteína?", "minha meta é 30 g de fibra", "tô tentando não passar de 150g": the amount the person set for the day. */
const OWN_TARGET = /\b(\d{1,4}(?:[.,]\d)?)\s?(g|gramas|mg|miligramas)\b(?:\s(?:de|por dia|\/dia))?/;
const SETS_A_TARGET = /\b(meta|chegar|bater|atingir|completar|objetivo|pra ter|para ter|falta\w* (?:pra|para)|(?:nao )?passar d[eo]|no maximo|limite|teto|ate)\b/;

function ownTarget(folded: string, unit: "g" | "mg"): number | null {
  if (!SETS_A_TARGET.test(folded)) return null;
  const m = OWN_TARGET.exec(folded);
  if (!m || (m[2]!.startsWith("m") ? "mg" : "g") !== unit) return null;
  const value = Number(m[1]!.replace(",", "."));
  return value > 0 ? value : null;
}

function lineFor(nutrient: Exclude<TDayNutrient, "sugar">, day: TDayTotals, targets: TTargets | null, folded: string): string | null {
  const spec = SPECS[nutrient];
  const sum = daySum(day, spec);
  if (!sum) return null;
  const amount = `${num(Math.round(sum.total * 10) / 10)} ${spec.unit}`;
  const allOpen = sum.open > 0 && sum.total - sum.open < 0.05;
  const openNote = allOpen ? ", tudo de refeições analisadas e ainda não confirmadas" : sum.open > 0 ? ` (contando ${num(Math.round(sum.open * 10) / 10)} ${spec.unit} de refeições analisadas e ainda não confirmadas)` : "";
  const lead = `Hoje, até agora, você está com **${amount} de ${spec.label}**${openNote}.`;
  const own = ownTarget(folded, spec.unit);
  if (!targets && own === null) return `${lead} Complete seu [perfil nutricional](${PROFILE_PATH}) para eu comparar com a sua meta.`;
  const target = own ?? spec.target(targets!);
  const share = target > 0 ? Math.round((sum.total / target) * 100) : 0;
  if (spec.ceiling) {
    const left = target - sum.total;
    return left >= 0
      ? `${lead} O seu limite é de ${num(target)} mg por dia (${share}%): sobram cerca de ${num(Math.round(left))} mg.${share >= 70 ? ` ${SODIUM_NEAR}` : ""}`
      : `${lead} Isso passa o seu limite de ${num(target)} mg por dia (${share}%). Não é motivo de culpa, um dia não define nada: beba água e, no resto do dia e amanhã, fique na comida caseira com pouco sal, longe de embutidos, temperos prontos, salgadinhos e macarrão instantâneo.`;
  }
  const left = target - sum.total;
  const whose = own === null ? "A sua meta é de cerca de" : "Para a meta que você disse, de";
  if (left <= 0) return `${lead} Você já chegou ${own === null ? `à sua meta de cerca de ${num(target)}` : `aos ${num(target)}`} ${spec.unit} por dia (${share}%).`;
  const tip = share < 70 ? SHORT_OF[nutrient] : "";
  return `${lead} ${whose} ${num(target)} ${spec.unit} por dia (${share}%): faltam uns ${num(Math.round(left))} ${spec.unit}.${tip ? ` ${tip}` : ""}`;
}

/** The diary has no sugar apart: the day's carbohydrates, with the WHO's limit for added sugar. */
function sugarLine(day: TDayTotals): string {
  const carbs = daySum(day, SPECS.carbohydrates)!;
  return `O diário não separa o açúcar dos outros carboidratos (a tabela de alimentos não traz esse número): hoje, até agora, são **${num(Math.round(carbs.total))} g de carboidratos** no total. A OMS recomenda que o açúcar adicionado (de refrigerantes, doces, sucos adoçados, açúcar no café) fique abaixo de 10% das calorias do dia, idealmente perto de 25 g.`;
}

/**
 * "quanto de proteína comi hoje?", "tô bem de fibra?", "e de sódio, como fiquei no dia?": the nutrient asked, summed
 * over the day's confirmed meals and the ones analysed and still open, against the person's target. Null when none of
 * the nutrients asked is one the diary sums.
 */
export function composeDayNutrient(nutrients: readonly TNutrientKey[], day: TDayTotals, targets: TTargets | null, folded = ""): string | null {
  const asked = [...new Set(nutrients.filter(isDayNutrient))];
  if (asked.length === 0) return null;
  const open = day.unconfirmed?.count ?? 0;
  if (day.count === 0 && open === 0) {
    return "Você ainda não registrou nenhuma refeição hoje, então não tenho como somar isso. Me conte o que comeu (por exemplo, *almocei arroz, feijão e frango*) e eu somo.";
  }
  const lines = asked.map((n) => (n === "sugar" ? sugarLine(day) : lineFor(n, day, targets, asked.length === 1 ? folded : ""))).filter((l): l is string => l !== null);
  if (lines.length === 0) return null;
  if (open > 0) lines.push(open === 1 ? "A refeição ainda aberta só entra no seu diário quando você confirmar o cartão." : "As refeições ainda abertas só entram no seu diário quando você confirmar os cartões.");
  return lines.join("\n\n");
}

/** The reply to a question about one nutrient of the day, read before any card edit; null for any other message. */
export async function dayNutrientReply(u: TUnderstanding, facts: TUserFacts, loadDay: () => Promise<TDayTotals>): Promise<string | null> {
  if (u.type !== "day-so-far" || !u.nutrients.some(isDayNutrient) || asksDayCaloriesToo(u.folded)) return null;
  const reply = composeDayNutrient(u.nutrients, await loadDay(), targetsOf(facts), u.folded);
  return reply ? reply + cautionBlock(facts.conditions) : null;
}
