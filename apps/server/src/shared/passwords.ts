import argon2 from "argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "../lib/app-error";
import { PT_BR_COMMON_PASSWORDS } from "./common-passwords-pt-br";

/** OWASP ASVS 5.0 / OWASP cheat sheet argon2id parameters. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The 10,000 most common passwords of the zxcvbn ranking, plus Brazilian favourites. */
const COMMON_PASSWORDS = new Set([
  ...(dictionary["passwords-common"] as string[]).slice(0, 10_000),
  ...PT_BR_COMMON_PASSWORDS,
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Length is checked by the contract; here only the breached/common list (ASVS 6.2.4). */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError("COMMON_PASSWORD");
}

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps response times alike. */
export const DUMMY_HASH = await hashPassword("nutriguia-dummy-password-for-timing");
