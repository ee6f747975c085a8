import { z } from "zod";
import { ZMacroTotals } from "./tracking";

export const DIARY_SHARE_MAX_DAYS = 90;
export const DIARY_SHARE_MAX_EXPIRY_DAYS = 90;

const wholeDays = (field: string, max: number) =>
  z
    .number({ error: `${field}: Campo obrigatório` })
    .int(`${field}: use um número inteiro de dias`)
    .min(1, `${field}: pelo menos 1 dia`)
    .max(max, `${field}: no máximo ${max} dias`);

/** POST /api/diary-shares: the last `days` of the diary, readable for `expiresInDays`, for a named nutritionist. */
export const ZDiaryShareCreateRequest = z
  .object({
    days: wholeDays("Período", DIARY_SHARE_MAX_DAYS),
    expiresInDays: wholeDays("Validade", DIARY_SHARE_MAX_EXPIRY_DAYS),
    recipientName: z.string().trim().max(120, "Nome: no máximo 120 caracteres").optional(),
  })
  .strict();
export type TDiaryShareCreateRequest = z.infer<typeof ZDiaryShareCreateRequest>;

/** The link is shown once, here: only its hash is kept. */
export const ZDiaryShareCreated = z.object({ id: z.string(), url: z.string() });
export type TDiaryShareCreated = z.infer<typeof ZDiaryShareCreated>;

export const ZDiaryShareAccessKind = z.enum(["page", "csv", "pdf"]);

export const ZDiaryShare = z.object({
  id: z.string(),
  recipientName: z.string().nullable(),
  days: z.number(),
  consentText: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(["ACTIVE", "EXPIRED", "REVOKED"]),
  accessCount: z.number(),
  lastAccessAt: z.string().nullable(),
  recentAccesses: z.array(z.object({ at: z.string(), kind: ZDiaryShareAccessKind })),
});
export type TDiaryShare = z.infer<typeof ZDiaryShare>;

export const ZDiaryShareList = z.object({ shares: z.array(ZDiaryShare) });
export type TDiaryShareList = z.infer<typeof ZDiaryShareList>;

export const ZSharedDiaryItem = ZMacroTotals.extend({
  food: z.string(),
  grams: z.number(),
  measure: z.string().nullable(),
  source: z.string(),
});

export const ZSharedDiaryEntry = ZMacroTotals.extend({ description: z.string(), items: z.array(ZSharedDiaryItem) });

export const ZSharedDiaryDay = z.object({
  date: z.string(),
  meals: z.array(z.object({ label: z.string(), totals: ZMacroTotals, entries: z.array(ZSharedDiaryEntry) })),
  totals: ZMacroTotals,
  waterMl: z.number(),
  weightKg: z.number().nullable(),
});
export type TSharedDiaryDay = z.infer<typeof ZSharedDiaryDay>;

/** GET /api/public/diary-shares/{token}: what the nutritionist sees, without sign-in. */
export const ZSharedDiary = z.object({
  ownerName: z.string(),
  recipientName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  expiresAt: z.string(),
  targets: ZMacroTotals.extend({ waterMl: z.number() }).nullable(),
  days: z.array(ZSharedDiaryDay),
});
export type TSharedDiary = z.infer<typeof ZSharedDiary>;
