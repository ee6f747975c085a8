import { jsonb, pgTable, real, smallint, integer, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TPackagedAllergen, TPackagedFoodOrigin } from "@nutriguia/domain";
import { users } from "./users";

/** A product by barcode, from Open Food Facts or from a label typed once; per 100 g (100 ml), sodium in mg. */
export const packagedFoods = pgTable("packaged_foods", {
  barcode: text("barcode").primaryKey(),
  name: text("name").notNull(),
  brand: text("brand"),
  unit: text("unit").$type<"g" | "ml">().notNull(),
  servingSize: text("serving_size"),
  /** The measure a portion is logged in by default ("porção", "biscoito"); its grams are in `measures`. */
  servingMeasure: text("serving_measure"),
  measures: jsonb("measures").$type<Record<string, number>>().notNull().default({}),
  calories: real("calories").notNull(),
  protein: real("protein").notNull(),
  carbohydrates: real("carbohydrates").notNull(),
  fat: real("fat").notNull(),
  addedSugars: real("added_sugars"),
  saturatedFat: real("saturated_fat"),
  fiber: real("fiber"),
  sodium: real("sodium"),
  allergens: jsonb("allergens").$type<TPackagedAllergen[]>().notNull().default([]),
  novaGroup: smallint("nova_group"),
  origin: text("origin").$type<TPackagedFoodOrigin>().notNull(),
  offRevision: integer("off_revision"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type TPackagedFoodRow = typeof packagedFoods.$inferSelect;
