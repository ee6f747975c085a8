import type { FastifyInstance } from "fastify";

type THook = (userId: string) => Promise<void>;
const hooks = new WeakMap<object, THook[]>();

/** Lets a feature act before an account is deleted (billing stops the provider's renewals) without the account feature knowing it. */
export function onAccountDeletion(app: FastifyInstance, hook: THook) {
  const list = hooks.get(app.config) ?? [];
  list.push(hook);
  hooks.set(app.config, list);
}

export async function runAccountDeletionHooks(app: FastifyInstance, userId: string) {
  for (const hook of hooks.get(app.config) ?? []) await hook(userId);
}
