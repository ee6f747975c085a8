import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, apiResult, configureApiClient, resolveUrl } from "./api-client";
import {
  AI_SERVICE_ERROR_MESSAGE,
  ApiError,
  CHAT_IMAGE_ERROR_MESSAGE,
  IMAGE_ANALYSIS_FAILED_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  UNPARSEABLE_RESPONSE_MESSAGE,
} from "./api-errors";
import { getToken, setToken } from "./storage";
import { dismissToast, getToast } from "./toast-store";

type TCall = { url: string; init: RequestInit };
let calls: TCall[];

function reply(status: number, body?: unknown, raw = false): Response {
  if (status === 204) return new Response(null, { status });
  const text = body === undefined ? "" : raw ? String(body) : JSON.stringify(body);
  return new Response(text, { status, headers: { "Content-Type": raw ? "text/html" : "application/json" } });
}

function mockFetch(...responses: Response[]) {
  const queue = [...responses];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = queue.shift();
      if (!next) throw new Error("unexpected fetch");
      return next;
    }),
  );
}

const authHeader = (call: TCall | undefined) => (call?.init.headers as Record<string, string>).Authorization;

beforeEach(() => {
  calls = [];
  configureApiClient({ onSessionExpired: () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("requests", () => {
  it("prefixes paths not starting with / or http with /api/", () => {
    expect(resolveUrl("account/me")).toBe("/api/account/me");
    expect(resolveUrl("/api/account/me")).toBe("/api/account/me");
    expect(resolveUrl("https://example.com/x")).toBe("https://example.com/x");
  });

  it("sends JSON with the stored bearer token", async () => {
    setToken("abc");
    mockFetch(reply(200, { ok: 1 }));
    await expect(apiRequest("account/x", { method: "POST", body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe("/api/account/x");
    expect(authHeader(calls[0])).toBe("Bearer abc");
    expect((calls[0]?.init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it("treats 204 as success", async () => {
    mockFetch(reply(204));
    await expect(apiResult("/api/x")).resolves.toEqual({ success: true });
  });
});

describe("error mapping", () => {
  it.each([500, 503])("maps %i to SERVICE_UNAVAILABLE", async (status) => {
    mockFetch(reply(status, { success: false, message: "boom", errorCode: "INTERNAL_ERROR", status }));
    await expect(apiResult("/api/account/me")).resolves.toEqual({
      success: false,
      status,
      errorCode: "SERVICE_UNAVAILABLE",
      message: SERVICE_UNAVAILABLE_MESSAGE,
    });
  });

  it.each(["/api/auth/login", "/api/auth/admin-login", "/api/auth/reset-password"])("throws on %s with the body in response.data", async (path) => {
    const body = { success: false, message: "x", errorCode: "INTERNAL_ERROR", status: 503 };
    mockFetch(reply(503, body));
    const error = await apiResult(path, { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe("SERVICE_UNAVAILABLE");
    expect((error as ApiError).message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect((error as ApiError).response.data).toEqual(body);
  });

  it("keeps the server's message and errorCode", async () => {
    mockFetch(reply(400, { success: false, message: "Senha atual incorreta.", errorCode: "WRONG_PASSWORD", status: 400 }));
    await expect(apiResult("/api/account/profile")).resolves.toMatchObject({ errorCode: "WRONG_PASSWORD", message: "Senha atual incorreta." });
  });

  it.each([
    [400, "Requisição inválida."],
    [403, "Acesso negado."],
    [404, "Recurso não encontrado."],
    [409, "Conflito ao processar a solicitação."],
    [422, "Não foi possível processar os dados enviados."],
    [429, "Muitas requisições. Aguarde um momento e tente novamente."],
    [502, "Erro de gateway."],
    [418, "Falha na solicitação com o código de status 418."],
  ])("falls back to the status message for %i", async (status, message) => {
    mockFetch(reply(status, {}));
    await expect(apiResult("/api/x")).resolves.toMatchObject({ status, message });
  });

  it("maps a non-JSON AI provider 503 to SERVICE_UNAVAILABLE", async () => {
    mockFetch(reply(502, "OpenAI error: 503 Service Unavailable", true));
    await expect(apiResult("/api/chat/message")).resolves.toMatchObject({ errorCode: "SERVICE_UNAVAILABLE", message: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it("maps other non-JSON AI provider errors to AI_SERVICE_ERROR", async () => {
    mockFetch(reply(502, "AI provider error: invalid response", true));
    await expect(apiResult("/api/chat/message")).resolves.toMatchObject({ errorCode: "AI_SERVICE_ERROR", message: AI_SERVICE_ERROR_MESSAGE });
  });

  it("maps 'all AI providers failed to analyze' to IMAGE_ANALYSIS_FAILED", async () => {
    mockFetch(reply(422, { message: "All AI providers failed to analyze the image" }));
    await expect(apiResult("/api/chat/image")).resolves.toMatchObject({ errorCode: "IMAGE_ANALYSIS_FAILED", message: IMAGE_ANALYSIS_FAILED_MESSAGE });
  });

  it("reports unparseable bodies", async () => {
    mockFetch(reply(400, "<html>oops</html>", true));
    await expect(apiResult("/api/x")).resolves.toMatchObject({ message: UNPARSEABLE_RESPONSE_MESSAGE });
    mockFetch(reply(200, "<html>ok?</html>", true));
    await expect(apiResult("/api/x")).resolves.toMatchObject({ success: false, message: UNPARSEABLE_RESPONSE_MESSAGE });
  });

  it("gives chat image failures without a code or known message the review-the-image message", async () => {
    mockFetch(reply(400, { message: "weird" }));
    await expect(apiResult("/api/chat/image", { method: "POST" })).resolves.toMatchObject({ message: CHAT_IMAGE_ERROR_MESSAGE });
    mockFetch(reply(413, { message: "A imagem é muito grande" }));
    await expect(apiResult("/api/chat/image", { method: "POST" })).resolves.toMatchObject({ message: "A imagem é muito grande" });
  });

  it("throws ApiError from apiRequest", async () => {
    mockFetch(reply(404, {}));
    await expect(apiRequest("/api/x")).rejects.toMatchObject({ status: 404, message: "Recurso não encontrado." });
  });
});

describe("time-outs", () => {
  function hangingFetch() {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      ),
    );
  }

  it("aborts requests after 120 s", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = apiResult("/api/x").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await pending) as Error).message).toBe("Request timed out after 120000ms");
  });

  it("aborts uploads after 360 s", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = apiResult("/api/account/profile", { method: "PUT", formData: new FormData() }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(((await pending) as Error).message).toBe("Upload timed out after 360000ms");
  });
});

describe("refresh then retry", () => {
  it("refreshes the token once on 401 and retries with the new one", async () => {
    setToken("old");
    mockFetch(reply(401, { message: "token expired" }), reply(200, { success: true, token: "new" }), reply(200, { id: 1 }));
    await expect(apiResult("/api/account/me")).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual(["/api/account/me", "/api/auth/refresh", "/api/account/me"]);
    expect(authHeader(calls[1])).toBe("Bearer old");
    expect(authHeader(calls[2])).toBe("Bearer new");
    expect(getToken()).toBe("new");
  });

  it("refreshes on an 'Unauthorized' message too", async () => {
    setToken("old");
    mockFetch(reply(403, { message: "Unauthorized" }), reply(200, { success: true, token: "new" }), reply(200, { ok: true }));
    await expect(apiResult("/api/account/usage")).resolves.toEqual({ ok: true });
  });

  it("expires the session when the refresh fails", async () => {
    setToken("old");
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    mockFetch(reply(401, { message: "x" }), reply(401, { message: "revoked" }));
    await expect(apiResult("/api/account/me")).resolves.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it("never refreshes for login failures", async () => {
    setToken("old");
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    mockFetch(reply(401, { success: false, message: "E-mail ou senha incorretos.", errorCode: "INVALID_CREDENTIALS", status: 401 }));
    await expect(apiResult("/api/auth/login", { method: "POST", body: {} })).rejects.toMatchObject({ errorCode: "INVALID_CREDENTIALS" });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe("viewing as a user", () => {
  it("says why a write was refused, over whatever the screen showed", async () => {
    vi.useFakeTimers();
    dismissToast();
    mockFetch(reply(403, { success: false, status: 403, errorCode: "IMPERSONATION_READ_ONLY", message: "Você está vendo como outro usuário, em modo somente leitura: nenhuma alteração pode ser feita." }));
    await expect(apiRequest("/api/account/profile", { method: "PUT", body: {} })).rejects.toMatchObject({ status: 403, errorCode: "IMPERSONATION_READ_ONLY" });
    await vi.advanceTimersByTimeAsync(0);
    expect(getToast()).toMatchObject({ title: "Você está vendo como outro usuário, em modo somente leitura", description: "nenhuma alteração pode ser feita.", variant: "destructive" });
    vi.useRealTimers();
  });
});
