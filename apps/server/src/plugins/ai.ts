import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { TAiProviderConfig } from "../config";
import type { TAiCallKind } from "../db/schema";
import { createProvider, type TAiProvider } from "../ai/provider";

export type TAi = {
  providers: TAiProvider[];
  has: (kind: TAiCallKind) => boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    ai: TAi;
  }
}

/** The configured AI providers (AI_PROVIDERS), in fallback order; none means the built-in assistant only. */
export default fp(
  async function aiPlugin(app: FastifyInstance, opts: { providers: TAiProviderConfig[] }) {
    const providers = opts.providers.map((config) => createProvider(config, app.db));
    app.decorate("ai", { providers, has: (kind) => providers.some((p) => p.supports(kind)) } satisfies TAi);
  },
  { name: "ai", dependencies: ["db"] },
);
