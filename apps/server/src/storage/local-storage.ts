import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, type TStorage } from "./storage";

export function localStorage(dir: string): TStorage {
  const inside = (key: string) => {
    const full = path.resolve(dir, key);
    if (!full.startsWith(dir + path.sep)) throw new Error(`key outside the uploads folder: ${key}`);
    return full;
  };
  return {
    put: async (key, data) => {
      const full = inside(key);
      await fs.mkdir(path.dirname(full), { recursive: true, mode: 0o700 });
      await fs.writeFile(full, data, { mode: 0o600 });
    },
    get: async (key) => {
      try {
        return { data: await fs.readFile(inside(key)), contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    delete: async (key) => fs.rm(inside(key), { force: true }),
    deletePrefix: async (prefix) => fs.rm(inside(prefix), { recursive: true, force: true }),
  };
}
