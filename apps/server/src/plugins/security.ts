import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyCors from "@fastify/cors";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's headers, computed once: its middleware re-reads its options (and re-parses the CSP) on
 * every call, which cost a tenth of a cheap request's time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Security headers and CORS. HTTPS-only headers (HSTS, upgrade-insecure-requests) are sent only when
 * the public address is HTTPS, so a plain-HTTP install on a LAN address keeps loading its own assets.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { publicUrl: string; corsOrigin: string }) {
    const https = new URL(opts.publicUrl).protocol === "https:";
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          mediaSrc: ["'self'", "blob:", "data:"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'"],
          scriptSrc: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(fastifyCors, { origin: opts.corsOrigin, credentials: false });
  },
  { name: "security" },
);
