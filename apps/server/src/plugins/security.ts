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

declare module "fastify" {
  interface FastifyInstance {
    /** The headers of a document a browser renders; an /api route answering HTML sets them over the API set. */
    pageSecurityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Security headers and CORS. HTTPS-only headers (HSTS, upgrade-insecure-requests) are sent only when
 * the public address is HTTPS, so a plain-HTTP install on a LAN address keeps loading its own assets.
 *
 * Two sets (docs/decisions/017, which also says why not @fastify/helmet): pages and files get helmet's full set; /api responses, which are
 * JSON a browser never renders, get the OWASP REST set: nothing may load from them, nothing may frame them.
 * CORS is on only when CORS_ORIGIN names another origin than PUBLIC_URL's: a same-origin call needs no
 * CORS header, and a browser refuses any other origin's call when none is sent.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { publicUrl: string; corsOrigin: string }) {
    const publicUrl = new URL(opts.publicUrl);
    const https = publicUrl.protocol === "https:";
    const page = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          mediaSrc: ["'self'", "blob:", "data:"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'"],
          // The barcode reader compiles its WebAssembly (zxing-wasm, decision 310); no other script may be evaluated.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginResourcePolicy: { policy: "same-site" },
    });
    const api: Record<string, string> = {
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cross-origin-resource-policy": "same-site",
      ...(page["strict-transport-security"] ? { "strict-transport-security": page["strict-transport-security"] } : {}),
    };
    app.decorate("pageSecurityHeaders", Object.freeze(page));
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(request.url.startsWith("/api/") ? api : page);
      done();
    });
    if (opts.corsOrigin !== publicUrl.origin) await app.register(fastifyCors, { origin: opts.corsOrigin, credentials: false });
  },
  { name: "security" },
);
