import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/** NUL (which PostgreSQL text cannot hold) and UTF-16 halves without their pair (which no encoding can). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = "O texto enviado contém caracteres inválidos.";
const MAX_DEPTH = 32;

/** True when some string or key anywhere in the value cannot be stored, or the nesting is absurd. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (value === null || typeof value !== "object") return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1));
}

/**
 * Every JSON body and query string is refused with 400 when it carries text no column can store, so
 * no route has to think about it (and none can answer 500 because of it).
 */
export default fp(
  async function inputPlugin(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      parseJson(request, String(body), (error: Error | null, value?: unknown) => {
        if (error) return done(error, undefined);
        if (hasUnstorableText(value)) return done(new AppError("VALIDATION_ERROR", UNSTORABLE_TEXT_MESSAGE), undefined);
        return done(null, value);
      });
    });
    app.addHook("preValidation", (request, _reply, done) => {
      if (hasUnstorableText(request.query) || hasUnstorableText(request.params)) return done(new AppError("VALIDATION_ERROR", UNSTORABLE_TEXT_MESSAGE));
      done();
    });
  },
  { name: "input" },
);
