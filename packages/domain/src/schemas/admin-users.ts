import { z } from "zod";

/** Back-office tables share one paged contract: page (0-based), size, sort, filter → rows and total. */
const ZPage = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const ZAdminUsersQuery = z.object({
  ...ZPage,
  sort: z.enum(["createdAt,desc", "createdAt,asc", "fullName,asc", "fullName,desc", "email,asc"]).default("createdAt,desc"),
  filter: z.string().trim().max(200).default(""),
  /** Only the unlimited-access (bypass) users. */
  unlimited: z.enum(["true", "false"]).optional(),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** Who granted unlimited access, when, why and until when; `expired` once past its expiry. */
export const ZAdminBypassGrant = z.object({
  grantedById: z.string().nullable(),
  grantedByName: z.string().nullable(),
  grantedAt: z.string().nullable(),
  reason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type TAdminBypassGrant = z.infer<typeof ZAdminBypassGrant>;

export const ZAdminUserRow = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  active: z.boolean(),
  unlimited: z.boolean(),
  bypass: ZAdminBypassGrant.nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;
/** `totalExact: false` when a filter matches more users than are counted: `total` is then a lower bound (docs/decisions/022). */
export const ZAdminUsersPage = z.object({
  rows: z.array(ZAdminUserRow),
  total: z.number().int(),
  totalExact: z.boolean().optional(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

export const ZAdminAuditEntry = z.object({
  id: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;
export const ZAdminAuditQuery = z.object({
  ...ZPage,
  /** Matches the action, the request id, the target id, or the admin's or target's name or e-mail. */
  q: z.string().trim().max(200).default(""),
  action: z.string().trim().max(100).default(""),
  adminId: z.uuid().optional(),
  targetId: z.string().trim().max(100).optional(),
});
export type TAdminAuditQuery = z.infer<typeof ZAdminAuditQuery>;
export const ZAdminAuditPage = z.object({ rows: z.array(ZAdminAuditEntry), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type TAdminAuditPage = z.infer<typeof ZAdminAuditPage>;

export const ZAdminUserDetail = ZAdminUserRow.extend({
  /** Never activated: the activation e-mail can be sent again. */
  activationPending: z.boolean(),
  trialEndsAt: z.string().nullable(),
  profileCompleteness: z.number().int(),
  plan: z.object({ plan: z.string(), status: z.string(), periodEnd: z.string().nullable() }),
  usage: z.object({
    messagesUsed: z.number().int(),
    mealPlansUsed: z.number().int(),
    bonusMessages: z.number().int(),
    messagesLimit: z.number().int().nullable(),
    mealPlansLimit: z.number().int().nullable(),
  }),
  channels: z.array(z.object({ channel: z.string(), linkedAt: z.string(), lastInboundAt: z.string().nullable() })),
  messagesSent: z.number().int(),
  lastActivityAt: z.string().nullable(),
  audit: z.array(ZAdminAuditEntry),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminSetActive = z.object({ active: z.boolean() });
export const ZAdminSetAdmin = z.object({ admin: z.boolean() });
export const BYPASS_REASON_MAX = 500;
/** Granting needs a reason; the expiry is optional (none = until revoked). */
export const ZAdminSetBypass = z.discriminatedUnion("unlimited", [
  z.object({
    unlimited: z.literal(true),
    reason: z.string().trim().min(3, "Informe o motivo (pelo menos 3 caracteres).").max(BYPASS_REASON_MAX),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  }),
  z.object({ unlimited: z.literal(false) }),
]);
export type TAdminSetBypass = z.infer<typeof ZAdminSetBypass>;
export const TRIAL_EXTENSION_MAX_DAYS = 90;
export const ZAdminExtendTrial = z.object({ days: z.number().int().min(1).max(TRIAL_EXTENSION_MAX_DAYS) });

/** A short-lived, read-only access token of the target user (docs/decisions/540). */
export const ZAdminImpersonation = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({ id: z.string(), fullName: z.string() }),
});
export type TAdminImpersonation = z.infer<typeof ZAdminImpersonation>;
