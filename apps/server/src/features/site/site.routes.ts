import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZSiteInfo } from "@nutriguia/domain";
import { siteContact } from "../../shared/site-settings";

/** A shared cache (CDN) may keep the site info a minute; browsers ask again each time, so an admin sees a change at once. */
const SITE_INFO_CACHE = "public, max-age=0, s-maxage=60";

/** Public details the site shows (contact page): the admin's settings, else the defaults. */
export default async function siteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/site/info", { config: { access: "public" }, schema: { response: { 200: ZSiteInfo } } }, async (_request, reply) => {
    reply.header("cache-control", SITE_INFO_CACHE);
    return { contact: await siteContact(app.db) };
  });
}
