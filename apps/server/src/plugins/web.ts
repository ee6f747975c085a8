import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { sendError } from "./errors";

type TRouteShell = { segments: string[]; file: string };

/** The web build's per-route copies of index.html (apps/web/build/route-shells.ts); none when it wrote no index. */
function readRouteShells(distDir: string): TRouteShell[] {
  try {
    const index: unknown = JSON.parse(fs.readFileSync(path.join(distDir, "route-shells", "routes.json"), "utf8"));
    if (!Array.isArray(index)) return [];
    return index.flatMap((entry: { path?: unknown; file?: unknown }) =>
      typeof entry.path === "string" && typeof entry.file === "string" && fs.existsSync(path.join(distDir, entry.file))
        ? [{ segments: entry.path.split("/").filter(Boolean), file: entry.file }]
        : [],
    );
  } catch {
    return [];
  }
}

/** The shell of the route a path belongs to (`:name` stands for any one segment), or index.html. */
function shellFor(shells: TRouteShell[], url: string): string {
  const segments = url.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  const shell = shells.find(
    (candidate) => candidate.segments.length === segments.length && candidate.segments.every((part, at) => part.startsWith(":") || part === segments[at]),
  );
  return shell?.file ?? "index.html";
}

/**
 * Serves the built SPA; client routes fall back to their route's shell (index.html naming the page's chunks) or to
 * index.html, unknown /api paths get the 404 envelope.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
    const hasWeb = fs.existsSync(path.join(opts.distDir, "index.html"));
    const shells = hasWeb ? readRouteShells(opts.distDir) : [];
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
      return reply.sendFile(shellFor(shells, url), opts.distDir);
    });
  },
  { name: "web", dependencies: ["access-log"] },
);
