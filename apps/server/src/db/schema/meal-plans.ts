import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TMacroTotals, TMealPlanDay, TMealSlot } from "@nutriguia/domain";
import { users } from "./users";

/** A generated plan; its days are stored whole since swaps rewrite one item at a time. */
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
    targets: jsonb("targets").$type<TMacroTotals>().notNull(),
    days: jsonb("days").$type<TMealPlanDay[]>().notNull(),
    seed: integer("seed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meal_plans_user_created_idx").on(t.userId, t.createdAt)],
);

export type TMealPlanRow = typeof mealPlans.$inferSelect;
