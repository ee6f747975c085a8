import type { FastifyInstance } from "fastify";

/**
 * Work whose outcome must not show in the answer (whether an e-mail exists, how long SMTP takes):
 * started after the reply, failures logged, awaited when the server closes.
 */
export function createBackgroundWork(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pending]);
  });
  return (label: string, work: () => Promise<unknown>) => {
    const running: Promise<void> = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, `${label} failed`),
      )
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}

/** Runs work and answers no sooner than `floorMs` after starting, so paths of different cost look alike. */
export async function withFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
