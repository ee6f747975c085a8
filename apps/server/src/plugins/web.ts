import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { sendError } from "./errors";

/** Serves the built SPA; client routes fall back to index.html, unknown /api paths get the 404 envelope. */
export default fp(
  async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
    const hasWeb = fs.existsSync(path.join(opts.distDir, "index.html"));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        prefix: "/",
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header("cache-control", "public, max-age=31536000, immutable");
          }
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (url.startsWith("/api/")) app.accessLog.recordNotFound(request);
      if (!hasWeb || url.startsWith("/api/") || url === "/api" || url.startsWith("/uploads/") || request.method !== "GET") {
        return sendError(reply, "NOT_FOUND");
      }
      return reply.header("cache-control", "no-cache").sendFile("index.html", opts.distDir);
    });
  },
  { name: "web", dependencies: ["access-log"] },
);
