import { and, desc, eq, inArray, like, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { localDate, type TCalorieCalculation, type TChatHistoryMessage, type TMealSlot, type TNutritionalProfileUpdate, type TProfileSuggestion } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { profileColumns } from "../../shared/user-view";
import type { TConversation, TConversationCard } from "./understand/conversation";
import type { TMealPart } from "./chat.card-split";
import { calorieCalculations, chatMessages, nutritionalProfiles, type TCalorieCalculationRow, type TChatMessageRow } from "../../db/schema";

export type TNewCalculation = typeof calorieCalculations.$inferInsert;
export type TNewChatMessage = typeof chatMessages.$inferInsert;
/** The pending calculation a turn recalculates in place, and where the user moved it. */
export type TCorrection = { id: string; userId: string; moveTo?: { meal: TMealSlot | null; consumedOn: string | null }; logged?: boolean };

/**
 * Stores the turn (its calculation, then the user's message and the reply) atomically. A correction recalculates the
 * pending calculation it names in place, so the day never counts the meal twice; a correction of a meal already
 * logged (`logged`) recalculates that confirmed meal, which stays confirmed.
 */
export async function saveTurn(db: TDb, calculation: TNewCalculation | null, correction: TCorrection | null, messages: (calculationId: string | null) => TNewChatMessage[]) {
  return db.transaction(async (tx) => {
    let saved: TCalorieCalculationRow | null = null;
    const correctsId = correction?.id;
    if (calculation && correctsId) {
      // The card keeps the meal and day it was told for unless the user moved it ("era no domingo", "coloca como jantar").
      const { userId, source: _source, consumedOn: _day, meal: _meal, status: _status, imageUrl: _image, ...values } = calculation;
      const { meal, consumedOn } = correction.moveTo ?? {};
      [saved = null] = await tx
        .update(calorieCalculations)
        .set({ ...values, ...(meal ? { meal } : {}), ...(consumedOn ? { consumedOn } : {}), updatedAt: new Date() })
        .where(and(eq(calorieCalculations.id, correctsId), eq(calorieCalculations.userId, userId), eq(calorieCalculations.status, correction.logged ? "CONFIRMED" : "PENDING")))
        .returning();
    }
    if (calculation && !saved) saved = (await tx.insert(calorieCalculations).values(calculation).returning())[0] ?? null;
    if (!calculation && correctsId && correction.moveTo) {
      const { meal, consumedOn } = correction.moveTo;
      await tx
        .update(calorieCalculations)
        .set({ ...(meal ? { meal } : {}), ...(consumedOn ? { consumedOn } : {}), updatedAt: new Date() })
        .where(and(eq(calorieCalculations.id, correctsId), eq(calorieCalculations.userId, correction.userId), eq(calorieCalculations.status, correction.logged ? "CONFIRMED" : "PENDING")));
    }
    // Only the ids come back: the reply names its message by id, and mapping every column of both rows cost each turn.
    const rows = await tx.insert(chatMessages).values(messages(saved?.id ?? null)).returning({ id: chatMessages.id });
    return { calculation: saved, messages: rows };
  });
}

function historyQuery(db: TDb) {
  const userId = sql.placeholder("userId");
  return db
    .select({ message: chatMessages, calculation: calorieCalculations, profile: profileColumns })
    .from(chatMessages)
    // Joined on the id alone (a primary-key lookup per message); the owner is checked on the joined row below. Joining on
    // id and owner let the planner compare each message with all of a heavy user's meals (issue 28).
    .leftJoin(calorieCalculations, eq(calorieCalculations.id, chatMessages.calculationId))
    // The saved profile, on the answers it matters to (profileAdditions reads it only for a PROFILE_QUESTION; decision
    // 026). As the key of the lookup, not a filter after it: other messages look up NULL and read no profile row.
    .leftJoin(nutritionalProfiles, eq(nutritionalProfiles.userId, sql`CASE WHEN ${chatMessages.intent} = 'PROFILE_QUESTION' THEN ${chatMessages.userId} END`))
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare("chat_history");
}
const preparedHistory = new WeakMap<TDb, ReturnType<typeof historyQuery>>();

/**
 * The newest `limit` messages, oldest first, each with its calculation (the user's own) and, on an answer to a
 * PROFILE_QUESTION, the user's saved profile as it is now, in one prepared round trip.
 */
export async function listHistory(db: TDb, userId: string, limit: number) {
  let query = preparedHistory.get(db);
  if (!query) {
    query = historyQuery(db);
    preparedHistory.set(db, query);
  }
  const rows = await query.execute({ userId, limit });
  return rows.map((r) => (r.calculation && r.calculation.userId !== userId ? { ...r, calculation: null } : r)).reverse();
}

/** Deletes the conversation; meals logged from its photos stay, without the photo. */
export async function clearMessages(db: TDb, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
    await tx
      .update(calorieCalculations)
      .set({ imageUrl: null })
      .where(and(eq(calorieCalculations.userId, userId), like(calorieCalculations.imageUrl, "/uploads/users/%/chat/%")));
  });
}

/** Confirms or rejects; confirmedAt keeps the first confirmation so a repeat does not count again. */
export async function setCalculationStatus(db: TDb, userId: string, id: string, confirmed: boolean) {
  const [row] = await db
    .update(calorieCalculations)
    .set({
      status: confirmed ? "CONFIRMED" : "REJECTED",
      confirmedAt: confirmed ? sql`COALESCE(${calorieCalculations.confirmedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(and(eq(calorieCalculations.id, id), eq(calorieCalculations.userId, userId)))
    .returning();
  return row ?? null;
}

/** The diary records a confirmed card becomes: one per meal of a card that told several, read from its first message. */
export type TSplitCard = (message: string, items: TCalorieCalculationRow["items"], meal: TMealSlot | null) => TMealPart[] | null;

/**
 * Confirms a pending card. A card of several meals of the day (`split`) becomes one confirmed record per meal, in one
 * transaction: the card's own row holds the first meal, new rows the others, all on the card's day (`meals` says which).
 * Any other card, or one already settled, is confirmed as it is (setCalculationStatus), with `meals` null.
 */
export async function confirmCard(db: TDb, userId: string, id: string, split: TSplitCard) {
  const [row] = await db.select().from(calorieCalculations).where(and(eq(calorieCalculations.id, id), eq(calorieCalculations.userId, userId)));
  const [message] = row?.status === "PENDING" ? await cardTexts(db, userId, id) : [];
  const parts = row && message ? split(message, row.items, row.meal) : null;
  if (!row || !parts) return { row: await setCalculationStatus(db, userId, id, true), meals: null };
  const [first, ...others] = parts as [TMealPart, ...TMealPart[]];
  const confirmedAt = new Date();
  const kept = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(calorieCalculations)
      .set({ ...first, status: "CONFIRMED", confirmedAt, updatedAt: confirmedAt })
      .where(and(eq(calorieCalculations.id, id), eq(calorieCalculations.userId, userId), eq(calorieCalculations.status, "PENDING")))
      .returning();
    if (!updated) return null;
    const common = { userId, source: row.source, consumedOn: row.consumedOn, unread: [], status: "CONFIRMED" as const, confirmedAt, calculatedAt: row.calculatedAt };
    await tx.insert(calorieCalculations).values(others.map((part) => ({ ...common, ...part })));
    return updated;
  });
  return kept ? { row: kept, meals: parts } : { row: await setCalculationStatus(db, userId, id, true), meals: null };
}

/** Fibre (g) and sodium (mg) live in the calculation's nutrients, not in columns of their own. */
const nutrientOf = (key: "fiber" | "sodium", status: "CONFIRMED" | "PENDING") =>
  sql<number>`COALESCE(SUM((${calorieCalculations.additionalNutrients}->>${key})::double precision) FILTER (WHERE ${calorieCalculations.status} = ${status}), 0)`;

/** One status's sums of a day's meals, as SQL columns (FILTER keeps both statuses in one read). */
function sums(status: "CONFIRMED" | "PENDING") {
  const of = (column: AnyPgColumn) => sql<number>`COALESCE(SUM(${column}) FILTER (WHERE ${calorieCalculations.status} = ${status}), 0)`;
  return {
    calories: of(calorieCalculations.totalCalories),
    protein: of(calorieCalculations.protein),
    carbohydrates: of(calorieCalculations.carbohydrates),
    fat: of(calorieCalculations.fat),
    fiber: nutrientOf("fiber", status),
    sodium: nutrientOf("sodium", status),
    count: sql<number>`COUNT(*) FILTER (WHERE ${calorieCalculations.status} = ${status})`,
  };
}

const numbers = (row: Record<string, unknown> | undefined) => ({
  calories: Number(row?.["calories"] ?? 0),
  protein: Number(row?.["protein"] ?? 0),
  carbohydrates: Number(row?.["carbohydrates"] ?? 0),
  fat: Number(row?.["fat"] ?? 0),
  fiber: Number(row?.["fiber"] ?? 0),
  sodium: Number(row?.["sodium"] ?? 0),
  count: Number(row?.["count"] ?? 0),
});

/**
 * A day's confirmed meals (the diary) and, apart, the meals analysed that day and not yet confirmed (cards still open
 * in the chat), in one read.
 */
export async function dayTotalsOn(db: TDb, userId: string, day: string) {
  const confirmed = sums("CONFIRMED");
  const open = sums("PENDING");
  const [row] = await db
    .select({
      calories: confirmed.calories, protein: confirmed.protein, carbohydrates: confirmed.carbohydrates, fat: confirmed.fat, fiber: confirmed.fiber, sodium: confirmed.sodium, count: confirmed.count,
      openCalories: open.calories, openProtein: open.protein, openCarbohydrates: open.carbohydrates, openFat: open.fat, openFiber: open.fiber, openSodium: open.sodium, openCount: open.count,
    })
    .from(calorieCalculations)
    .where(and(eq(calorieCalculations.userId, userId), eq(calorieCalculations.consumedOn, day)));
  return {
    ...numbers(row),
    unconfirmed: numbers(row && { calories: row.openCalories, protein: row.openProtein, carbohydrates: row.openCarbohydrates, fat: row.openFat, fiber: row.openFiber, sodium: row.openSodium, count: row.openCount }),
  };
}

/** Every message a card answered, oldest first: each reply is stored 1 ms after the message it answers (saveTurn's callers). */
async function cardTexts(db: TDb, userId: string, calculationId: string): Promise<string[]> {
  const replies = await db
    .select({ at: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.calculationId, calculationId), eq(chatMessages.direction, "OUTGOING")))
    .orderBy(chatMessages.createdAt);
  if (replies.length === 0) return [];
  const asked = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.direction, "INCOMING"), inArray(chatMessages.createdAt, replies.map((r) => new Date(r.at.getTime() - 1)))))
    .orderBy(chatMessages.createdAt);
  return asked.map((a) => a.content);
}

/** How many turns back the last unconfirmed card can still be edited in words. */
const PENDING_WINDOW = 6;

function conversationQuery(db: TDb) {
  return db
    .select({
      direction: chatMessages.direction,
      content: chatMessages.content,
      calculationId: chatMessages.calculationId,
      isGeneratingMealPlan: chatMessages.isGeneratingMealPlan,
      createdAt: chatMessages.createdAt,
      status: calorieCalculations.status,
      consumedOn: calorieCalculations.consumedOn,
      meal: calorieCalculations.meal,
    })
    .from(chatMessages)
    .leftJoin(calorieCalculations, eq(calorieCalculations.id, chatMessages.calculationId))
    .where(and(eq(chatMessages.userId, sql.placeholder("userId")), eq(chatMessages.isErrorMessage, false)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare("chat_conversation");
}
const preparedConversation = new WeakMap<TDb, ReturnType<typeof conversationQuery>>();

/** The recent turns of the conversation, and the last unconfirmed card with the meal text it came from. */
export async function loadConversation(db: TDb, userId: string, limit: number): Promise<TConversation> {
  let query = preparedConversation.get(db);
  if (!query) {
    query = conversationQuery(db);
    preparedConversation.set(db, query);
  }
  const turns = (await query.execute({ userId, limit })).reverse();
  // The last card of the conversation stays editable across a few turns without a card ("quanto deu?", "e teve sobremesa").
  const lastCard = turns.findLastIndex((t) => t.direction === "OUTGOING" && t.calculationId !== null);
  const last = lastCard >= 0 && lastCard >= turns.length - PENDING_WINDOW ? turns[lastCard] : undefined;
  let card: TConversationCard | null = null;
  if (last?.direction === "OUTGOING" && last.calculationId && (last.status === "PENDING" || last.status === "CONFIRMED")) {
    // The user messages answered with this calculation: the meal, then any corrections already applied to it.
    let texts = turns.flatMap((t, i) => (t.direction === "INCOMING" && turns[i + 1]?.calculationId === last.calculationId ? [t.content] : []));
    // A long chain of edits can start before the window: its meal is read from the card's own messages.
    const first = turns.findIndex((t) => t.calculationId === last.calculationId);
    if (turns.length === limit && first <= 1) texts = await cardTexts(db, userId, last.calculationId);
    if (texts.length > 0) card = { calculationId: last.calculationId, mealText: texts[0]!, corrections: texts.slice(1), ...(last.consumedOn ? { consumedOn: last.consumedOn } : {}), meal: last.meal };
  }
  const pending = last?.status === "PENDING" ? card : null;
  const logged = last?.status === "CONFIRMED" ? card : null;
  // The card before it, still open: "o pão de queijo era pequeno" after the lunch was told corrects the snack.
  const before = last ? turns.findLast((t) => t.direction === "OUTGOING" && t.calculationId !== null && t.calculationId !== last.calculationId) : undefined;
  const earlierTexts = before?.status === "PENDING" ? turns.flatMap((t, i) => (t.direction === "INCOMING" && turns[i + 1]?.calculationId === before.calculationId ? [t.content] : [])) : [];
  const earlier: TConversationCard | null =
    before?.calculationId && earlierTexts.length > 0 ? { calculationId: before.calculationId, mealText: earlierTexts[0]!, corrections: earlierTexts.slice(1), ...(before.consumedOn ? { consumedOn: before.consumedOn } : {}), meal: before.meal } : null;
  return { turns: turns.map(({ status: _status, consumedOn: _day, meal: _meal, createdAt, ...turn }) => ({ ...turn, sentOn: localDate(createdAt) })), pending, logged, earlier };
}

/** The user's assistant message and the user's message it answered (the one stored just before it). */
export async function findAnsweredMessage(db: TDb, userId: string, messageId: string) {
  const [reply] = await db
    .select({ intent: chatMessages.intent, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.userId, userId), eq(chatMessages.direction, "OUTGOING")))
    .limit(1);
  if (!reply) return null;
  const [before] = await db
    .select({ direction: chatMessages.direction, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), lt(chatMessages.createdAt, reply.createdAt)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  return { intent: reply.intent, userText: before?.direction === "INCOMING" ? before.content : null };
}

/** Writes the merged fields of the nutritional profile, creating the row when the user has none yet. */
export async function saveProfileFields(db: TDb, userId: string, fields: TNutritionalProfileUpdate) {
  const values = { ...fields, updatedAt: new Date() };
  await db.insert(nutritionalProfiles).values({ userId, ...values }).onConflictDoUpdate({ target: nutritionalProfiles.userId, set: values });
}

export function toHistoryContract(row: TChatMessageRow, calculation: TCalorieCalculation | null, profileSuggestion: TProfileSuggestion | null): TChatHistoryMessage {
  return {
    id: row.id,
    content: row.content,
    direction: row.direction,
    timestamp: row.createdAt.toISOString(),
    mediaType: row.mediaType,
    mediaUrl: row.mediaType === "IMAGE" ? row.mediaUrl : null,
    audioUrl: row.mediaType === "AUDIO" ? row.mediaUrl : null,
    calculationId: row.calculationId,
    calculation,
    isErrorMessage: row.isErrorMessage,
    isNutritionRelated: row.isNutritionRelated,
    isProfileRequired: row.isProfileRequired,
    isGeneratingMealPlan: row.isGeneratingMealPlan,
    channel: row.channel,
    profileSuggestion,
  };
}
