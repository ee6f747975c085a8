/**
 * What other features may use of billing, the one home of plans, limits, the trial and metering: the trial's length
 * (sign-up), the plan in force and its usage (chat, meal plans, account, admin), prices and limits the admin edits, the
 * subscription as /account shows it, and the commerce figures of the admin dashboard.
 */
export { limitsSettingKey, planLimits, planPrices, priceSettingKey, TRIAL_DAYS } from "./billing.plans";
export { bypassActive, consumeQuota, grantBonusMessages, readUsage, refundQuota, resolvePlanState, type TPlanState } from "./billing.usage";
export { describeSubscription } from "./billing.subscription-view";
export { billingStats } from "./billing.stats";
