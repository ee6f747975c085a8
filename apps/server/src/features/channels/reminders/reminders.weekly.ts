import type { FastifyInstance } from "fastify";
import { computeTargets } from "@nutriguia/nutrition";
import { loadProfile } from "../../../shared/daily-targets";
import { round1 } from "../../../shared/calculation-view";
import { createDashboardService } from "../../dashboard";

/** Without a profile to compute them from: the WHO/ANVISA adult references. */
const DEFAULT_FIBER_G = 25;
const DEFAULT_SODIUM_MG = 2000;
/** Fewer logged days than this and the averages say little: the suggestion is to log more. */
const FEW_DAYS = 4;

export type TWeekSummary = {
  from: string;
  to: string;
  loggedDays: number;
  calories: { average: number; target: number | null };
  protein: { average: number; target: number | null };
  fiber: { average: number; goal: number };
  sodium: { average: number; limit: number };
  weight: { currentKg: number | null; weeklyChangeKg: number | null };
  bestDay: { date: string; calories: number } | null;
  suggestion: string;
};

type TFigures = Omit<TWeekSummary, "suggestion">;

/** One concrete step, for the largest gap of the week (sodium over the limit first: it is the health risk). */
export function suggestionFor(w: TFigures): string {
  if (w.loggedDays < FEW_DAYS) {
    return "Registre ao menos uma refeição por dia nesta semana: com mais dias no diário, o resumo mostra o que de fato mudar.";
  }
  if (w.sodium.average > w.sodium.limit) {
    return "Troque embutidos, temperos prontos e salgadinhos por alho, cebola e ervas frescas em duas refeições do dia: o sódio passou do limite.";
  }
  if (w.fiber.average < w.fiber.goal * 0.8) {
    return "Inclua uma concha de feijão no almoço e uma fruta com casca no lanche: são cerca de 8 g de fibras a mais por dia.";
  }
  if (w.protein.target !== null && w.protein.average < w.protein.target * 0.9) {
    return "Acrescente um ovo ou um iogurte natural ao café da manhã: são 6 a 10 g de proteína a mais por dia.";
  }
  if (w.calories.target !== null && w.calories.average > w.calories.target * 1.1) {
    return "Sirva o prato uma vez só e troque o refrigerante ou suco por água: cerca de 200 kcal a menos por dia.";
  }
  if (w.calories.target !== null && w.calories.average < w.calories.target * 0.8) {
    return "Você comeu bem abaixo da meta: inclua um lanche da tarde com fruta e castanhas para não chegar com fome ao jantar.";
  }
  return "Semana equilibrada! Repita o cardápio do seu melhor dia em mais um dia desta semana.";
}

/** The week's figures from the dashboard's own totals and targets (no second sum of kcal). */
export async function weekSummary(app: FastifyInstance, userId: string, lastDay: string): Promise<TWeekSummary> {
  const [week, profile] = await Promise.all([createDashboardService(app).week(userId, lastDay), loadProfile(app.db, userId)]);
  const engine = profile ? computeTargets({ ...profile, weight: week.weightKg ?? profile.weight }) : null;
  const logged = week.days.filter((d) => d.entries > 0);
  const average = (pick: (d: (typeof logged)[number]) => number) => (logged.length ? logged.reduce((a, d) => a + pick(d), 0) / logged.length : 0);
  const target = week.targets?.calories ?? null;
  const best = [...logged].sort((a, b) =>
    target === null ? b.protein - a.protein : Math.abs(a.calories - target) - Math.abs(b.calories - target) || b.protein - a.protein,
  )[0];
  const figures: TFigures = {
    from: week.from,
    to: week.to,
    loggedDays: logged.length,
    calories: { average: Math.round(average((d) => d.calories)), target },
    protein: { average: Math.round(average((d) => d.protein)), target: week.targets?.protein ?? null },
    fiber: { average: round1(average((d) => d.fiber)), goal: engine?.fiber ?? DEFAULT_FIBER_G },
    sodium: { average: Math.round(average((d) => d.sodium)), limit: engine?.sodiumLimit ?? DEFAULT_SODIUM_MG },
    weight: { currentKg: week.weightKg, weeklyChangeKg: week.weeklyChangeKg },
    bestDay: best ? { date: best.date, calories: best.calories } : null,
  };
  return { ...figures, suggestion: suggestionFor(figures) };
}
