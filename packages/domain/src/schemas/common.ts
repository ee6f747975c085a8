import { z } from "zod";

export const ZEmail = z.string().trim().toLowerCase().max(254).email("E-mail inválido");

/** ASVS 5.0 §6.2: at least 8 characters, at least 64 accepted, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const ZSuccess = z.object({ success: z.literal(true), message: z.string().optional() });
export type TSuccess = z.infer<typeof ZSuccess>;

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errorCode: z.string(),
  status: z.number(),
});

export const ZIdParam = z.object({ id: z.string().uuid() });
