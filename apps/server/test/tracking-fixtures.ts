import type { FastifyInstance } from "fastify";
import { localDate, type TMealSlot } from "@nutriguia/domain";
import { calorieCalculations } from "../src/db/schema";

/** A calculation as the chat stores it (PENDING) or after confirm-food (CONFIRMED). */
export async function insertCalculation(
  app: FastifyInstance,
  userId: string,
  values: Partial<{
    status: "PENDING" | "CONFIRMED";
    day: string;
    meal: TMealSlot | null;
    description: string;
    calories: number;
    protein: number;
    nutrients: Record<string, number>;
  }> = {},
) {
  const [row] = await app.db
    .insert(calorieCalculations)
    .values({
      userId,
      foodDescription: values.description ?? "Arroz com feijão e frango grelhado",
      totalCalories: values.calories ?? 520,
      protein: values.protein ?? 38,
      carbohydrates: 60,
      fat: 12,
      additionalNutrients: values.nutrients ?? { fiber: 8 },
      positivePoints: ["Boa fonte de proteína"],
      improvementPoints: ["Inclua salada"],
      source: "WEB_CHAT",
      status: values.status ?? "CONFIRMED",
      meal: values.meal === undefined ? "LUNCH" : values.meal,
      consumedOn: values.day ?? localDate(),
    })
    .returning();
  return row!;
}

export const COMPLETE_PROFILE = {
  age: 34,
  weight: 72,
  height: 168,
  gender: "FEMALE",
  activityLevel: "MODERATELY_ACTIVE",
  goal: "WEIGHT_LOSS",
} as const;

export async function saveProfile(app: FastifyInstance, auth: { authorization: string }, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: "PUT",
    url: "/api/account/nutritional-profile",
    headers: auth,
    payload: { ...COMPLETE_PROFILE, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`profile not saved: ${response.body}`);
}
