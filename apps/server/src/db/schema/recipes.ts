import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TRecipeItem } from "@nutriguia/domain";
import { users } from "./users";

/** A meal saved from a confirmed card; its items are food ids and grams, priced again from the food database. */
export const recipes = pgTable(
  "recipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    items: jsonb("items").$type<TRecipeItem[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recipes_user_created_idx").on(t.userId, t.createdAt)],
);

export type TRecipeRow = typeof recipes.$inferSelect;
