import pino from "pino";

/**
 * Paths whose values never reach a log line: credentials, hashes, tokens, e-mail bodies, health data
 * (docs/decisions/010-fault-and-attack-hardening.md). `*.x` covers x one level down in any logged object.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...[
    "password",
    "newPassword",
    "currentPassword",
    "passwordHash",
    "codeHash",
    "token",
    "activationCode",
    "secret",
    "apiKey",
    "text",
    "html",
    "responseMessage",
    "weight",
    "height",
    "healthConditions",
    "medications",
    "allergies",
    "foodRestrictions",
  ].flatMap((key) => [key, `*.${key}`]),
];

export const REDACTION_CENSOR = "[redigido]";

/**
 * Errors keep their type, code and stack; a database error's parameters (a hash, a weight) and the
 * statement text that embeds them are dropped.
 */
export function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (value: Record<string, unknown>) => {
    if ("params" in value || /^Failed query:/.test(String(value.message ?? ""))) {
      delete value.params;
      value.message = String(value.message ?? "").split("\nparams:")[0];
      if (typeof value.stack === "string") value.stack = value.stack.replace(/\nparams:[^\n]*/, "");
    }
    if (value.cause && typeof value.cause === "object") scrub(value.cause as Record<string, unknown>);
  };
  scrub(serialized);
  return serialized;
}
