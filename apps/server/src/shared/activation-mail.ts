import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { TDb } from "../db/client";
import { authCodes } from "../db/schema";
import type { TMail } from "../plugins/mail";

/** Shared by registration, the public resend and the admin's resend (docs/decisions/540). */
export const ACTIVATION_CODE_TTL_MS = 24 * 3600 * 1000;
/** Wrong guesses a code survives (docs/decisions/011). */
export const ACTIVATION_MAX_FAILED_ATTEMPTS = 5;
export const ACTIVATION_CODE_DIGITS = 10;
/** The first digits name the code (its registration); the other six are the secret. */
export const ACTIVATION_TAG_DIGITS = 4;
const SIGNATURE = "\n\nEquipe NutriGuia\nEste é um e-mail automático, não responda.";

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join("");
const newActivationCode = () => digits(ACTIVATION_CODE_DIGITS);
export const activationCodeTag = (code: string) => code.slice(0, ACTIVATION_TAG_DIGITS);

/** Keyed with the server secret so a leaked table cannot be reversed by enumeration. */
export const hashActivationCode = (code: string, secret: string) => createHmac("sha256", secret).update(`activation:${code}`).digest("hex");

export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function activationMail(to: string, name: string, code: string, publicUrl: string): TMail {
  return {
    to,
    subject: "Seu código de ativação NutriGuia",
    text:
      `Olá, ${name}!\n\nBem-vindo(a) ao NutriGuia. Seu código de ativação é:\n\n${code}\n\n` +
      `Ele vale por 24 horas. Informe-o em ${publicUrl}/activate para ativar sua conta e começar seu teste grátis de 7 dias.\n\n` +
      `Se você não criou esta conta, ignore este e-mail.${SIGNATURE}`,
  };
}

/**
 * Issues the account's one live activation code, bound to the password of the registration it confirms: a new
 * registration or a resend replaces the earlier code. Returns the mail that carries it.
 */
export async function issueActivationMail(
  db: TDb,
  options: { secret: string; publicUrl: string },
  user: { id: string; email: string; fullName: string },
  passwordHash: string,
): Promise<TMail> {
  const code = newActivationCode();
  await db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(authCodes.userId, user.id), eq(authCodes.kind, "ACTIVATION"), isNull(authCodes.usedAt)));
    await tx.insert(authCodes).values({
      userId: user.id,
      kind: "ACTIVATION",
      codeHash: hashActivationCode(code, options.secret),
      codeTag: activationCodeTag(code),
      passwordHash,
      expiresAt: new Date(Date.now() + ACTIVATION_CODE_TTL_MS),
    });
  });
  return activationMail(user.email, user.fullName, code, options.publicUrl);
}
