import type OpenAI from "openai";
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { TAiProviderConfig } from "../config";
import type { TDb } from "../db/client";
import type { TAiCallKind } from "../db/schema";
import { insertAiMetric } from "./ai-metrics.repository";

export type TChatRequest = Omit<ChatCompletionCreateParamsNonStreaming, "model">;

/** One configured OpenAI-compatible endpoint; every request it makes is recorded as an AI metric. */
export type TAiProvider = {
  name: string;
  supports: (kind: TAiCallKind) => boolean;
  complete: (kind: "chat" | "vision", request: TChatRequest) => Promise<ChatCompletion>;
  transcribe: (audio: Buffer, filename: string) => Promise<string>;
};

type TOpenAiSdk = typeof import("openai");
/** The SDK, loaded with the first provider call: a server without providers never holds it. */
let sdk: TOpenAiSdk | null = null;
async function loadSdk(): Promise<TOpenAiSdk> {
  sdk ??= await import("openai");
  return sdk;
}

/** A short, stable code for a failed provider call, and whether it means "unavailable" rather than "broken". */
export function classifyProviderError(error: unknown): { code: string; unavailable: boolean } {
  if (sdk && error instanceof sdk.APIConnectionTimeoutError) return { code: "TIMEOUT", unavailable: true };
  if (sdk && error instanceof sdk.APIConnectionError) return { code: "CONNECTION_ERROR", unavailable: true };
  if (sdk && error instanceof sdk.APIError && error.status) {
    return { code: `HTTP_${error.status}`, unavailable: error.status === 429 || error.status >= 500 };
  }
  if (error instanceof Error && error.name === "TimeoutError") return { code: "TIMEOUT", unavailable: true };
  return { code: "BAD_RESPONSE", unavailable: false };
}

export function createProvider(config: TAiProviderConfig, db: TDb): TAiProvider {
  let client: OpenAI | null = null;
  const openai = async () => {
    const { default: OpenAIClient } = await loadSdk();
    client ??= new OpenAIClient({ apiKey: config.apiKey, baseURL: config.baseUrl, timeout: config.timeoutMs, maxRetries: 0 });
    return client;
  };
  const models: Record<TAiCallKind, string | undefined> = {
    chat: config.model,
    vision: config.visionModel,
    transcription: config.transcriptionModel,
  };

  async function recorded<T>(
    kind: TAiCallKind,
    call: (model: string) => Promise<T>,
    usageOf: (value: T) => ChatCompletion["usage"] | undefined,
  ): Promise<T> {
    const model = models[kind];
    if (!model) throw new Error(`provider ${config.name} has no ${kind} model`);
    const started = performance.now();
    const base = { provider: config.name, model, kind };
    try {
      const value = await call(model);
      const usage = usageOf(value);
      await insertAiMetric(db, {
        ...base,
        latencyMs: Math.round(performance.now() - started),
        promptTokens: usage?.prompt_tokens ?? null,
        completionTokens: usage?.completion_tokens ?? null,
        totalTokens: usage?.total_tokens ?? null,
        success: true,
      });
      return value;
    } catch (error) {
      await insertAiMetric(db, {
        ...base,
        latencyMs: Math.round(performance.now() - started),
        success: false,
        errorCode: classifyProviderError(error).code,
      });
      throw error;
    }
  }

  return {
    name: config.name,
    supports: (kind) => Boolean(models[kind]),
    complete: (kind, request) =>
      recorded(
        kind,
        async (model) => {
          const completion = await (await openai()).chat.completions.create({ ...request, model });
          if (!completion.choices?.[0]?.message) throw new Error("completion without a message");
          return completion;
        },
        (c) => c.usage,
      ),
    transcribe: (audio, filename) =>
      recorded(
        "transcription",
        async (model) => {
          const { toFile } = await loadSdk();
          const result = await (await openai()).audio.transcriptions.create({ file: await toFile(audio, filename), model, language: "pt" });
          if (typeof result.text !== "string") throw new Error("transcription without text");
          return result.text;
        },
        () => undefined,
      ),
  };
}
