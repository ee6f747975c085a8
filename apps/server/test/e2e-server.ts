/**
 * The server browser journeys start when they need scheduled work at a chosen time (docs/decisions/331): the
 * production server (src/serve.ts) plus `POST /api/test/jobs/{name}/run` with `{ at }`, one pass of a registered job
 * as if the clock read `at` (a Sunday 19:05 for the weekly summary), answering the pass's outcome once its messages
 * went out. This file lives under test/, which the production build never bundles (build.mjs compiles
 * src/server.ts only), so no setting can expose the route in production; it also answers only loopback callers.
 */
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../src/lib/app-error";
import { serve } from "../src/serve";

const ZRunJobParams = z.object({ name: z.string().min(1).max(100) });
const ZRunJobBody = z.object({ at: z.iso.datetime({ offset: true }) }).strict();
const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

await serve(async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/test/jobs/:name/run",
    { config: { access: "public" as const }, schema: { params: ZRunJobParams, body: ZRunJobBody } },
    async (request) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? "")) throw new AppError("NOT_FOUND");
      const job = () => app.scheduler.list().find((j) => j.name === request.params.name);
      if (!job()) throw new AppError("NOT_FOUND", "Tarefa agendada não encontrada.");
      // A pass already under way would be answered instead of ours (the scheduler runs one per job): wait it out.
      while (job()!.running) await new Promise((resolve) => setTimeout(resolve, 50));
      return app.scheduler.run(request.params.name, new Date(request.body.at));
    },
  );
});
