import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    whatsappNumber: text("whatsapp_number"),
    profilePhoto: text("profile_photo"),
    roles: text("roles").array().notNull().default(["USER"]),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    tokenVersion: integer("token_version").notNull().default(0),
    unlimited: boolean("unlimited").notNull().default(false),
    /** Bypass bookkeeping: who granted unlimited access, when, why, and when it stops (null = no expiry). */
    unlimitedGrantedBy: uuid("unlimited_granted_by"),
    unlimitedGrantedAt: timestamp("unlimited_granted_at", { withTimezone: true }),
    unlimitedReason: text("unlimited_reason"),
    unlimitedExpiresAt: timestamp("unlimited_expires_at", { withTimezone: true }),
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    privacyPolicyAccepted: boolean("privacy_policy_accepted").notNull().default(false),
    privacyPolicyVersion: text("privacy_policy_version"),
    privacyPolicyAcceptedAt: timestamp("privacy_policy_accepted_at", { withTimezone: true }),
    termsAccepted: boolean("terms_accepted").notNull().default(false),
    termsVersion: text("terms_version"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    billingCustomerId: text("billing_customer_id"),
    trialReminderSentAt: timestamp("trial_reminder_sent_at", { withTimezone: true }),
    trialEndedNotifiedAt: timestamp("trial_ended_notified_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Moved by authenticated requests at most once a day; 5 years without it deletes the account (docs/decisions/215). */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the 30-day notice of deletion for inactivity was mailed; a notice older than lastActiveAt no longer counts. */
    inactivityNoticeSentAt: timestamp("inactivity_notice_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("users_last_active_idx").on(t.lastActiveAt)],
);

export type TUserRow = typeof users.$inferSelect;
