import fs from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { localStorage } from "../storage/local-storage";
import { s3Storage, type TS3Options } from "../storage/s3-storage";
import { contentTypeOf } from "../storage/storage";
import { sendError } from "./errors";

export type TUploads = {
  /** Stores a file and returns its public path under /uploads/. */
  save: (data: Buffer, extension: string, folder: string) => Promise<string>;
  /** Removes a file by its public path; paths outside /uploads/ are ignored. */
  remove: (publicPath: string | null | undefined) => Promise<void>;
  /** Removes a whole folder of uploads (e.g. everything of a deleted user). */
  removeFolder: (folder: string) => Promise<void>;
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

export default fp(
  async function uploadsPlugin(app: FastifyInstance, opts: { dir: string; s3?: TS3Options }) {
    const storage = opts.s3 ? s3Storage(opts.s3) : localStorage(opts.dir);
    const keyOf = (publicPath: string) => {
      const key = publicPath.slice(PREFIX.length);
      return SAFE_KEY.test(key) && !key.includes("..") ? key : null;
    };
    app.decorate("uploads", {
      save: async (data, extension, folder) => {
        const key = `${folder}/${randomUUID()}.${extension}`;
        await storage.put(key, data, contentTypeOf(key));
        return PREFIX + key;
      },
      remove: async (publicPath) => {
        const key = publicPath?.startsWith(PREFIX) ? keyOf(publicPath) : null;
        if (key) await storage.delete(key);
      },
      removeFolder: async (folder) => {
        if (SAFE_KEY.test(folder) && !folder.includes("..")) await storage.deletePrefix(`${folder}/`);
      },
    } satisfies TUploads);

    if (!opts.s3) {
      await fs.mkdir(opts.dir, { recursive: true });
      await app.register(fastifyStatic, { root: opts.dir, prefix: PREFIX, decorateReply: false, index: false, list: false, dotfiles: "deny" });
      return;
    }
    app.get("/uploads/*", async (request, reply) => {
      const key = keyOf(request.url.split("?")[0] ?? "");
      const file = key ? await storage.get(key) : null;
      if (!file) return sendError(reply, "NOT_FOUND");
      return reply.header("cache-control", "private, max-age=86400").type(file.contentType).send(file.data);
    });
  },
  { name: "uploads" },
);
