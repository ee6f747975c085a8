import { z } from "zod";
import { ZWhatsappNumber } from "../calc/phone";
import { ZEmail, ZPassword } from "./common";

/** The password rule, for the web form that sets a new password without loading the package index. */
export { ZPassword };

// What the sign-up, sign-in and password forms send. No user shape here: a form builds only the schemas it checks.

export const ZRegisterRequest = z
  .object({
    fullName: z.string().trim().min(2, "Informe seu nome completo").max(120),
    email: ZEmail,
    password: ZPassword,
    whatsappNumber: ZWhatsappNumber.optional().nullable(),
    privacyPolicyAccepted: z.boolean().optional(),
    termsAccepted: z.boolean().optional(),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z
  .object({ email: ZEmail, password: z.string().min(1, "Informe sua senha").max(1024) })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZActivateRequest = z
  .object({
    // Ten digits (docs/decisions/011); spaces or hyphens a reader types between groups are ignored.
    activationCode: z
      .string()
      .max(40)
      .transform((code) => code.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{10}$/, "O código de ativação tem 10 dígitos")),
  })
  .strict();
export type TActivateRequest = z.infer<typeof ZActivateRequest>;

export const ZEmailRequest = z.object({ email: ZEmail }).strict();
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

export const ZResetPasswordRequest = z
  .object({ token: z.string().trim().min(1).max(200), newPassword: ZPassword })
  .strict();
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
