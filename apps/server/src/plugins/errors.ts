import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CATALOGUE, statusFallbackMessage, type TAppErrorCode, type TErrorEnvelope } from "@nutriguia/domain";
import { AppError } from "../lib/app-error";
import { isDatabaseUnavailable } from "../db/faults";

/** The spec's envelope; `field` names the offending input of a validation error. */
export function sendError(reply: FastifyReply, code: TAppErrorCode, message?: string, field?: string) {
  const status = ERROR_CATALOGUE[code].status;
  const body: TErrorEnvelope & { field?: string } = {
    success: false,
    message: message ?? ERROR_CATALOGUE[code].message,
    errorCode: code,
    status,
    ...(field ? { field } : {}),
  };
  return reply.status(status).type("application/json").send(body);
}

const FASTIFY_CODES: Record<string, TAppErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_REQ_FILE_TOO_LARGE: "FILE_TOO_LARGE",
  FST_FILES_LIMIT: "VALIDATION_ERROR",
  FST_PARTS_LIMIT: "VALIDATION_ERROR",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "UNSUPPORTED_MEDIA_TYPE",
};

const STATUS_CODES: Record<number, TAppErrorCode> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/**
 * A value PostgreSQL refused as data (class 22: bad date, number out of range, NUL byte), or a broken multipart body
 * (busboy's messages; a file part cut before its closing boundary reads "Part terminated early…" — issue 29).
 */
function isBadInput(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    if (typeof e.message === "string" && /^(Unexpected end of (form|multipart data)|\w+ terminated early due to unexpected end of multipart data|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

type TEnvelopeParts = { code: TAppErrorCode; message?: string; field?: string };

function toEnvelope(error: FastifyError): TEnvelopeParts {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") || undefined;
    return { code: "VALIDATION_ERROR", message: first?.message, field };
  }
  const byCode = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (byCode) return { code: byCode };
  if (isDatabaseUnavailable(error)) return { code: "SERVICE_UNAVAILABLE" };
  if (isBadInput(error)) return { code: "VALIDATION_ERROR", message: statusFallbackMessage(400) };
  if (error instanceof SyntaxError) return { code: "INVALID_JSON" };
  const status = error.statusCode ?? 500;
  const byStatus = STATUS_CODES[status];
  if (byStatus) return { code: byStatus, message: status === 400 ? statusFallbackMessage(400) : undefined };
  return { code: "INTERNAL_ERROR" };
}

/** Every error leaves as the spec's envelope; 5xx never carry internals. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  // While the server drains (SIGTERM), a request still arriving on an open connection is refused in the envelope;
  // Fastify's own 503 (return503OnClosing) would answer in English outside it (issue 29). Fastify adds
  // "Connection: close" to these answers itself.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (closing) return sendError(reply, "SERVICE_UNAVAILABLE");
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, message, field } = toEnvelope(error);
    const internal = ERROR_CATALOGUE[code].status >= 500;
    if (code === "SERVICE_UNAVAILABLE") request.log.warn({ err: error }, "dependency unavailable");
    else if (internal) request.log.error({ err: error, route: request.routeOptions.url }, "request failed");
    else request.log.info({ errorCode: code, reason: error.message }, "request refused");
    return sendError(reply, code, internal ? undefined : message, field);
  });
});
