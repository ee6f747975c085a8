import { z } from "zod";
import { ZLegalVersions } from "./account";

/** Back-office settings (issue 18, docs/decisions/530-admin-settings-and-webhooks.md). */

const version = z
  .string()
  .trim()
  .min(1, "Informe a versão")
  .max(20, "A versão deve ter no máximo 20 caracteres")
  .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, "Use apenas letras, números, ponto e hífen (ex.: 2.0)");
export const ZLegalVersionsUpdate = z.object({ privacyPolicyVersion: version, termsVersion: version }).strict();
export type TLegalVersionsUpdate = z.infer<typeof ZLegalVersionsUpdate>;

const priceCents = z
  .number({ message: "Informe o preço" })
  .int("O preço é em centavos, sem frações")
  .min(1, "O preço deve ser maior que zero")
  .max(10_000_000, "Preço alto demais");
const ZIntervalPrices = z.object({ MONTH: priceCents, YEAR: priceCents }).strict();
export const ZPlanPrices = z.object({ PRO: ZIntervalPrices, PRO_PLUS: ZIntervalPrices }).strict();
export type TPlanPrices = z.infer<typeof ZPlanPrices>;

const quota = z.number({ message: "Informe o limite" }).int("O limite deve ser um número inteiro").min(0, "O limite não pode ser negativo").max(1_000_000);
/** A paid plan's fair-use ceiling per period; null is unlimited. */
export const ZQuotaLimits = z.object({ messages: quota.nullable(), mealPlans: quota.nullable() }).strict();
export type TQuotaLimits = z.infer<typeof ZQuotaLimits>;
/** The trial and FREE allowances are always finite: they are what an unpaid account gets. */
const ZFreeQuotaLimits = z.object({ messages: quota, mealPlans: quota }).strict();
export const ZAllPlanLimits = z.object({ TRIAL: ZFreeQuotaLimits, FREE: ZFreeQuotaLimits, PRO: ZQuotaLimits, PRO_PLUS: ZQuotaLimits }).strict();
export type TAllPlanLimits = z.infer<typeof ZAllPlanLimits>;
export const ZLimitPlan = z.enum(["TRIAL", "FREE", "PRO", "PRO_PLUS"]);
export type TLimitPlan = z.infer<typeof ZLimitPlan>;

export const ZPlanSettingsUpdate = z.object({ prices: ZPlanPrices, limits: ZAllPlanLimits }).strict();
export type TPlanSettingsUpdate = z.infer<typeof ZPlanSettingsUpdate>;

export const ZSiteContact = z
  .object({
    email: z.string().trim().toLowerCase().max(254).email("E-mail inválido"),
    phone: z
      .string()
      .trim()
      .min(8, "Telefone muito curto")
      .max(30, "Telefone muito longo")
      .regex(/^[0-9()+\-. ]+$/, "Use apenas números, espaços, parênteses, + e -"),
    city: z.string().trim().min(2, "Informe a cidade").max(80, "Cidade muito longa"),
  })
  .strict();
export type TSiteContact = z.infer<typeof ZSiteContact>;

/** Public GET /api/site/info: what the site shows on the contact page and elsewhere. */
export const ZSiteInfo = z.object({ contact: ZSiteContact });
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

export const ZChannelFlags = z.object({ whatsapp: z.boolean(), telegram: z.boolean() }).strict();
export type TChannelFlags = z.infer<typeof ZChannelFlags>;

const ZChannelSetting = z.object({ enabled: z.boolean(), configured: z.boolean() });

export const ZAiProviderSummary = z.object({
  name: z.string(),
  model: z.string().nullable(),
  visionModel: z.string().nullable(),
  transcriptionModel: z.string().nullable(),
});
export type TAiProviderSummary = z.infer<typeof ZAiProviderSummary>;

export const ZAdminSettings = z.object({
  legal: ZLegalVersions,
  plans: z.object({
    prices: ZPlanPrices,
    limits: ZAllPlanLimits,
    /** With Stripe the charged amount lives in Stripe's Price objects, so prices are read-only here. */
    pricesEditable: z.boolean(),
    billingProvider: z.enum(["local", "stripe"]),
  }),
  contact: ZSiteContact,
  channels: z.object({ whatsapp: ZChannelSetting, telegram: ZChannelSetting }),
  aiProviders: z.array(ZAiProviderSummary),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

/** Webhook events received (channel_webhook_events for WhatsApp and Telegram, billing_events for Stripe). */
export const ZWebhookProvider = z.enum(["whatsapp", "telegram", "stripe"]);
export type TWebhookProvider = z.infer<typeof ZWebhookProvider>;
export const ZWebhookStatus = z.enum(["RECEIVED", "PROCESSED", "IGNORED", "FAILED"]);
export type TWebhookStatus = z.infer<typeof ZWebhookStatus>;

export const ZWebhookEventsQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(["receivedAt,desc", "receivedAt,asc"]).default("receivedAt,desc"),
  /** Matches the event type or id. */
  filter: z.string().trim().max(200).default(""),
  provider: ZWebhookProvider.optional(),
  status: ZWebhookStatus.optional(),
});
export type TWebhookEventsQuery = z.infer<typeof ZWebhookEventsQuery>;

export const ZWebhookEventRow = z.object({
  provider: ZWebhookProvider,
  eventId: z.string(),
  type: z.string(),
  status: ZWebhookStatus,
  error: z.string().nullable(),
  receivedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type TWebhookEventRow = z.infer<typeof ZWebhookEventRow>;
export const ZWebhookEventsPage = z.object({ rows: z.array(ZWebhookEventRow), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type TWebhookEventsPage = z.infer<typeof ZWebhookEventsPage>;

export const ZWebhookSummary = z.object({
  last24h: z.array(z.object({ provider: ZWebhookProvider, total: z.number().int(), failed: z.number().int(), lastReceivedAt: z.string().nullable() })),
});
export type TWebhookSummary = z.infer<typeof ZWebhookSummary>;
