/**
 * Brazilian phone numbers in any usual format ("(11) 98765-4321", "11987654321",
 * "+55 11 98765-4321", "055 11 ...") to E.164 ("+5511987654321"); null when not a Brazilian number.
 */
export function normalizeBrazilianPhone(input: string): string | null {
  let digits = input.replace(/\D/g, "");
  if (digits.startsWith("0")) digits = digits.replace(/^0+/, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  const ddd = Number(digits.slice(0, 2));
  if (ddd < 11 || ddd > 99 || digits[2] === "0") return null;
  if (digits.length === 11 && digits[2] !== "9") return null;
  return `+55${digits}`;
}
