import type { FastifyInstance } from "fastify";
import {
  addDays,
  calendarStatus,
  localDate,
  type TCalendarMonth,
  type TDailyTargets,
  type TDashboardSummary,
  type TDayTotals,
  type TTargetsOverrideRequest,
  type TWaterResponse,
  type TWeightHistory,
  type TWeightRequest,
} from "@nutriguia/domain";
import { trendPoints } from "@nutriguia/nutrition";
import { AppError } from "../../lib/app-error";
import { round1 } from "../../shared/calculation-view";
import { resolveDailyTargets } from "../../shared/daily-targets";
import * as repo from "./dashboard.repository";
import { waterOn } from "../../shared/water";

const WEIGHT_HISTORY_DAYS = 90;

const rounded = (row: repo.TDailyTotalsRow): TDayTotals => ({
  date: row.date,
  calories: Math.round(row.calories),
  protein: round1(row.protein),
  carbohydrates: round1(row.carbohydrates),
  fat: round1(row.fat),
  entries: row.entries,
});

/** One entry per day in [from, to], zeros where nothing was logged. */
function fillDays(rows: repo.TDailyTotalsRow[], from: string, to: string): TDayTotals[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: TDayTotals[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.push(rounded(byDate.get(d) ?? { date: d, calories: 0, protein: 0, carbohydrates: 0, fat: 0, entries: 0, fiber: 0, sodium: 0 }));
  }
  return days;
}

export function createDashboardService(app: FastifyInstance) {
  const { db } = app;

  async function weightHistory(userId: string, days = WEIGHT_HISTORY_DAYS): Promise<TWeightHistory> {
    const entries = await repo.weightsSince(db, userId, addDays(localDate(), -(days - 1)));
    return { entries, ...trendPoints(entries) };
  }

  return {
    weightHistory,

    async summary(userId: string, days: 7 | 30 = 7): Promise<TDashboardSummary> {
      const today = localDate();
      const from = addDays(today, -(days - 1));
      const [rows, waterMl, targets, weight] = await Promise.all([
        repo.dailyTotals(db, userId, from, today),
        waterOn(db, userId, today),
        resolveDailyTargets(db, userId, today),
        weightHistory(userId),
      ]);
      const trend = fillDays(rows, from, today);
      const logged = trend.filter((d) => d.entries > 0);
      const avg = (pick: (d: TDayTotals) => number) => (logged.length ? round1(logged.reduce((a, d) => a + pick(d), 0) / logged.length) : 0);
      return {
        today: { ...trend[trend.length - 1]!, waterMl },
        targets,
        days,
        trend,
        averages: {
          calories: Math.round(avg((d) => d.calories)),
          protein: avg((d) => d.protein),
          carbohydrates: avg((d) => d.carbohydrates),
          fat: avg((d) => d.fat),
          loggedDays: logged.length,
        },
        weight,
      };
    },

    /**
     * The seven days ending `to` with fibre and sodium, the targets in force that day and the weight trend of the
     * four weeks before it: the figures of the weekly summary sent in the messengers (issue 31).
     */
    async week(userId: string, to: string) {
      const from = addDays(to, -6);
      const [rows, targets, weights] = await Promise.all([
        repo.dailyTotals(db, userId, from, to),
        resolveDailyTargets(db, userId, to),
        repo.weightsSince(db, userId, addDays(to, -27)),
      ]);
      const byDate = new Map(rows.map((r) => [r.date, r]));
      const days = fillDays(rows, from, to).map((d) => ({ ...d, fiber: round1(byDate.get(d.date)?.fiber ?? 0), sodium: Math.round(byDate.get(d.date)?.sodium ?? 0) }));
      const inWeek = weights.filter((w) => w.date <= to);
      return { from, to, days, targets, weightKg: inWeek.at(-1)?.weightKg ?? null, weeklyChangeKg: trendPoints(inWeek).weeklyChangeKg };
    },

    async calendar(userId: string, month = localDate().slice(0, 7)): Promise<TCalendarMonth> {
      const from = `${month}-01`;
      const to = addDays(addDays(from, 32).slice(0, 7) + "-01", -1);
      const [rows, targets] = await Promise.all([repo.dailyTotals(db, userId, from, to), resolveDailyTargets(db, userId)]);
      const target = targets?.calories ?? null;
      return {
        month,
        targetCalories: target,
        days: fillDays(rows, from, to).map((d) => ({ ...d, status: calendarStatus(d.calories, d.entries, target) })),
      };
    },

    async addWater(userId: string, ml: number, day = localDate()): Promise<TWaterResponse> {
      return { date: day, waterMl: await repo.addWater(db, userId, day, ml) };
    },

    async logWeight(userId: string, request: TWeightRequest): Promise<TWeightHistory> {
      const day = request.date ?? localDate();
      if (day > localDate()) throw new AppError("VALIDATION_ERROR", "Não é possível registrar peso em uma data futura.");
      await repo.upsertWeight(db, userId, day, round1(request.weightKg));
      return weightHistory(userId);
    },

    async setTargets(userId: string, targets: TTargetsOverrideRequest): Promise<TDailyTargets | null> {
      await repo.upsertOverride(db, userId, targets);
      return resolveDailyTargets(db, userId);
    },

    async clearTargets(userId: string): Promise<TDailyTargets | null> {
      await repo.deleteOverride(db, userId);
      return resolveDailyTargets(db, userId);
    },

    targets: (userId: string) => resolveDailyTargets(db, userId),
  };
}
