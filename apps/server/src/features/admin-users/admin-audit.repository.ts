import { and, count, desc, eq, ilike, like, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TAdminAuditEntry, TAdminAuditQuery } from "@nutriguia/domain";
import type { TDb } from "../../db/client";
import { adminAuditLog, users } from "../../db/schema";
import { escapeLike } from "./admin-users.repository";

const actor = alias(users, "audit_admin");
const target = alias(users, "audit_target");

/** The admin, and for user targets the target, joined so the search reads their names and e-mails. */
const onActor = eq(actor.id, adminAuditLog.adminId);
const onTarget = and(eq(adminAuditLog.targetType, "user"), eq(sql`${target.id}::text`, adminAuditLog.targetId));

function whereOf(q: TAdminAuditQuery) {
  const pattern = `%${escapeLike(q.q)}%`;
  const action = escapeLike(q.action);
  return and(
    q.q
      ? or(
          ilike(adminAuditLog.action, pattern),
          ilike(adminAuditLog.requestId, pattern),
          ilike(adminAuditLog.targetId, pattern),
          ilike(actor.fullName, pattern),
          ilike(actor.email, pattern),
          ilike(target.fullName, pattern),
          ilike(target.email, pattern),
        )
      : undefined,
    // "user.bypass" matches user.bypass.grant and user.bypass.revoke.
    q.action ? or(eq(adminAuditLog.action, q.action), like(adminAuditLog.action, `${action}.%`)) : undefined,
    q.adminId ? eq(adminAuditLog.adminId, q.adminId) : undefined,
    q.targetId ? eq(adminAuditLog.targetId, q.targetId) : undefined,
  );
}

export async function searchAudit(db: TDb, q: TAdminAuditQuery): Promise<{ rows: TAdminAuditEntry[]; total: number }> {
  const where = whereOf(q);
  const rows = await db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminName: actor.fullName,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetName: target.fullName,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      requestId: adminAuditLog.requestId,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(actor, onActor)
    .leftJoin(target, onTarget)
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(adminAuditLog).leftJoin(actor, onActor).leftJoin(target, onTarget).where(where);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: Number(total?.n ?? 0) };
}
