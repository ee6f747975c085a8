import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Who may call a route: anyone, a signed-in user (own data only), or an admin. */
export type TAccess = "public" | "user" | "admin";

export type TRouteEntry = { method: string; url: string; access: TAccess | undefined };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: TAccess;
  }
  interface FastifyInstance {
    /** Every route with its declared access, checked by the route-table test. */
    routeTable: TRouteEntry[];
  }
}

/** Records each route's `config.access`; registered before any route. */
export default fp(
  async function accessPlugin(app: FastifyInstance) {
    const table: TRouteEntry[] = [];
    app.decorate("routeTable", table);
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === "HEAD") continue;
        table.push({ method, url: route.url, access: (route.config as { access?: TAccess } | undefined)?.access });
      }
    });
  },
  { name: "access" },
);
