import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TMealSlot } from "@nutriguia/domain";
import type { TPlanDay, TTargets } from "@nutriguia/nutrition";
import { users } from "./users";

/** A generated plan, stored as the engine made it (roles kept for swaps); swaps rewrite the days. */
export const mealPlans = pgTable(
  "meal_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    meals: jsonb("meals").$type<TMealSlot[]>().notNull(),
    avoidFoods: jsonb("avoid_foods").$type<string[]>().notNull().default([]),
    targets: jsonb("targets").$type<TTargets>().notNull(),
    days: jsonb("days").$type<TPlanDay[]>().notNull(),
    seed: integer("seed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_plans_user_created_idx").on(t.userId, t.createdAt)],
);

export type TMealPlanRow = typeof mealPlans.$inferSelect;
