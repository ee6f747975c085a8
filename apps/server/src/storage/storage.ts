/** Where uploaded files live: a local folder by default, an S3-compatible bucket in production. */
export type TStorage = {
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<{ data: Buffer; contentType: string } | null>;
  delete: (key: string) => Promise<void>;
  /** Deletes every object whose key starts with prefix (e.g. all files of a user). */
  deletePrefix: (prefix: string) => Promise<void>;
};

export const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  heic: "image/heic",
  webm: "audio/webm",
  ogg: "audio/ogg",
  mp3: "audio/mpeg",
  wav: "audio/wav",
};

export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
