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
        // The web build writes .br and .gz copies of its text files: sent to browsers that accept them.
        preCompressed: true,
        // Hashed build files never change; everything else (index.html, sw.js, the manifest) is revalidated each time.
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      if (url.startsWith("/api/")) app.accessLog.recordNotFound(request);
      if (!hasWeb || url.startsWith("/api/") || url === "/api" || url.startsWith("/uploads/") || request.method !== "GET") {
        return sendError(reply, "NOT_FOUND");
      }
      return reply.sendFile("index.html", opts.distDir);
    });
  },
  { name: "web", dependencies: ["access-log"] },
);
