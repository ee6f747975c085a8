import { date, index, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TCalculationItem, TCalculationSource, TCalculationStatus, TMealSlot } from "@nutriguia/domain";
import { users } from "./users";

/** One analysed meal (001 §3 Calorie calculation); CONFIRMED ones make up the daily log. */
export const calorieCalculations = pgTable(
  "calorie_calculations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodDescription: text("food_description").notNull(),
    totalCalories: real("total_calories").notNull(),
    protein: real("protein").notNull(),
    carbohydrates: real("carbohydrates").notNull(),
    fat: real("fat").notNull(),
    additionalNutrients: jsonb("additional_nutrients").$type<Record<string, number>>().notNull().default({}),
    positivePoints: jsonb("positive_points").$type<string[]>().notNull().default([]),
    improvementPoints: jsonb("improvement_points").$type<string[]>().notNull().default([]),
    items: jsonb("items").$type<TCalculationItem[]>().notNull().default([]),
    /** Words of the message the engine could not read; the meal is not complete while any is left. */
    unread: jsonb("unread").$type<string[]>().notNull().default([]),
    imageUrl: text("image_url"),
    source: text("source").$type<TCalculationSource>().notNull(),
    status: text("status").$type<TCalculationStatus>().notNull().default("PENDING"),
    meal: text("meal").$type<TMealSlot>(),
    consumedOn: date("consumed_on").notNull(),
    calculatedAt: timestamp("calculated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("calorie_calculations_user_day_idx").on(t.userId, t.consumedOn)],
);

export type TCalorieCalculationRow = typeof calorieCalculations.$inferSelect;
