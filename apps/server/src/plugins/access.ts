import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Who may call a route: anyone, a signed-in user (own data only), an admin, or the holder of a single-use
 * ticket that an authenticated call issued (a stream opened by URL, where no Authorization header can be sent).
 */
export type TAccess = "public" | "user" | "admin" | "ticket";

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

type THook = (...args: never[]) => unknown;
const asList = (hooks: THook | THook[] | undefined): THook[] => (hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []);

/**
 * Records each route's `config.access`; registered before any route. The sign-in check of a route
 * moves from preHandler to onRequest, so an anonymous caller gets 401 before its body is even parsed
 * or validated (never a 400 that would tell it about the route's fields).
 */
export default fp(
  async function accessPlugin(app: FastifyInstance) {
    const table: TRouteEntry[] = [];
    app.decorate("routeTable", table);
    app.addHook("onRoute", (route) => {
      const guards = new Set<unknown>([app.authenticate, app.requireAdmin]);
      const preHandlers = asList(route.preHandler as THook | THook[] | undefined);
      const guard = preHandlers.find((hook) => guards.has(hook));
      if (guard) {
        route.onRequest = [guard, ...asList(route.onRequest as THook | THook[] | undefined)] as typeof route.onRequest;
        route.preHandler = preHandlers.filter((hook) => hook !== guard) as typeof route.preHandler;
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === "HEAD") continue;
        table.push({ method, url: route.url, access: (route.config as { access?: TAccess } | undefined)?.access });
      }
    });
  },
  { name: "access" },
);
