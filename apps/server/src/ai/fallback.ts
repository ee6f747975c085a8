import type { TAiCallKind } from "../db/schema";
import { classifyProviderError, type TAiProvider } from "./provider";

/** Every provider able to do the job failed; `unavailable` when each failure was an outage or time-out. */
export class AiChainError extends Error {
  constructor(
    readonly kind: TAiCallKind,
    readonly unavailable: boolean,
    readonly failures: { provider: string; code: string }[],
  ) {
    super(`all ${kind} providers failed: ${failures.map((f) => `${f.provider}=${f.code}`).join(", ")}`);
    this.name = "AiChainError";
  }
}

/** Tries each provider that supports `kind`, in configured order, until one answers. */
export async function runWithFallback<T>(
  providers: readonly TAiProvider[],
  kind: TAiCallKind,
  attempt: (provider: TAiProvider) => Promise<T>,
): Promise<T> {
  const failures: { provider: string; code: string; unavailable: boolean }[] = [];
  for (const provider of providers) {
    if (!provider.supports(kind)) continue;
    try {
      return await attempt(provider);
    } catch (error) {
      failures.push({ provider: provider.name, ...classifyProviderError(error) });
    }
  }
  throw new AiChainError(
    kind,
    failures.every((f) => f.unavailable),
    failures.map(({ provider, code }) => ({ provider, code })),
  );
}
