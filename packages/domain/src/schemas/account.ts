import { z } from "zod";

export const ZSubscriptionResponse = z.object({
  subscription: z
    .object({
      plan: z.enum(["PRO", "PRO_PLUS"]),
      status: z.enum(["ACTIVE", "PAST_DUE", "CANCELLED", "EXPIRED"]),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    })
    .nullable(),
  trial: z
    .object({
      active: z.boolean(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      messagesLimit: z.number(),
      mealPlansLimit: z.number(),
    })
    .nullable(),
  unlimited: z.boolean(),
  /** Issue 15: the allowance in force now. FREE is what an account keeps after the trial without a plan. */
  plan: z.enum(["TRIAL", "FREE", "PRO", "PRO_PLUS", "UNLIMITED"]),
  status: z.enum(["TRIALING", "ACTIVE", "PAST_DUE", "CANCELLED", "EXPIRED", "FREE", "UNLIMITED"]),
  interval: z.enum(["MONTH", "YEAR"]).nullable(),
  /** End of the trial or of the paid period (renewal date, or access end when cancelling). */
  periodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Access kept until this date while a failed renewal is retried. */
  graceUntil: z.string().nullable(),
  trialDaysLeft: z.number().nullable(),
  /** Two days or less before the trial ends, with no plan: the in-app banner. */
  trialEndingSoon: z.boolean(),
  /** A refund within 7 days of the first charge is still possible (CDC art. 49). */
  refundable: z.boolean(),
  provider: z.string().nullable(),
  limits: z.object({ messages: z.number().nullable(), mealPlans: z.number().nullable(), audio: z.boolean() }),
  usage: z.object({ messagesUsed: z.number(), mealPlansUsed: z.number() }),
});
export type TSubscriptionResponse = z.infer<typeof ZSubscriptionResponse>;

export const ZUsageResponse = z.object({
  messagesUsed: z.number(),
  messagesLimit: z.number().nullable(),
  mealPlansUsed: z.number(),
  mealPlansLimit: z.number().nullable(),
});
export type TUsageResponse = z.infer<typeof ZUsageResponse>;

export const ZPrivacyConsentRequest = z
  .object({
    privacyPolicyAccepted: z.boolean(),
    privacyPolicyVersion: z.string().max(20).nullable(),
    privacyPolicyAcceptedDate: z.string().max(40).nullable(),
  })
  .strict();
export type TPrivacyConsentRequest = z.infer<typeof ZPrivacyConsentRequest>;

export const ZTermsConsentRequest = z
  .object({
    termsAccepted: z.boolean(),
    termsVersion: z.string().max(20).nullable(),
    termsAcceptedDate: z.string().max(40).nullable(),
  })
  .strict();
export type TTermsConsentRequest = z.infer<typeof ZTermsConsentRequest>;

export const ZDeleteAccountRequest = z
  .object({ password: z.string().min(1, "Senha obrigatória").max(1024) })
  .strict();
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZProfileUpdateResponse = z.object({
  success: z.literal(true),
  fullName: z.string(),
  whatsappNumber: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  /** Present after a password change: the old tokens were revoked, this one continues the session. */
  token: z.string().optional(),
});
export type TProfileUpdateResponse = z.infer<typeof ZProfileUpdateResponse>;

export const ZLegalVersions = z.object({ privacyPolicyVersion: z.string(), termsVersion: z.string() });
export type TLegalVersions = z.infer<typeof ZLegalVersions>;

export const ZProfileUpdateFields = z
  .object({
    fullName: z.string().trim().min(2, "Informe seu nome completo").max(120).optional(),
    phoneNumber: z.string().trim().max(30).optional(),
    currentPassword: z.string().max(1024).optional(),
    newPassword: z.string().max(1024).optional(),
  })
  .strict();
export type TProfileUpdateFields = z.infer<typeof ZProfileUpdateFields>;
