import { ZPassword, ZRegisterRequest } from "@nutriguia/domain/schemas/auth-requests";
import { z } from "zod";

// `when`: the mismatch is reported with the other fields' messages, as one submit shows every problem at once.
const mismatch = { path: ["confirmPassword"], message: "As senhas não coincidem", when: () => true };

/**
 * The sign-up form: the request's contract plus what only the form asks (the password twice, both consents
 * ticked). A blank WhatsApp number is left out of the request, as the server reads "none".
 */
export const ZRegisterForm = ZRegisterRequest.extend({
  whatsappNumber: ZRegisterRequest.shape.whatsappNumber.unwrap().unwrap().transform((phone) => phone ?? undefined),
  confirmPassword: z.string(),
  privacyPolicyAccepted: z.boolean().refine(Boolean, "Você precisa aceitar a Política de Privacidade."),
  termsAccepted: z.boolean().refine(Boolean, "Você precisa aceitar os Termos de Uso."),
}).refine((form) => !form.password || form.password === form.confirmPassword, mismatch);

const blank = { fullName: "", email: "", password: "", confirmPassword: "", whatsappNumber: "" };
export const REGISTER_DEFAULTS = { ...blank, privacyPolicyAccepted: false, termsAccepted: false };

/** Reset and Set Password: the new password twice. */
export const ZNewPasswordForm = z
  .object({ newPassword: ZPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, mismatch);
