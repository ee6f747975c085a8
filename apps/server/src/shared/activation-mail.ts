import { createHmac, randomInt } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { TDb } from "../db/client";
import { authCodes } from "../db/schema";
import type { TMail } from "../plugins/mail";

/** Shared by registration, the public resend and the admin's resend (docs/decisions/540). */
export const ACTIVATION_CODE_TTL_MS = 24 * 3600 * 1000;
const SIGNATURE = "\n\nEquipe NutriGuia\nEste é um e-mail automático, não responda.";

const newActivationCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Six digits are few: keyed with the server secret so a leaked table cannot be reversed by enumeration. */
export const hashActivationCode = (code: string, secret: string) => createHmac("sha256", secret).update(`activation:${code}`).digest("hex");

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

async function isLiveCode(db: TDb, codeHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authCodes.id })
    .from(authCodes)
    .where(and(eq(authCodes.kind, "ACTIVATION"), eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, new Date())));
  return !!row;
}

/**
 * Adds a live activation code bound to the password of the registration it confirms (earlier codes stay
 * live) and returns the mail that carries it.
 */
export async function issueActivationMail(
  db: TDb,
  options: { secret: string; publicUrl: string },
  user: { id: string; email: string; fullName: string },
  passwordHash: string,
): Promise<TMail> {
  let code = newActivationCode();
  while (await isLiveCode(db, hashActivationCode(code, options.secret))) code = newActivationCode();
  await db.insert(authCodes).values({
    userId: user.id,
    kind: "ACTIVATION",
    codeHash: hashActivationCode(code, options.secret),
    passwordHash,
    expiresAt: new Date(Date.now() + ACTIVATION_CODE_TTL_MS),
  });
  return activationMail(user.email, user.fullName, code, options.publicUrl);
}
