import { z } from "zod";
import { ZCalorieCalculation } from "./calorie-calculation";
import { ZProfileSuggestion } from "./profile-suggestion";

import { CHAT_MESSAGE_MAX_LENGTH } from "../calc/chat-limits";
export { CHAT_MESSAGE_MAX_LENGTH, CHAT_IMAGE_MAX_BYTES, CHAT_AUDIO_MAX_BYTES, CHAT_AUDIO_MIN_BYTES } from "../calc/chat-limits";

export const CHAT_INTENTS = [
  "SAFETY",
  "FOOD_LOG",
  "PLAN_REQUEST",
  "DAY_SUMMARY",
  "PROFILE_QUESTION",
  "NUTRITION_QUESTION",
  "SMALL_TALK",
  "OUT_OF_SCOPE",
] as const;
export const ZChatIntent = z.enum(CHAT_INTENTS);
export type TChatIntent = z.infer<typeof ZChatIntent>;

/** POST /api/chat/message (001 §7). */
export const ZChatMessageRequest = z
  .object({
    message: z.string().trim().min(1, "A mensagem não pode estar vazia.").max(CHAT_MESSAGE_MAX_LENGTH),
    isFoodRelated: z.boolean().optional(),
  })
  .strict();
export type TChatMessageRequest = z.infer<typeof ZChatMessageRequest>;

/** The assistant's answer to a text, image or audio turn; `calculation` spares the web from reading markdown. */
export const ZChatReply = z.object({
  success: z.literal(true),
  errorMessage: z.null(),
  message: z.string(),
  calculationId: z.string().nullable(),
  calculation: ZCalorieCalculation.nullable(),
  nutritionRelated: z.boolean(),
  profileRequired: z.boolean(),
  intent: ZChatIntent,
  /** What a statement about oneself would add to the saved profile, offered in one tap (issue 27). */
  profileSuggestion: ZProfileSuggestion.nullable(),
});
export type TChatReply = z.infer<typeof ZChatReply>;

export const ZChatImageResponse = ZChatReply.extend({ imageUrl: z.string() });
export type TChatImageResponse = z.infer<typeof ZChatImageResponse>;

/** POST /api/chat/audio: `success: false` with an errorCode when audio cannot be handled here (no transcription provider). */
export const ZChatAudioResponse = z.object({
  success: z.boolean(),
  errorCode: z.string().nullable(),
  message: z.string(),
  transcribedText: z.string().nullable(),
  calculationId: z.string().nullable(),
  calculation: ZCalorieCalculation.nullable(),
  nutritionRelated: z.boolean(),
  profileRequired: z.boolean(),
  audioUrl: z.string().nullable(),
});
export type TChatAudioResponse = z.infer<typeof ZChatAudioResponse>;

export const ZChatDirection = z.enum(["INCOMING", "OUTGOING"]);
export type TChatDirection = z.infer<typeof ZChatDirection>;
export const ZChatMediaType = z.enum(["IMAGE", "AUDIO"]);
export type TChatMediaType = z.infer<typeof ZChatMediaType>;

/** 001 §3 Chat message: INCOMING is the user, OUTGOING the assistant. */
export const ZChatHistoryMessage = z.object({
  id: z.string(),
  content: z.string(),
  direction: ZChatDirection,
  timestamp: z.string(),
  mediaType: ZChatMediaType.nullable(),
  mediaUrl: z.string().nullable(),
  audioUrl: z.string().nullable(),
  calculationId: z.string().nullable(),
  calculation: ZCalorieCalculation.nullable(),
  isErrorMessage: z.boolean(),
  isNutritionRelated: z.boolean(),
  isProfileRequired: z.boolean(),
  isGeneratingMealPlan: z.boolean(),
  /** Where the message was exchanged (issue 17). */
  channel: z.enum(["WEB", "WHATSAPP", "TELEGRAM"]),
  /** Read against the profile as it is now: gone once the profile holds everything the message said. */
  profileSuggestion: ZProfileSuggestion.nullable(),
});
export type TChatHistoryMessage = z.infer<typeof ZChatHistoryMessage>;

export const ZChatHistoryResponse = z.object({ messages: z.array(ZChatHistoryMessage) });
export type TChatHistoryResponse = z.infer<typeof ZChatHistoryResponse>;

/** POST /api/chat/confirm-food; any id string is accepted so that a bad one gets the spec's message. */
export const ZConfirmFoodRequest = z
  .object({
    calculationId: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((v) => (v === null || v === undefined ? null : String(v))),
    confirmed: z.boolean(),
  })
  .strict();
export type TConfirmFoodRequest = z.input<typeof ZConfirmFoodRequest>;

export const ZConfirmFoodResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  calculation: ZCalorieCalculation,
});
export type TConfirmFoodResponse = z.infer<typeof ZConfirmFoodResponse>;

export const CONFIRM_FOOD_MESSAGES = {
  confirmed: "Alimento registrado com sucesso!",
  rejected: "Alimento não registrado na contagem diária.",
} as const;
