import type { TAiProviderHealth } from "@nutriguia/domain";
import type { TAiProviderConfig } from "../config";

/** Short enough for an admin page; a provider slower than this to list its models is reported as failing. */
export const AI_HEALTH_TIMEOUT_MS = 5000;

/**
 * A live check of each configured provider: `GET {baseUrl}/models` with its key, which every
 * OpenAI-compatible API answers without spending tokens. Errors are short codes: no URL or key leaves here.
 */
export async function checkAiProviders(providers: TAiProviderConfig[], timeoutMs = AI_HEALTH_TIMEOUT_MS): Promise<TAiProviderHealth[]> {
  return Promise.all(
    providers.map(async (provider) => {
      const base = {
        name: provider.name,
        model: provider.model ?? null,
        visionModel: provider.visionModel ?? null,
        transcriptionModel: provider.transcriptionModel ?? null,
      };
      const started = performance.now();
      try {
        const response = await fetch(`${provider.baseUrl.replace(/\/+$/, "")}/models`, {
          headers: { authorization: `Bearer ${provider.apiKey}`, accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        const latencyMs = Math.round(performance.now() - started);
        return { ...base, ok: response.ok, latencyMs, error: response.ok ? null : `HTTP_${response.status}` };
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        return { ...base, ok: false, latencyMs: null, error: timedOut ? "TIMEOUT" : "CONNECTION_ERROR" };
      }
    }),
  );
}
