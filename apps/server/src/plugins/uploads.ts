import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";

export type TUploads = {
  /** Stores a file and returns its public path under /uploads/. */
  save: (data: Buffer, extension: string, folder: string) => Promise<string>;
  /** Removes a file by its public path; paths outside /uploads/ are ignored. */
  remove: (publicPath: string | null | undefined) => Promise<void>;
  /** Removes a whole folder of uploads (e.g. everything of a deleted user). */
  removeFolder: (folder: string) => Promise<void>;
};

/** Every file of a user lives under this folder, so deleting the account removes them all. */
export const userUploadsFolder = (userId: string, kind: string) => `users/${userId}/${kind}`;

declare module "fastify" {
  interface FastifyInstance {
    uploads: TUploads;
  }
}

const PREFIX = "/uploads/";

export default fp(
  async function uploadsPlugin(app: FastifyInstance, opts: { dir: string }) {
    await fs.mkdir(opts.dir, { recursive: true });
    const resolveInside = (publicPath: string) => {
      const full = path.resolve(opts.dir, publicPath.slice(PREFIX.length));
      return full.startsWith(opts.dir + path.sep) ? full : null;
    };
    app.decorate("uploads", {
      save: async (data, extension, folder) => {
        const relative = `${folder}/${randomUUID()}.${extension}`;
        await fs.mkdir(path.join(opts.dir, folder), { recursive: true });
        await fs.writeFile(path.join(opts.dir, relative), data);
        return PREFIX + relative;
      },
      remove: async (publicPath) => {
        if (!publicPath?.startsWith(PREFIX)) return;
        const full = resolveInside(publicPath);
        if (full) await fs.rm(full, { force: true });
      },
      removeFolder: async (folder) => {
        const full = resolveInside(PREFIX + folder);
        if (full) await fs.rm(full, { recursive: true, force: true });
      },
    } satisfies TUploads);
    await app.register(fastifyStatic, {
      root: opts.dir,
      prefix: PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
    });
  },
  { name: "uploads" },
);
