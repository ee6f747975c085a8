import { turnOf } from "./chat.turn";
import type { FastifyInstance } from "fastify";
import {
  CONFIRM_FOOD_MESSAGES,
  isProfileComplete,
  addDays,
  localDate,
  readMealSlot,
  type TCalculationSource,
  type TChatAudioResponse,
  type TChatHistoryResponse,
  type TChatImageResponse,
  type TChatMediaType,
  type TChatReply,
  type TConfirmFoodResponse,
  type TNutritionalProfile,
  type TProfileSuggestion,
  type TSaveFactsResponse,
} from "@nutriguia/domain";
import type { TMealAnalysis, TNutritionProfile } from "@nutriguia/nutrition";
import { AiChainError } from "../../ai/fallback";
import { AppError } from "../../lib/app-error";
import { userUploadsFolder } from "../../plugins/uploads";
import { isUuid, toCalculationContract, toCalculationItem } from "../../shared/calculation-view";
import { mealsOfCard, settledAsMeals } from "./chat.card-split";
import { consumeQuota, refundQuota, resolvePlanState, type TPlanState } from "../billing";
import { loadProfile, loadUserWithProfile, toProfileContract } from "../../shared/user-view";
import { PHOTO_WITHOUT_VISION } from "./compose/compose-replies";
import { describeMealPhoto, transcribeAudio } from "./chat.llm";
import { imageKindOf, NO_TRANSCRIPTION_MESSAGE, prepareImage, validateAudio } from "./chat.media";
import { runTurn, screenTurn, type TTurn } from "./chat.pipeline";
import { readTurn } from "./chat.read-turn";
import { boughtAsked } from "./understand/bought";
import { appHelpTurn } from "./chat.app-help";
import { withToldIntake } from "./chat.told-intake";
import * as repo from "./chat.repository";
import { profileAdditions, SAVE_HINT, withAdditions } from "./profile-suggestion";
import { planTools } from "./chat.plan-tools";

const HISTORY_LIMIT = 200;
const MESSAGE_NOT_FOUND = "Mensagem não encontrada.";
const CONTEXT_MESSAGES = 12;

type TUserMessage = { content: string; mediaType: TChatMediaType | null; mediaUrl: string | null };
/** The messaging channel a turn came through (stored on both chat messages). */
export type TChatChannel = "WEB" | "WHATSAPP" | "TELEGRAM";

type TRespondOptions = {
  source: TCalculationSource;
  channel?: TChatChannel;
  isFoodRelated?: boolean;
  forceFood?: boolean;
  noFoodReply?: string;
  user: TUserMessage;
  imageUrl?: string | null;
};

function toAppError(error: unknown): unknown {
  if (!(error instanceof AiChainError)) return error;
  if (error.kind === "vision") return new AppError("IMAGE_ANALYSIS_FAILED");
  return new AppError(error.unavailable ? "SERVICE_UNAVAILABLE" : "AI_SERVICE_ERROR");
}

const suggestionOf = (messageId: string, additions: TProfileSuggestion["additions"]): TProfileSuggestion | null =>
  additions.length > 0 ? { messageId, additions } : null;

function engineProfile(profile: TNutritionalProfile | null): TNutritionProfile | undefined {
  return profile ? (profile as TNutritionProfile) : undefined;
}

export function createChatService(app: FastifyInstance) {
  const { db } = app;

  async function loadContext(userId: string) {
    const row = await loadUserWithProfile(db, userId);
    if (!row) throw new AppError("UNAUTHORIZED");
    const contract = row.profile ? toProfileContract(row.profile) : null;
    return {
      saved: contract,
      profile: engineProfile(contract),
      profileComplete: isProfileComplete(contract),
      firstName: row.user.fullName.split(" ")[0] ?? null,
    };
  }

  function calculationFor(userId: string, analysis: TMealAnalysis, source: TCalculationSource, imageUrl: string | null, text: string): repo.TNewCalculation {
    const { meal, consumedOn } = readMealSlot(text);
    return {
      userId,
      foodDescription: analysis.description,
      totalCalories: analysis.totals.calories,
      protein: analysis.totals.protein,
      carbohydrates: analysis.totals.carbohydrates,
      fat: analysis.totals.fat,
      additionalNutrients: { ...analysis.additionalNutrients },
      positivePoints: analysis.positivePoints,
      improvementPoints: analysis.improvementPoints,
      items: analysis.items.map((i) => toCalculationItem(i, i.source)),
      unread: analysis.unread,
      imageUrl,
      source,
      status: "PENDING",
      meal,
      consumedOn,
    };
  }

  async function savedProfile(userId: string): Promise<TNutritionalProfile | null> {
    const profile = await loadProfile(db, userId);
    return profile ? toProfileContract(profile) : null;
  }

  /** A statement about oneself that the profile does not hold yet is offered for saving (the hint names the web's button). */
  async function store(userId: string, turn: TTurn, options: TRespondOptions, saved: TNutritionalProfile | null): Promise<TChatReply> {
    const now = Date.now();
    const additions = profileAdditions(options.user.content, turn.intent, saved);
    const content = additions.length > 0 && (options.channel ?? "WEB") === "WEB" ? `${turn.content}\n\n${SAVE_HINT}` : turn.content;
    const calculation = turn.analysis ? calculationFor(userId, turn.analysis, options.source, options.imageUrl ?? null, options.user.content) : null;
    const correction = turn.correctsCalculationId ? { id: turn.correctsCalculationId, userId, ...(turn.moveTo ? { moveTo: turn.moveTo } : {}), ...(turn.correctsLogged ? { logged: true } : {}) } : null;
    const stored = await repo.saveTurn(db, calculation, correction, (calculationId) => [
      { userId, direction: "INCOMING", channel: options.channel ?? "WEB", ...options.user, intent: turn.intent, isNutritionRelated: turn.nutritionRelated, createdAt: new Date(now) },
      {
        userId,
        direction: "OUTGOING",
        channel: options.channel ?? "WEB",
        content,
        intent: turn.intent,
        calculationId,
        isNutritionRelated: turn.nutritionRelated,
        isProfileRequired: turn.profileRequired,
        isGeneratingMealPlan: turn.isGeneratingMealPlan ?? false,
        composer: turn.composer,
        createdAt: new Date(now + 1),
      },
    ]);
    return {
      success: true,
      errorMessage: null,
      message: content,
      calculationId: stored.calculation?.id ?? null,
      calculation: stored.calculation ? toCalculationContract(stored.calculation) : null,
      nutritionRelated: turn.nutritionRelated,
      profileRequired: turn.profileRequired,
      intent: turn.intent,
      profileSuggestion: suggestionOf(stored.messages[1]!.id, additions),
    };
  }

  /** Spends one message, runs the turn, and gives the message back if no answer could be produced. */
  async function metered<T>(userId: string, plan: TPlanState | null, work: (state: TPlanState) => Promise<T>): Promise<T> {
    const state = plan ?? (await consumeQuota(db, userId, "messages"));
    try {
      return await work(state);
    } catch (error) {
      await refundQuota(db, userId, "messages", state.periodStart);
      throw toAppError(error);
    }
  }

  async function respond(userId: string, text: string, options: TRespondOptions, plan: TPlanState | null = null): Promise<TChatReply> {
    const ctx = await loadContext(userId);
    const conversation = await repo.loadConversation(db, userId, CONTEXT_MESSAGES);
    // "comprei 1 kg de banana, quantas calorias tem uma?": the question about the food bought, read without the kilo.
    const said = options.forceFood ? text : (boughtAsked(text) ?? text);
    // Support, refusals and questions about the app itself are answered before any quota is spent.
    const read = readTurn(said, ctx.profile, conversation, options.forceFood);
    const screened = screenTurn(read) ?? (options.forceFood ? null : appHelpTurn(read));
    if (screened) return store(userId, screened, options, ctx.saved);
    const { saved, ...turnContext } = ctx;
    return metered(userId, plan, async (state) => {
      const turn = await runTurn({
        ...turnContext,
        text: said,
        isFoodRelated: options.isFoodRelated,
        forceFood: options.forceFood,
        noFoodReply: options.noFoodReply,
        ai: app.ai,
        conversation,
        read,
        loadDay: async () => withToldIntake(await repo.dayTotalsOn(db, userId, localDate()), read.facts.told),
        loadYesterday: () => repo.dayTotalsOn(db, userId, addDays(localDate(), -1)),
        settleCard: async (calculationId, confirmed) => (confirmed ? settledAsMeals(await repo.confirmCard(db, userId, calculationId, mealsOfCard)) : repo.setCalculationStatus(db, userId, calculationId, false)),
        ...planTools(db, userId, read.facts.profile),
      });
      return storeAndSettle(userId, turn, options, state, saved);
    });
  }

  /** Stores the turn; one that served no new request gives its message back (docs/decisions/303). */
  async function storeAndSettle(userId: string, turn: TTurn, options: TRespondOptions, state: TPlanState, saved: TNutritionalProfile | null): Promise<TChatReply> {
    const reply = await store(userId, turn, options, saved);
    if (turn.counts === false) await refundQuota(db, userId, "messages", state.periodStart);
    return reply;
  }

  return {
    sendMessage: (userId: string, message: string, isFoodRelated?: boolean, channel: TChatChannel = "WEB") =>
      respond(userId, message, {
        source: channel === "WEB" ? "WEB_CHAT" : channel,
        channel,
        isFoodRelated,
        user: { content: message, mediaType: null, mediaUrl: null },
      }),

    async sendImage(userId: string, file: Buffer, caption: string, channel: TChatChannel = "WEB"): Promise<TChatImageResponse> {
      // The allowance is spent before anything is decoded or stored; a refused or failed photo gives it back.
      imageKindOf(file);
      const plan = await consumeQuota(db, userId, "messages");
      const image = await metered(userId, plan, () => prepareImage(file));
      const imageUrl = await metered(userId, plan, () => app.uploads.save(image.data, image.extension, userUploadsFolder(userId, "chat")));
      const user = { content: caption, mediaType: "IMAGE" as const, mediaUrl: imageUrl };
      const options = { source: "PHOTO" as const, channel, isFoodRelated: true, forceFood: true, noFoodReply: PHOTO_WITHOUT_VISION, user, imageUrl };
      try {
        if (!app.ai.has("vision")) {
          if (caption) return { ...(await respond(userId, caption, options, plan)), imageUrl };
          const turn = turnOf("FOOD_LOG", PHOTO_WITHOUT_VISION, "builtin", { counts: false });
          return { ...(await metered(userId, plan, (state) => storeAndSettle(userId, turn, options, state, null))), imageUrl };
        }
        const described = await metered(userId, plan, async () => {
          const text = await describeMealPhoto(app.ai, image.data, image.mime, caption);
          if (!text) throw new AppError("IMAGE_ANALYSIS_FAILED");
          return text;
        });
        return { ...(await respond(userId, described, options, plan)), imageUrl };
      } catch (error) {
        await app.uploads.remove(imageUrl);
        throw error;
      }
    },

    async sendAudio(userId: string, file: Buffer, channel: TChatChannel = "WEB"): Promise<TChatAudioResponse> {
      const state = await resolvePlanState(db, userId);
      if (state.kind === "TRIAL" || state.kind === "NONE") throw new AppError("PREMIUM_FEATURE");
      const kind = validateAudio(file);
      if (!app.ai.has("transcription")) {
        return { success: false, errorCode: "SERVICE_UNAVAILABLE", message: NO_TRANSCRIPTION_MESSAGE, transcribedText: null, calculationId: null, calculation: null, nutritionRelated: false, profileRequired: false, audioUrl: null };
      }
      const plan = await consumeQuota(db, userId, "messages");
      const text = (await metered(userId, plan, () => transcribeAudio(app.ai, file, `audio.${kind}`))).trim();
      if (!text) {
        await refundQuota(db, userId, "messages", plan.periodStart);
        throw new AppError("VALIDATION_ERROR", "Não foi possível entender o áudio. Tente gravar novamente, falando perto do microfone.");
      }
      const audioUrl = await app.uploads.save(file, kind, userUploadsFolder(userId, "chat"));
      const reply = await respond(userId, text, { source: "AUDIO", channel, isFoodRelated: true, user: { content: text, mediaType: "AUDIO", mediaUrl: audioUrl } }, plan);
      const { success, message, calculationId, calculation, nutritionRelated, profileRequired } = reply;
      return { success, errorCode: null, message, transcribedText: text, calculationId, calculation, nutritionRelated, profileRequired, audioUrl };
    },

    /** Each answered statement carries what saving it would still add, read against the profile as it is now. */
    async history(userId: string): Promise<TChatHistoryResponse> {
      const rows = await repo.listHistory(db, userId, HISTORY_LIMIT);
      // Every answer that needs the profile carries it (listHistory); the others read none.
      const held = rows.find((r) => r.profile)?.profile;
      const saved = held ? toProfileContract(held) : null;
      return {
        messages: rows.map((r, i) => {
          const before = rows[i - 1]?.message;
          const answered = r.message.direction === "OUTGOING" && before?.direction === "INCOMING" ? before.content : null;
          const suggestion = answered === null ? null : suggestionOf(r.message.id, profileAdditions(answered, r.message.intent, saved));
          return repo.toHistoryContract(r.message, r.calculation && toCalculationContract(r.calculation), suggestion);
        }),
      };
    },

    /** "Salvar no meu perfil": what the answered statement still adds, merged into the profile; a repeat adds nothing. */
    async saveFacts(userId: string, messageId: string): Promise<TSaveFactsResponse> {
      if (!isUuid(messageId)) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND);
      const answered = await repo.findAnsweredMessage(db, userId, messageId);
      if (!answered) throw new AppError("NOT_FOUND", MESSAGE_NOT_FOUND);
      const saved = await savedProfile(userId);
      const additions = answered.userText === null ? [] : profileAdditions(answered.userText, answered.intent, saved);
      if (additions.length === 0) return { success: true, profile: saved, saved: [] };
      await repo.saveProfileFields(db, userId, withAdditions(saved, additions));
      return { success: true, profile: await savedProfile(userId), saved: additions.map((a) => a.label) };
    },

    /** "Limpar conversa": the messages and every photo or recording sent in them. */
    async clear(userId: string) {
      await repo.clearMessages(db, userId);
      await app.uploads.removeFolder(userUploadsFolder(userId, "chat"));
    },

    async confirmFood(userId: string, calculationId: string | null, confirmed: boolean): Promise<TConfirmFoodResponse> {
      if (!calculationId || !isUuid(calculationId)) throw new AppError("INVALID_CALCULATION_ID");
      const row = confirmed ? (await repo.confirmCard(db, userId, calculationId, mealsOfCard)).row : await repo.setCalculationStatus(db, userId, calculationId, false);
      if (!row) throw new AppError("INVALID_CALCULATION_ID");
      return { success: true, message: confirmed ? CONFIRM_FOOD_MESSAGES.confirmed : CONFIRM_FOOD_MESSAGES.rejected, calculation: toCalculationContract(row) };
    },
  };
}
