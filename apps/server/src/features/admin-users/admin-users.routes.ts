import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZAdminAuditPage,
  ZAdminAuditQuery,
  ZAdminExtendTrial,
  ZAdminImpersonation,
  ZAdminSetActive,
  ZAdminSetAdmin,
  ZAdminSetBypass,
  ZAdminUserDetail,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZIdParam,
} from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import { searchAudit } from "./admin-audit.repository";
import { createAdminUsersService } from "./admin-users.service";
import { usersToCsv } from "./users-csv";

/** The CSV export carries at most this many rows of the current filter and sort. */
const EXPORT_LIMIT = 10_000;

export default async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminOnly(app);
  const service = createAdminUsersService(app);
  const action = { ...admin, schema: { params: ZIdParam, response: { 200: ZAdminUserDetail } } };

  r.get("/admin/users", { ...admin, schema: { querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersPage } } }, async (request) =>
    service.search(request.query),
  );
  r.get("/admin/users/export", { ...admin, schema: { querystring: ZAdminUsersQuery.omit({ page: true, size: true }) } }, async (request, reply) => {
    const { rows } = await service.search({ ...request.query, page: 0, size: EXPORT_LIMIT });
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="usuarios.csv"')
      .send(usersToCsv(rows));
  });
  r.get("/admin/users/:id/detail", action, async (request) => service.detail(request.params.id));
  r.post("/admin/users/:id/active", { ...action, schema: { ...action.schema, body: ZAdminSetActive } }, async (request) =>
    service.setActive(request, request.params.id, request.body.active),
  );
  r.post("/admin/users/:id/bypass", { ...action, schema: { ...action.schema, body: ZAdminSetBypass } }, async (request) =>
    service.setBypass(request, request.params.id, request.body),
  );
  r.post("/admin/users/:id/admin", { ...action, schema: { ...action.schema, body: ZAdminSetAdmin } }, async (request) =>
    service.setAdmin(request, request.params.id, request.body.admin),
  );
  r.post("/admin/users/:id/trial", { ...action, schema: { ...action.schema, body: ZAdminExtendTrial } }, async (request) =>
    service.extendTrial(request, request.params.id, request.body.days),
  );
  r.post("/admin/users/:id/resend-activation", action, async (request) => service.resendActivation(request, request.params.id));
  r.post("/admin/users/:id/impersonate", { ...admin, schema: { params: ZIdParam, response: { 200: ZAdminImpersonation } } }, async (request) =>
    service.impersonate(request, request.params.id),
  );
  r.get("/admin/audit", { ...admin, schema: { querystring: ZAdminAuditQuery, response: { 200: ZAdminAuditPage } } }, async (request) => {
    const { rows, total } = await searchAudit(app.db, request.query);
    return { rows, total, page: request.query.page, size: request.query.size };
  });
}
