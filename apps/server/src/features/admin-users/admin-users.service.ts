import type { FastifyInstance, FastifyRequest } from "fastify";
import { profileCompleteness } from "@nutriguia/domain";
import type { TAdminImpersonation, TAdminSetBypass, TAdminUserDetail, TAdminUserRow, TAdminUsersPage, TAdminUsersQuery } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { issueActivationMail } from "../../shared/activation-mail";
import { recordAdminAction } from "../../shared/admin-audit";
import { bypassActive, describeSubscription, readUsage, resolvePlanState } from "../billing";
import { loadUserWithProfile, toProfileContract } from "../../shared/user-view";
import { searchAudit } from "./admin-audit.repository";
import * as repo from "./admin-users.repository";

const DAY_MS = 86400_000;
/** The detail shows this many of the user's most recent audit entries; the audit section pages through all. */
const DETAIL_AUDIT_ROWS = 50;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const latest = (...dates: (Date | null)[]) => dates.filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;

function toRow(r: repo.TUserRecord, now: Date): TAdminUserRow {
  return {
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    roles: r.roles,
    active: !!r.activatedAt,
    unlimited: r.unlimited,
    bypass: r.unlimited
      ? {
          grantedById: r.unlimitedGrantedBy,
          grantedByName: r.unlimitedGrantedByName,
          grantedAt: iso(r.unlimitedGrantedAt),
          reason: r.unlimitedReason,
          expiresAt: iso(r.unlimitedExpiresAt),
          expired: !bypassActive(r, now),
        }
      : null,
    createdAt: r.createdAt.toISOString(),
    lastLoginAt: iso(r.lastLoginAt),
  };
}

const bypassSnapshot = (r: repo.TUserRecord) => ({ unlimited: r.unlimited, reason: r.unlimitedReason, expiresAt: iso(r.unlimitedExpiresAt) });

export function createAdminUsersService(app: FastifyInstance) {
  const { db } = app;
  const load = async (id: string) => {
    const row = await repo.findUser(db, id);
    if (!row) throw new AppError("NOT_FOUND", "Usuário não encontrado.");
    return row;
  };
  const detail = async (id: string): Promise<TAdminUserDetail> => {
    const row = await load(id);
    const now = app.clock.now();
    const [activity, channels, withProfile, subscription, usage, audit] = await Promise.all([
      repo.userActivity(db, id),
      repo.linkedChannels(db, id),
      loadUserWithProfile(db, id),
      describeSubscription(db, id, now),
      resolvePlanState(db, id, now).then((state) => readUsage(db, id, state.periodStart)),
      searchAudit(db, { targetId: id, q: "", action: "", page: 0, size: DETAIL_AUDIT_ROWS }),
    ]);
    const profile = withProfile?.profile ? toProfileContract(withProfile.profile) : null;
    return {
      ...toRow(row, now),
      activationPending: repo.neverActivated(row),
      trialEndsAt: iso(row.trialEndsAt),
      profileCompleteness: profileCompleteness(profile),
      plan: { plan: subscription.plan, status: subscription.status, periodEnd: subscription.periodEnd },
      usage: {
        ...usage,
        messagesLimit: subscription.limits.messages,
        mealPlansLimit: subscription.limits.mealPlans,
      },
      channels: channels.map((c) => ({ channel: c.channel, linkedAt: c.linkedAt.toISOString(), lastInboundAt: iso(c.lastInboundAt) })),
      messagesSent: activity.messagesSent,
      lastActivityAt: iso(latest(row.lastLoginAt, activity.lastMessageAt, ...channels.map((c) => c.lastInboundAt))),
      audit: audit.rows,
    };
  };
  const notSelf = (request: FastifyRequest, id: string, message: string) => {
    if (id === request.auth.userId) throw new AppError("CONFLICT", message);
  };

  return {
    async search(q: TAdminUsersQuery): Promise<TAdminUsersPage> {
      const { rows, total, totalExact } = await repo.searchUsers(db, q);
      const now = app.clock.now();
      return { rows: rows.map((r) => toRow(r, now)), total, totalExact, page: q.page, size: q.size };
    },
    detail,

    async setActive(request: FastifyRequest, id: string, active: boolean) {
      const before = await load(id);
      if (!active) notSelf(request, id, "Você não pode desativar a própria conta.");
      await repo.setActive(db, id, active);
      await recordAdminAction(app, request, { action: active ? "user.activate" : "user.deactivate", targetType: "user", targetId: id, before: { active: !!before.activatedAt }, after: { active } });
      return detail(id);
    },

    async setBypass(request: FastifyRequest, id: string, body: TAdminSetBypass) {
      const before = await load(id);
      if (body.unlimited) {
        const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
        if (expiresAt && expiresAt <= app.clock.now()) throw new AppError("VALIDATION_ERROR", "A data de expiração deve ser no futuro.");
        await repo.grantBypass(db, id, { grantedBy: request.auth.userId, reason: body.reason, expiresAt });
      } else {
        await repo.revokeBypass(db, id);
      }
      const after = await load(id);
      await recordAdminAction(app, request, {
        action: body.unlimited ? "user.bypass.grant" : "user.bypass.revoke",
        targetType: "user",
        targetId: id,
        before: bypassSnapshot(before),
        after: bypassSnapshot(after),
      });
      return detail(id);
    },

    async setAdmin(request: FastifyRequest, id: string, admin: boolean) {
      const before = await load(id);
      if (!admin) notSelf(request, id, "Você não pode remover o seu próprio acesso de administrador.");
      await repo.setAdminRole(db, id, admin);
      const after = await load(id);
      await recordAdminAction(app, request, { action: admin ? "user.admin.grant" : "user.admin.revoke", targetType: "user", targetId: id, before: { roles: before.roles }, after: { roles: after.roles } });
      return detail(id);
    },

    /** From the current end, or from now when the trial is over; only an account whose trial has started. */
    async extendTrial(request: FastifyRequest, id: string, days: number) {
      const before = await load(id);
      if (!before.trialStartedAt) throw new AppError("CONFLICT", "A conta ainda não foi ativada: o teste grátis começa na ativação.");
      const from = Math.max(before.trialEndsAt?.getTime() ?? 0, app.clock.now().getTime());
      const endsAt = new Date(from + days * DAY_MS);
      await repo.setTrialEnd(db, id, endsAt);
      await recordAdminAction(app, request, { action: "user.trial.extend", targetType: "user", targetId: id, before: { trialEndsAt: iso(before.trialEndsAt) }, after: { trialEndsAt: endsAt.toISOString(), days } });
      return detail(id);
    },

    async resendActivation(request: FastifyRequest, id: string) {
      const user = await load(id);
      if (!repo.neverActivated(user)) throw new AppError("CONFLICT", "Esta conta já foi ativada: não há e-mail de ativação a reenviar.");
      const mail = await issueActivationMail(db, { secret: app.serverSecret, publicUrl: app.config.PUBLIC_URL }, user, user.passwordHash);
      try {
        await app.mailer.send(mail);
      } catch (error) {
        request.log.error({ err: error }, "activation mail failed");
        throw new AppError("SERVICE_UNAVAILABLE", "Não foi possível enviar o e-mail de ativação. Tente novamente em alguns instantes.");
      }
      await recordAdminAction(app, request, { action: "user.activation.resend", targetType: "user", targetId: id, after: { sentTo: user.email } });
      return detail(id);
    },

    async impersonate(request: FastifyRequest, id: string): Promise<TAdminImpersonation> {
      const user = await load(id);
      notSelf(request, id, "Esta já é a sua conta.");
      if (user.roles.includes("ADMIN")) throw new AppError("CONFLICT", "Não é possível ver como outro administrador.");
      const { token, expiresAt } = app.impersonation.issue(user, request.auth.userId);
      await recordAdminAction(app, request, { action: "user.impersonate", targetType: "user", targetId: id, after: { expiresAt: expiresAt.toISOString() } });
      return { token, expiresAt: expiresAt.toISOString(), user: { id: user.id, fullName: user.fullName } };
    },
  };
}
