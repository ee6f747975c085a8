import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZAdminSetActive, ZAdminSetBypass, ZAdminUserDetail, ZAdminUsersPage, ZAdminUsersQuery, ZIdParam } from "@nutriguia/domain";
import { adminOnly } from "../../shared/admin-only";
import { createAdminUsersService } from "./admin-users.service";
import { usersToCsv } from "./users-csv";

/** The CSV export carries at most this many rows of the current filter and sort. */
const EXPORT_LIMIT = 10_000;

export default async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminOnly(app);
  const service = createAdminUsersService(app);

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
  r.get("/admin/users/:id/detail", { ...admin, schema: { params: ZIdParam, response: { 200: ZAdminUserDetail } } }, async (request) =>
    service.detail(request.params.id),
  );
  r.post("/admin/users/:id/active", { ...admin, schema: { params: ZIdParam, body: ZAdminSetActive, response: { 200: ZAdminUserDetail } } }, async (request) =>
    service.setActive(request, request.params.id, request.body.active),
  );
  r.post("/admin/users/:id/bypass", { ...admin, schema: { params: ZIdParam, body: ZAdminSetBypass, response: { 200: ZAdminUserDetail } } }, async (request) =>
    service.setBypass(request, request.params.id, request.body.unlimited),
  );
}
