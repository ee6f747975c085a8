import { date, integer, pgTable, primaryKey, real, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Water drunk per São Paulo day, in ml. */
export const waterIntake = pgTable(
  "water_intake",
  {
    userId: userId(),
    day: date("day").notNull(),
    ml: integer("ml").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** One weight per day; a second entry the same day replaces the first. */
export const weightLogs = pgTable(
  "weight_logs",
  {
    userId: userId(),
    day: date("day").notNull(),
    weightKg: real("weight_kg").notNull(),
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Targets the user set by hand; they win over the engine's and the adapted ones. */
export const targetOverrides = pgTable("target_overrides", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  calories: real("calories").notNull(),
  protein: real("protein").notNull(),
  carbohydrates: real("carbohydrates").notNull(),
  fat: real("fat").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type TTargetOverrideRow = typeof targetOverrides.$inferSelect;
