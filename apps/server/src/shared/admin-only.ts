import type { FastifyInstance } from "fastify";

/** Options every admin route starts from: the admin check (before validation, so 401/403 precede 400) and its access declaration. */
export function adminOnly(app: FastifyInstance) {
  return { preValidation: app.requireAdmin, config: { access: "admin" as const } };
}
