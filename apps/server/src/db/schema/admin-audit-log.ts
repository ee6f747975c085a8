import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every admin action: who, what, before/after, when, request id. Append-only (a trigger refuses UPDATE and DELETE). */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
    index("admin_audit_log_admin_idx").on(t.adminId, t.createdAt),
    index("admin_audit_log_action_idx").on(t.action, t.createdAt),
  ],
);
