import { createHash, randomBytes } from "node:crypto";

export const RESET_TOKEN_TTL_MS = 3600 * 1000;
export const UNLOCK_TOKEN_TTL_MS = 3600 * 1000;

/** 128 bits of randomness, URL-safe. */
export const newResetToken = () => randomBytes(16).toString("base64url");

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");
