import { z } from "zod";

/** GET /api/admin/ai-providers/health: one live check per configured provider (names and models only, never keys). */
export const ZAiProviderHealth = z.object({
  name: z.string(),
  model: z.string().nullable(),
  visionModel: z.string().nullable(),
  transcriptionModel: z.string().nullable(),
  ok: z.boolean(),
  latencyMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type TAiProviderHealth = z.infer<typeof ZAiProviderHealth>;

export const ZAiProvidersHealth = z.object({ providers: z.array(ZAiProviderHealth) });
export type TAiProvidersHealth = z.infer<typeof ZAiProvidersHealth>;
