import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";

export const ACTIVATION_CODE_TTL_MS = 24 * 3600 * 1000;
export const RESET_TOKEN_TTL_MS = 3600 * 1000;
export const UNLOCK_TOKEN_TTL_MS = 3600 * 1000;

export const newActivationCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** 128 bits of randomness, URL-safe. */
export const newResetToken = () => randomBytes(16).toString("base64url");

/** Six digits are few: keyed with the server secret so a leaked table cannot be reversed by enumeration. */
export const hashActivationCode = (code: string, secret: string) =>
  createHmac("sha256", secret).update(`activation:${code}`).digest("hex");

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");
