import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAdminAuditEntry, TAdminUserDetail, TAdminUserRow, TAdminUsersPage, TAdminUsersQuery } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { recordAdminAction } from "../../shared/admin-audit";
import { auditFor, findUser, searchUsers, setActive, setUnlimited, userActivity } from "./admin-users.repository";

type TRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(r: TRow): TAdminUserRow {
  return {
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    roles: r.roles,
    active: !!r.activatedAt,
    unlimited: r.unlimited,
    createdAt: r.createdAt.toISOString(),
    lastLoginAt: iso(r.lastLoginAt),
  };
}

export function createAdminUsersService(app: FastifyInstance) {
  const load = async (id: string) => {
    const row = await findUser(app.db, id);
    if (!row) throw new AppError("NOT_FOUND", "Usuário não encontrado.");
    return row;
  };
  const detail = async (id: string): Promise<TAdminUserDetail> => {
    const row = await load(id);
    const activity = await userActivity(app.db, id);
    const audit: TAdminAuditEntry[] = (await auditFor(app.db, id)).map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }));
    const last = [row.lastLoginAt, activity.lastMessageAt].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
    return { ...toRow(row), trialEndsAt: iso(row.trialEndsAt), messagesSent: activity.messagesSent, lastActivityAt: iso(last), audit };
  };
  return {
    async search(q: TAdminUsersQuery): Promise<TAdminUsersPage> {
      const { rows, total } = await searchUsers(app.db, q);
      return { rows: rows.map(toRow), total, page: q.page, size: q.size };
    },
    detail,
    async setActive(request: FastifyRequest, id: string, active: boolean) {
      const before = toRow(await load(id));
      if (id === request.auth.userId && !active) throw new AppError("CONFLICT", "Você não pode desativar a própria conta.");
      await setActive(app.db, id, active);
      await recordAdminAction(app, request, { action: active ? "user.activate" : "user.deactivate", targetType: "user", targetId: id, before: { active: before.active }, after: { active } });
      return detail(id);
    },
    async setBypass(request: FastifyRequest, id: string, unlimited: boolean) {
      const before = toRow(await load(id));
      await setUnlimited(app.db, id, unlimited);
      await recordAdminAction(app, request, { action: unlimited ? "user.bypass.grant" : "user.bypass.revoke", targetType: "user", targetId: id, before: { unlimited: before.unlimited }, after: { unlimited } });
      return detail(id);
    },
  };
}
