import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TChatDirection, TChatIntent, TChatMediaType } from "@nutriguia/domain";
import { calorieCalculations } from "./calorie-calculations";
import { users } from "./users";

/** The web chat history (001 §3 Chat message): INCOMING from the user, OUTGOING from the assistant. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    direction: text("direction").$type<TChatDirection>().notNull(),
    content: text("content").notNull(),
    intent: text("intent").$type<TChatIntent>(),
    mediaType: text("media_type").$type<TChatMediaType>(),
    mediaUrl: text("media_url"),
    calculationId: uuid("calculation_id").references(() => calorieCalculations.id, { onDelete: "set null" }),
    isErrorMessage: boolean("is_error_message").notNull().default(false),
    isNutritionRelated: boolean("is_nutrition_related").notNull().default(false),
    isProfileRequired: boolean("is_profile_required").notNull().default(false),
    /** The assistant's answer to a plan request that created the plan it links to. */
    isGeneratingMealPlan: boolean("is_generating_meal_plan").notNull().default(false),
    /** Who wrote an assistant reply: "builtin", "provider" or "gate" (the safety gate replaced or answered it). */
    composer: text("composer").$type<"builtin" | "provider" | "gate">(),
    /** Where the message was sent or answered: WEB, WHATSAPP or TELEGRAM. */
    channel: text("channel").$type<"WEB" | "WHATSAPP" | "TELEGRAM">().notNull().default("WEB"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_user_time_idx").on(t.userId, t.createdAt),
    index("chat_messages_calculation_idx").on(t.calculationId).where(sql`${t.calculationId} IS NOT NULL`),
  ],
);

export type TChatMessageRow = typeof chatMessages.$inferSelect;
