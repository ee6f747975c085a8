import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyCors from "@fastify/cors";
import fastifyHelmet from "@fastify/helmet";

/**
 * Security headers and CORS. HTTPS-only headers (HSTS, upgrade-insecure-requests) are sent only when
 * the public address is HTTPS, so a plain-HTTP install on a LAN address keeps loading its own assets.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { publicUrl: string; corsOrigin: string }) {
    const https = new URL(opts.publicUrl).protocol === "https:";
    await app.register(fastifyHelmet, {
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
    await app.register(fastifyCors, { origin: opts.corsOrigin, credentials: false });
  },
  { name: "security" },
);
