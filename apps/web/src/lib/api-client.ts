import {
  ApiError,
  mapChatImageFailure,
  mapFailure,
  NETWORK_ERROR_MESSAGE,
  UNPARSEABLE_RESPONSE_MESSAGE,
  type TFailure,
} from "./api-errors";
import { getToken, setToken } from "./storage";
import { toastMessage } from "./toast-store";

/** The shared request behaviour of 000 §7–§8, implemented once. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const UPLOAD_TIMEOUT_MS = 360_000;

/** Failures on these paths are thrown with the body in `response.data`, 5xx included. */
const THROWING_PATHS = ["/api/auth/login", "/api/auth/admin-login", "/api/auth/reset-password"];
/** Calls that never trigger the refresh-then-retry rule. */
const NO_REFRESH_PREFIXES = ["/api/auth/", "/api/public/"];
const REFRESHABLE_AUTH_PATHS = ["/api/auth/me"];
const UNAUTHORIZED_PATTERN = /unauthorized|token expired/i;

export type TRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  /** Defaults to true: send the stored token as a bearer header. */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
};

type TClientConfig = { onSessionExpired: () => void };
const config: TClientConfig = { onSessionExpired: () => undefined };

export function configureApiClient(next: Partial<TClientConfig>): void {
  Object.assign(config, next);
}

/** Paths not starting with / or http are prefixed with /api/. */
export function resolveUrl(path: string): string {
  if (path.startsWith("/") || /^https?:/i.test(path)) return path;
  return `/api/${path}`;
}

function pathOf(url: string): string {
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return url;
  }
}

function isUpload(path: string, options: TRequestOptions): boolean {
  return !!options.formData || path.includes("/api/chat/image") || path.includes("/api/chat/audio");
}

type TOutcome<T> = { ok: true; data: T } | { ok: false; failure: TFailure; body: unknown };

async function send<T>(url: string, options: TRequestOptions, token: string | null): Promise<TOutcome<T>> {
  const upload = isUpload(pathOf(url), options);
  const timeoutMs = options.timeoutMs ?? (upload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener("abort", abortFromCaller);

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: options.method ?? "GET", headers, body, signal: controller.signal });
    if (response.status === 204) return { ok: true, data: { success: true } as T };
    text = await response.text();
  } catch (error) {
    if (timedOut) {
      const message = upload ? `Upload timed out after ${timeoutMs}ms` : `Request timed out after ${timeoutMs}ms`;
      throw new ApiError({ success: false, status: 0, errorCode: "TIMEOUT", message });
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError({ success: false, status: 0, errorCode: "NETWORK_ERROR", message: NETWORK_ERROR_MESSAGE });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abortFromCaller);
  }

  let parsed: unknown = text;
  let isJson = false;
  if (text.trim()) {
    try {
      parsed = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  if (response.ok) {
    if (!text.trim()) return { ok: true, data: { success: true } as T };
    if (!isJson) {
      const failure = mapFailure(response.status, text, false);
      const result: TFailure =
        failure.errorCode === "UNPARSEABLE_RESPONSE" ? { ...failure, message: UNPARSEABLE_RESPONSE_MESSAGE } : failure;
      return { ok: false, failure: result, body: text };
    }
    return { ok: true, data: parsed as T };
  }
  let failure = mapFailure(response.status, parsed, isJson);
  if (pathOf(url).includes("/api/chat/image")) failure = mapChatImageFailure(failure, parsed);
  return { ok: false, failure, body: parsed };
}

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh at a time: POST /api/auth/refresh with the current bearer token. */
export function refreshToken(): Promise<boolean> {
  if (refreshInFlight) return refreshInFlight;
  const token = getToken();
  if (!token) return Promise.resolve(false);
  refreshInFlight = send<{ token?: string }>("/api/auth/refresh", { method: "POST" }, token)
    .then((outcome) => {
      if (outcome.ok && typeof outcome.data?.token === "string" && outcome.data.token) {
        setToken(outcome.data.token);
        return true;
      }
      return false;
    })
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function looksUnauthorized(failure: TFailure): boolean {
  return (
    failure.status === 401 ||
    failure.errorCode === "TOKEN_EXPIRED" ||
    UNAUTHORIZED_PATTERN.test(failure.message)
  );
}

function refreshApplies(path: string, token: string | null, options: TRequestOptions): boolean {
  if (!token || options.auth === false) return false;
  if (REFRESHABLE_AUTH_PATHS.includes(path)) return true;
  return !NO_REFRESH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * A write refused while viewing as a user: said once here for every screen, after the caller's own
 * error toast (toasts replace each other), so the read-only reason is what stays on screen.
 */
function showReadOnly(message: string) {
  setTimeout(() => toastMessage(message, "destructive"), 0);
}

/**
 * The shared handler: returns the body, or the spec's failure envelope.
 * On login, admin-login and reset-password the failure is thrown instead.
 */
export async function apiResult<T>(path: string, options: TRequestOptions = {}): Promise<T | TFailure> {
  const url = resolveUrl(path);
  const route = pathOf(url);
  const token = options.auth === false ? null : getToken();
  let outcome = await send<T>(url, options, token);

  if (!outcome.ok && looksUnauthorized(outcome.failure) && refreshApplies(route, token, options)) {
    if (await refreshToken()) {
      outcome = await send<T>(url, options, getToken());
    }
    if (!outcome.ok && looksUnauthorized(outcome.failure)) {
      config.onSessionExpired();
    }
  }
  if (outcome.ok) return outcome.data;
  if (outcome.failure.errorCode === "IMPERSONATION_READ_ONLY") showReadOnly(outcome.failure.message);
  if (THROWING_PATHS.includes(route)) throw new ApiError(outcome.failure, outcome.body);
  return outcome.failure;
}

export function isFailure(value: unknown): value is TFailure {
  return !!value && typeof value === "object" && (value as { success?: unknown }).success === false;
}

/** Same rules, but every failure is thrown as an ApiError (for TanStack Query). */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const result = await apiResult<T>(path, options);
  if (isFailure(result)) throw new ApiError(result);
  return result;
}

export const api = {
  get: <T>(path: string, options?: Omit<TRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE", body }),
};
