import { z } from "zod";
import { FEEDBACK_REQUIRED_MESSAGE, RATING_MAX } from "../calc/feedback-texts";
export { FEEDBACK_TYPES, FEEDBACK_REQUIRED_MESSAGE, FEEDBACK_MESSAGES, RATING_MAX } from "../calc/feedback-texts";

export const ZFeedbackType = z.enum([
  "CONVERSATION_QUALITY",
  "MEAL_PLAN_QUALITY",
  "APP_USABILITY",
  "GENERAL_SUGGESTION",
  "FEATURE_REQUEST",
  "BUG_REPORT",
]);
export type TFeedbackType = z.infer<typeof ZFeedbackType>;
export const ZFeedbackSource = z.enum(["FORM", "AUTO_DETECTED", "POPUP", "PERIODIC_SURVEY"]);
export type TFeedbackSource = z.infer<typeof ZFeedbackSource>;


/** POST /api/feedback (001 §5: a rating or a non-blank comment). */
export const ZFeedbackRequest = z
  .object({
    type: ZFeedbackType,
    rating: z.number().int().min(0).max(RATING_MAX).nullable().optional(),
    comment: z.string().max(2000).optional().default(""),
    source: ZFeedbackSource.optional().default("FORM"),
    messageId: z.string().uuid().optional(),
    /** Periodic survey only: "how likely are you to recommend us" from 0 to 10. */
    npsScore: z.number().int().min(0).max(10).optional(),
  })
  .strict()
  .transform((v) => ({ ...v, comment: v.comment.trim(), rating: v.rating ? v.rating : null }))
  .refine((v) => v.source !== "AUTO_DETECTED" || v.messageId !== undefined, {
    message: "Informe a resposta do assistente avaliada",
    path: ["messageId"],
  })
  .refine((v) => v.rating !== null || v.comment.length > 0 || v.npsScore !== undefined || v.source === "AUTO_DETECTED", {
    message: FEEDBACK_REQUIRED_MESSAGE,
  });
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;
export type TFeedbackInput = z.output<typeof ZFeedbackRequest>;

export const ZIncentiveKind = z.enum(["EXTRA_MESSAGES", "EXTRA_TRIAL_DAYS", "NEXT_CHARGE_DISCOUNT"]);
export type TIncentiveKind = z.infer<typeof ZIncentiveKind>;
export const INCENTIVE_LIMITS: Record<TIncentiveKind, number> = { EXTRA_MESSAGES: 200, EXTRA_TRIAL_DAYS: 30, NEXT_CHARGE_DISCOUNT: 50 };

export function describeIncentive(kind: TIncentiveKind, amount: number): string {
  if (kind === "EXTRA_MESSAGES") return `${amount} mensagens extras no período atual`;
  if (kind === "EXTRA_TRIAL_DAYS") return `${amount} dia(s) extra(s) de teste grátis`;
  return `${amount}% de desconto na próxima cobrança`;
}

export const ZFeedback = z.object({
  id: z.string(),
  type: ZFeedbackType,
  source: ZFeedbackSource,
  rating: z.number().nullable(),
  comment: z.string(),
  npsScore: z.number().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.string(),
  awardedIncentive: z.boolean(),
  incentiveApplied: z.boolean(),
  adminResponse: z.string().nullable(),
  adminResponseDate: z.string().nullable(),
  incentiveDetails: z.string().nullable(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const ZIncentivesSummary = z.object({
  hasIncentives: z.boolean(),
  incentivesCount: z.number(),
  /** Discount already applied and waiting for the next charge (billing consumes it). */
  nextChargeDiscountPercent: z.number(),
});
export const ZFeedbackListResponse = z.object({ feedback: z.array(ZFeedback), incentives: ZIncentivesSummary });
export type TFeedbackListResponse = z.infer<typeof ZFeedbackListResponse>;
export const ZApplyIncentivesResponse = z.object({ success: z.literal(true), appliedCount: z.number(), message: z.string() });
export type TApplyIncentivesResponse = z.infer<typeof ZApplyIncentivesResponse>;

/** GET /api/feedback/prompt: which in-app prompt, if any, the server wants shown now. */
export const ZFeedbackPromptKind = z.enum(["POPUP", "PERIODIC_SURVEY"]);
export type TFeedbackPromptKind = z.infer<typeof ZFeedbackPromptKind>;
export const ZFeedbackPromptResponse = z.object({ prompt: ZFeedbackPromptKind.nullable() });
export type TFeedbackPromptResponse = z.infer<typeof ZFeedbackPromptResponse>;
export const ZFeedbackPromptDismiss = z.object({ prompt: ZFeedbackPromptKind }).strict();

/** Admin: answer a feedback and optionally award one incentive. */
export const ZFeedbackRespondRequest = z
  .object({
    adminResponse: z.string().trim().min(1, "Escreva a resposta").max(2000),
    incentive: z
      .object({ kind: ZIncentiveKind, amount: z.number().int().min(1, "Informe um valor maior que zero") })
      .strict()
      .refine((i) => i.amount <= INCENTIVE_LIMITS[i.kind], { message: "Valor do incentivo acima do permitido" })
      .optional(),
  })
  .strict();
export type TFeedbackRespondRequest = z.infer<typeof ZFeedbackRespondRequest>;

export const ZAdminFeedback = ZFeedback.extend({ userId: z.string(), userName: z.string(), userEmail: z.string() });
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;
export const ZAdminFeedbackQuery = z.object({
  type: ZFeedbackType.optional(),
  status: z.enum(["all", "pending", "responded"]).optional().default("all"),
});
