import { boolean, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const nutritionalProfiles = pgTable("nutritional_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  age: integer("age"),
  weight: real("weight"),
  height: real("height"),
  gender: text("gender"),
  activityLevel: text("activity_level"),
  goal: text("goal"),
  dietaryRestrictions: jsonb("dietary_restrictions").$type<string[]>().notNull().default([]),
  allergyDetails: jsonb("allergy_details").$type<Record<string, string>>().notNull().default({}),
  customRestrictions: jsonb("custom_restrictions").$type<string[]>().notNull().default([]),
  preferredFoods: jsonb("preferred_foods").$type<string[]>().notNull().default([]),
  dislikedFoods: jsonb("disliked_foods").$type<string[]>().notNull().default([]),
  healthConditions: jsonb("health_conditions").$type<string[]>().notNull().default([]),
  customHealthConditions: jsonb("custom_health_conditions").$type<string[]>().notNull().default([]),
  supplementConsent: boolean("supplement_consent").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type TNutritionalProfileRow = typeof nutritionalProfiles.$inferSelect;
