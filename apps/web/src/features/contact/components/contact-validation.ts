import { ZContactRequest } from "@nutriguia/domain";
import type { TContactMessage } from "../api/send-contact-message";

export { CONTACT_SUBJECTS } from "@nutriguia/domain";

export type TContactErrors = Partial<Record<keyof TContactMessage, string>>;

/** 001 §5 through the same contract the server checks: the first message per field. */
export function validateContact(input: TContactMessage): TContactErrors {
  const parsed = ZContactRequest.safeParse(input);
  const errors: TContactErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TContactMessage;
    errors[field] ??= issue.message;
  }
  return errors;
}
