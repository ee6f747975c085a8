import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminAuditLog } from "../db/schema";

export type TAuditEntry = { action: string; targetType: string; targetId?: string | null; before?: unknown; after?: unknown };

/** Appends one admin action (who, what, before/after, when, request id); rows are never changed. */
export async function recordAdminAction(app: FastifyInstance, request: FastifyRequest, entry: TAuditEntry): Promise<void> {
  await app.db.insert(adminAuditLog).values({
    adminId: request.auth.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: String(request.id),
  });
}
