import { z } from "zod";

/** Plans and payments contract (issue 15; 001 §3 Payment and paged response, §4 statuses). */
export const ZPlanCode = z.enum(["TRIAL", "PRO", "PRO_PLUS"]);
export type TPlanCode = z.infer<typeof ZPlanCode>;
export const ZPaidPlanCode = z.enum(["PRO", "PRO_PLUS"]);
export type TPaidPlanCode = z.infer<typeof ZPaidPlanCode>;
export const ZBillingInterval = z.enum(["MONTH", "YEAR"]);
export type TBillingInterval = z.infer<typeof ZBillingInterval>;

export const ZPlanLimits = z.object({
  /** null: unlimited under the fair-use policy (the ceiling is in fairUse*). */
  messages: z.number().nullable(),
  mealPlans: z.number().nullable(),
  audio: z.boolean(),
  fairUseMessages: z.number().nullable(),
  fairUseMealPlans: z.number().nullable(),
});
export type TPlanLimits = z.infer<typeof ZPlanLimits>;

export const ZPlan = z.object({
  code: ZPlanCode,
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Prices in BRL (reais, two decimals) per interval; empty for the trial. */
  prices: z.object({ MONTH: z.number().nullable(), YEAR: z.number().nullable() }),
  currency: z.literal("BRL"),
  trialDays: z.number().nullable(),
  limits: ZPlanLimits,
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlansResponse = z.object({ plans: z.array(ZPlan), provider: z.enum(["local", "stripe"]) });
export type TPlansResponse = z.infer<typeof ZPlansResponse>;

export const ZCheckoutRequest = z.object({ plan: ZPaidPlanCode, interval: ZBillingInterval }).strict();
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export const ZUrlResponse = z.object({ url: z.string() });
export type TUrlResponse = z.infer<typeof ZUrlResponse>;

export const ZPaymentStatus = z.enum(["COMPLETED", "PENDING", "FAILED", "REFUNDED"]);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPayment = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  paymentDate: z.string().nullable(),
  description: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string(),
  status: z.string().nullable(),
  provider: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  receiptUrl: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZOrderStatus = z.enum(["CREATED", "PENDING", "PAID", "EXPIRED", "FAILED", "REFUNDED"]);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;
export const ZOrder = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  plan: ZPaidPlanCode,
  interval: ZBillingInterval,
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  status: ZOrderStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** Spring-style page (001 §3): content, totalElements, totalPages, pageable.pageNumber (0-based). */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number(),
    totalPages: z.number(),
    size: z.number(),
    number: z.number(),
    pageable: z.object({ pageNumber: z.number(), pageSize: z.number() }),
  });
}
export const ZPaymentPage = pageOf(ZPayment);
export type TPaymentPage = z.infer<typeof ZPaymentPage>;
export const ZOrderPage = pageOf(ZOrder);
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZAdminUserLookup = z.object({ id: z.string(), fullName: z.string(), email: z.string() });
export type TAdminUserLookup = z.infer<typeof ZAdminUserLookup>;

export const ZGrantPlanRequest = z
  .object({ plan: ZPaidPlanCode, days: z.number().int().min(1).max(3660), reason: z.string().trim().min(3).max(500) })
  .strict();
export type TGrantPlanRequest = z.infer<typeof ZGrantPlanRequest>;

export const ZLocalCheckout = z.object({
  orderId: z.string(),
  plan: ZPaidPlanCode,
  planName: z.string(),
  interval: ZBillingInterval,
  amount: z.number(),
  currency: z.literal("BRL"),
  status: ZOrderStatus,
});
export type TLocalCheckout = z.infer<typeof ZLocalCheckout>;
export const ZLocalCheckoutComplete = z.object({ card: z.enum(["approved", "declines-renewal"]).default("approved") }).strict();
export type TLocalCheckoutComplete = z.infer<typeof ZLocalCheckoutComplete>;

export const ZBillingActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  refunded: z.boolean(),
});
export type TBillingActionResponse = z.infer<typeof ZBillingActionResponse>;

export const ZBillingStats = z.object({ totalOrders: z.number(), pendingOrders: z.number(), totalRevenue: z.number() });
export type TBillingStats = z.infer<typeof ZBillingStats>;
