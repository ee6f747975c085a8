import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { localStorage } from "../storage/local-storage";
import { s3Storage, type TS3Options } from "../storage/s3-storage";
import { contentTypeOf } from "../storage/storage";
import { sendError } from "./errors";

export type TUploads = {
  /** Stores a file and returns its path under /uploads/ (what the database keeps). */
  save: (data: Buffer, extension: string, folder: string) => Promise<string>;
  /** Removes a file by its path; paths outside /uploads/ are ignored. */
  remove: (publicPath: string | null | undefined) => Promise<void>;
  /** Removes a whole folder of uploads (e.g. everything of a deleted user). */
  removeFolder: (folder: string) => Promise<void>;
  /** The stored path with a short-lived signature: the only form in which a file can be read. */
  signedUrl: (publicPath: string) => string;
};

declare module "fastify" {
  interface FastifyInstance {
    uploads: TUploads;
  }
}

/** Every file of a user lives under this folder, so deleting the account removes them all. */
export const userUploadsFolder = (userId: string, kind: string) => `users/${userId}/${kind}`;

const PREFIX = "/uploads/";
const SAFE_KEY = /^[A-Za-z0-9/_-]+(\.[a-z0-9]+)?$/;
/** Links live 50 to 60 minutes; bucketed so one file keeps one URL (and one cache entry) for ten minutes. */
const LINK_BUCKET_SECONDS = 600;
const LINK_TTL_SECONDS = 3600;
const MAX_WALK_DEPTH = 8;

export default fp(
  async function uploadsPlugin(app: FastifyInstance, opts: { dir: string; s3?: TS3Options; secret: string }) {
    const storage = opts.s3 ? s3Storage(opts.s3) : localStorage(opts.dir);
    const keyOf = (publicPath: string) => {
      const key = publicPath.slice(PREFIX.length);
      return SAFE_KEY.test(key) && !key.includes("..") ? key : null;
    };
    const signature = (key: string, expires: number) =>
      createHmac("sha256", opts.secret).update(`upload:${key}:${expires}`).digest("base64url");
    const signedUrl = (publicPath: string) => {
      const key = keyOf(publicPath);
      if (!key) return publicPath;
      const expires = Math.floor(Date.now() / 1000 / LINK_BUCKET_SECONDS) * LINK_BUCKET_SECONDS + LINK_TTL_SECONDS;
      return `${PREFIX}${key}?exp=${expires}&sig=${signature(key, expires)}`;
    };

    app.decorate("uploads", {
      save: async (data, extension, folder) => {
        const key = `${folder}/${randomUUID()}.${extension}`;
        await storage.put(key, data, contentTypeOf(key));
        return PREFIX + key;
      },
      remove: async (publicPath) => {
        const key = publicPath?.startsWith(PREFIX) ? keyOf(publicPath.split("?")[0] ?? "") : null;
        if (key) await storage.delete(key);
      },
      removeFolder: async (folder) => {
        if (SAFE_KEY.test(folder) && !folder.includes("..")) await storage.deletePrefix(`${folder}/`);
      },
      signedUrl,
    } satisfies TUploads);

    /** Looks without copying: most answers hold no stored path, and copying each one cost every request. */
    const mentionsUpload = (value: unknown, depth: number): boolean => {
      if (typeof value === "string") return value.startsWith(PREFIX);
      if (depth > MAX_WALK_DEPTH || value === null || typeof value !== "object" || value instanceof Date) return false;
      if (Array.isArray(value)) return value.some((item) => mentionsUpload(item, depth + 1));
      for (const key in value) if (mentionsUpload((value as Record<string, unknown>)[key], depth + 1)) return true;
      return false;
    };

    /**
     * Every stored /uploads/ path in an answer leaves signed, whichever route sends it, but only for its
     * owner (the folder users/<id>/) or an admin: a path echoed in someone else's text stays unreadable.
     */
    app.addHook("preSerialization", (request, _reply, payload, done) => {
      const auth = request.auth;
      if (!auth || !mentionsUpload(payload, 0)) return done(null, payload);
      const mayRead = (key: string) => auth.isAdmin || key.startsWith(`users/${auth.userId}/`);
      const sign = (value: unknown, depth: number): unknown => {
        if (typeof value === "string") {
          const key = value.startsWith(PREFIX) && !value.includes("?") ? keyOf(value) : null;
          return key && mayRead(key) ? signedUrl(value) : value;
        }
        if (depth > MAX_WALK_DEPTH || value === null || typeof value !== "object" || value instanceof Date) return value;
        if (Array.isArray(value)) return value.map((item) => sign(item, depth + 1));
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sign(v, depth + 1)]));
      };
      done(null, sign(payload, 0));
    });

    app.get("/uploads/*", { config: { access: "public" } }, async (request, reply) => {
      const [path = "", search = ""] = request.url.split("?");
      const key = keyOf(path);
      const query = new URLSearchParams(search);
      const expires = Number(query.get("exp"));
      const given = Buffer.from(query.get("sig") ?? "");
      const now = Date.now() / 1000;
      const valid =
        key !== null && Number.isInteger(expires) && expires > now && expires <= now + LINK_TTL_SECONDS + LINK_BUCKET_SECONDS &&
        given.length > 0 && given.length === Buffer.from(signature(key, expires)).length &&
        timingSafeEqual(given, Buffer.from(signature(key, expires)));
      const file = valid && key ? await storage.get(key) : null;
      if (!file) return sendError(reply, "NOT_FOUND");
      return reply
        .header("cache-control", `private, max-age=${Math.max(0, Math.floor(expires - now))}`)
        .header("x-content-type-options", "nosniff")
        .type(file.contentType)
        .send(file.data);
    });
  },
  { name: "uploads" },
);
