import type { TContactMessage } from "../api/send-contact-message";

export const CONTACT_SUBJECTS = [
  { value: "duvida-planos", label: "Dúvidas sobre planos" },
  { value: "suporte-tecnico", label: "Suporte técnico" },
  { value: "cancelamento", label: "Cancelamento" },
  { value: "feedback", label: "Feedback" },
  { value: "parceria", label: "Proposta de parceria" },
  { value: "imprensa", label: "Imprensa" },
  { value: "outros", label: "Outros assuntos" },
] as const;

export type TContactErrors = Partial<Record<keyof TContactMessage, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 001 §5: name ≥ 3, valid e-mail, subject chosen, message ≥ 10. */
export function validateContact(input: TContactMessage): TContactErrors {
  const errors: TContactErrors = {};
  if (input.name.trim().length < 3) errors.name = "Nome precisa ter pelo menos 3 caracteres";
  if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = "E-mail inválido";
  if (!input.subject) errors.subject = "Selecione um assunto";
  if (input.message.trim().length < 10) errors.message = "Mensagem precisa ter pelo menos 10 caracteres";
  return errors;
}
