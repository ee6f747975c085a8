import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (checked by its preHandler; declared for the route inventory). */
    access?: "public" | "user" | "admin";
  }
}

/** Options every admin route starts from: the admin check (before validation, so 401/403 precede 400) and its access declaration. */
export function adminOnly(app: FastifyInstance) {
  return { preValidation: app.requireAdmin, config: { access: "admin" as const } };
}
