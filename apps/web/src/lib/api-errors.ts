import { ERROR_CATALOGUE, statusFallbackMessage } from "@nutriguia/domain/errors";

export const SERVICE_UNAVAILABLE_MESSAGE = ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message;
export const AI_SERVICE_ERROR_MESSAGE = ERROR_CATALOGUE.AI_SERVICE_ERROR.message;
export const IMAGE_ANALYSIS_FAILED_MESSAGE = ERROR_CATALOGUE.IMAGE_ANALYSIS_FAILED.message;
export const UNPARSEABLE_RESPONSE_MESSAGE = "Não foi possível interpretar a resposta do servidor";
export const NETWORK_ERROR_MESSAGE = "Não foi possível conectar ao servidor. Verifique sua conexão com a internet.";
export const CHAT_IMAGE_ERROR_MESSAGE =
  "Ocorreu um erro ao processar sua imagem. Por favor, revise a imagem enviada (se tem relação com nutrição) ou tente novamente mais tarde.";
export const CHAT_IMAGE_KNOWN_MESSAGES = [
  "muito grande",
  "tamanho máximo",
  "timeout",
  "indisponível",
  "Não foi possível analisar esta imagem",
] as const;
export const SESSION_EXPIRED_MESSAGE = "Authentication error: Your session has expired. Please log in again.";

export type TFailure = { success: false; message: string; errorCode: string; status: number };

/** What a failed call throws; `response.data` holds the body as received (000 §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly response: { status: number; data: unknown };

  constructor(failure: TFailure, data: unknown = failure) {
    super(failure.message);
    this.name = "ApiError";
    this.status = failure.status;
    this.errorCode = failure.errorCode;
    this.response = { status: failure.status, data };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

const IMAGE_ANALYSIS_PATTERN = /all (ai )?providers failed to analy[sz]e/i;
const AI_PROVIDER_PATTERN = /\b(ai provider|ai service|openai|anthropic|gemini|groq|deepseek|mistral|llm|vision provider)\b/i;
const UNAVAILABLE_PATTERN = /\b503\b|service unavailable|overloaded|temporarily unavailable/i;

const STATUS_CODES: Record<number, string> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  422: "UNPROCESSABLE_ENTITY",
  429: "RATE_LIMITED",
  502: "BAD_GATEWAY",
};

function failure(status: number, errorCode: string, message: string): TFailure {
  return { success: false, status, errorCode, message };
}

function textOf(body: unknown): string {
  if (typeof body === "string") return body;
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    return [record.message, record.error, record.errorMessage].filter((v) => typeof v === "string").join(" ");
  }
  return "";
}

/** Maps a non-ok answer (status + parsed JSON body, or raw text when not JSON) to the spec's envelope. */
export function mapFailure(status: number, body: unknown, isJson: boolean): TFailure {
  const text = textOf(body);
  if (IMAGE_ANALYSIS_PATTERN.test(text)) {
    return failure(status, "IMAGE_ANALYSIS_FAILED", IMAGE_ANALYSIS_FAILED_MESSAGE);
  }
  if (status === 500 || status === 503) {
    return failure(status, "SERVICE_UNAVAILABLE", SERVICE_UNAVAILABLE_MESSAGE);
  }
  if (!isJson) {
    if (AI_PROVIDER_PATTERN.test(text)) {
      return UNAVAILABLE_PATTERN.test(text)
        ? failure(status, "SERVICE_UNAVAILABLE", SERVICE_UNAVAILABLE_MESSAGE)
        : failure(status, "AI_SERVICE_ERROR", AI_SERVICE_ERROR_MESSAGE);
    }
    if (text.trim()) return failure(status, "UNPARSEABLE_RESPONSE", UNPARSEABLE_RESPONSE_MESSAGE);
  }
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === "string" && record.message.trim() ? record.message : null;
  const errorCode = typeof record.errorCode === "string" ? record.errorCode : (STATUS_CODES[status] ?? "REQUEST_FAILED");
  return failure(status, errorCode, message ?? statusFallbackMessage(status));
}

/** Chat image uploads: unknown failures get the spec's review-the-image message. */
export function mapChatImageFailure(result: TFailure, body: unknown): TFailure {
  const hasCode = !!body && typeof body === "object" && typeof (body as Record<string, unknown>).errorCode === "string";
  const known = CHAT_IMAGE_KNOWN_MESSAGES.some((m) => result.message.toLowerCase().includes(m.toLowerCase()));
  if (hasCode || known) return result;
  return { ...result, message: CHAT_IMAGE_ERROR_MESSAGE };
}
