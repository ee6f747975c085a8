import aws4 from "aws4";
import type { TStorage } from "./storage";

export type TS3Options = {
  bucket: string;
  region: string;
  /** e.g. https://s3.amazonaws.com, or a MinIO / R2 / Spaces endpoint; path-style addressing. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** A minimal S3 client: SigV4-signed REST calls (PutObject, GetObject, DeleteObject, ListObjectsV2). */
export function s3Storage(options: TS3Options): TStorage {
  const endpoint = new URL(options.endpoint);
  const encodeKey = (key: string) => key.split("/").map(encodeURIComponent).join("/");

  async function call(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
    const signed = aws4.sign(
      { host: endpoint.host, path, method, service: "s3", region: options.region, headers: { ...headers }, body },
      { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    );
    const response = await fetch(`${endpoint.protocol}//${endpoint.host}${path}`, {
      method,
      headers: signed.headers as Record<string, string>,
      body,
    });
    if (!response.ok && response.status !== 404) {
      throw new Error(`S3 ${method} ${path} failed with ${response.status}`);
    }
    return response;
  }

  const objectPath = (key: string) => `/${options.bucket}/${encodeKey(key)}`;

  return {
    put: async (key, data, contentType) => {
      await call("PUT", objectPath(key), data, { "content-type": contentType });
    },
    get: async (key) => {
      const response = await call("GET", objectPath(key));
      if (response.status === 404) return null;
      return {
        data: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    delete: async (key) => {
      await call("DELETE", objectPath(key));
    },
    deletePrefix: async (prefix) => {
      for (;;) {
        const list = await call("GET", `/${options.bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
        const keys = [...(await list.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
        if (keys.length === 0) return;
        await Promise.all(keys.map((key) => call("DELETE", objectPath(key))));
      }
    },
  };
}
