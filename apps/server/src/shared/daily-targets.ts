import { and, asc, eq, gte } from "drizzle-orm";
import { addDays, localDate, type TDailyTargets, type TNutritionalProfile, type TWeightPoint } from "@nutriguia/domain";
import { adaptTargets, ADAPTATION_WINDOW_DAYS, computeTargets } from "@nutriguia/nutrition";
import type { TDb } from "../db/client";
import { nutritionalProfiles, targetOverrides, weightLogs } from "../db/schema";
import { toProfileContract } from "./user-view";

const DEFAULT_WATER_ML = 2000;
const WATER_ML_PER_KG = 35;

export async function loadProfile(db: TDb, userId: string): Promise<TNutritionalProfile | null> {
  const [row] = await db.select().from(nutritionalProfiles).where(eq(nutritionalProfiles.userId, userId));
  return row ? toProfileContract(row) : null;
}

async function recentWeights(db: TDb, userId: string, today: string): Promise<TWeightPoint[]> {
  const rows = await db
    .select({ date: weightLogs.day, weightKg: weightLogs.weightKg })
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), gte(weightLogs.day, addDays(today, -(ADAPTATION_WINDOW_DAYS - 1)))))
    .orderBy(asc(weightLogs.day));
  return rows;
}

/**
 * The targets in force today: a manual override wins; otherwise the engine's targets for the
 * profile (with the latest logged weight), adapted to the weight trend after two weeks.
 * Null when neither an override nor enough profile data exists.
 */
export async function resolveDailyTargets(db: TDb, userId: string, today = localDate()): Promise<TDailyTargets | null> {
  const [profile, weights, [override]] = await Promise.all([
    loadProfile(db, userId),
    recentWeights(db, userId, today),
    db.select().from(targetOverrides).where(eq(targetOverrides.userId, userId)),
  ]);
  const latestWeight = weights.length > 0 ? weights[weights.length - 1]!.weightKg : (profile?.weight ?? null);
  const waterMl = latestWeight ? Math.round((latestWeight * WATER_ML_PER_KG) / 50) * 50 : DEFAULT_WATER_ML;
  const computed = profile ? computeTargets({ ...profile, weight: latestWeight }) : null;
  const engine = computed
    ? { calories: computed.calories, protein: computed.protein, carbohydrates: computed.carbohydrates, fat: computed.fat }
    : null;
  if (override) {
    const { calories, protein, carbohydrates, fat } = override;
    return {
      calories,
      protein,
      carbohydrates,
      fat,
      source: "MANUAL",
      explanation: "Meta definida por você. Remova a meta manual para voltar à meta calculada.",
      engine,
      waterMl,
    };
  }
  if (!engine) return null;
  const adaptation = adaptTargets(engine, profile?.goal ?? "WEIGHT_MAINTENANCE", weights, today);
  if (adaptation) {
    return {
      ...adaptation.targets,
      source: adaptation.adjusted ? "ADAPTIVE" : "ENGINE",
      explanation: adaptation.explanation,
      engine,
      waterMl,
    };
  }
  return { ...engine, source: "ENGINE", explanation: computed?.notes.join(" ") || null, engine, waterMl };
}
