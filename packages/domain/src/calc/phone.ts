import { z } from "zod";

export const PHONE_INVALID_MESSAGE = "Número de WhatsApp inválido. Use o formato (11) 98765-4321.";

/**
 * A Brazilian mobile in any usual format ("(11) 98765-4321", "11987654321", "+55 11 98765-4321", "055 11 ...") to
 * E.164 ("+5511987654321"): 11 digits with the DDD (11–99) and the mobile's leading 9. Null for anything else,
 * landlines included, since the number is for WhatsApp.
 */
export function normalizeBrazilianPhone(input: string): string | null {
  let digits = input.replace(/\D/g, "");
  if (digits.startsWith("0")) digits = digits.replace(/^0+/, "");
  if (digits.length === 13 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length !== 11) return null;
  const ddd = Number(digits.slice(0, 2));
  if (ddd < 11 || ddd > 99 || digits[2] !== "9") return null;
  return `+55${digits}`;
}

/** A WhatsApp number field: blank means none (null); anything else must be a Brazilian mobile, stored in E.164. */
export const ZWhatsappNumber = z
  .string()
  .trim()
  .max(30, PHONE_INVALID_MESSAGE)
  .transform((value, ctx) => {
    if (value === "") return null;
    const phone = normalizeBrazilianPhone(value);
    if (!phone) ctx.addIssue({ code: "custom", message: PHONE_INVALID_MESSAGE });
    return phone;
  });
