import { z } from "zod";

export const CONTACT_SUBJECTS = [
  { value: "duvida-planos", label: "Dúvidas sobre planos" },
  { value: "suporte-tecnico", label: "Suporte técnico" },
  { value: "cancelamento", label: "Cancelamento" },
  { value: "feedback", label: "Feedback" },
  { value: "parceria", label: "Proposta de parceria" },
  { value: "imprensa", label: "Imprensa" },
  { value: "outros", label: "Outros assuntos" },
] as const;

/** The subject as the form showed it ("Dúvidas sobre planos"), not its stored value ("duvida-planos"). */
export function contactSubjectLabel(value: string): string {
  return CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;
}

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [string, ...string[]];

/** POST /api/contact (001 §5 contact form rules). */
export const ZContactRequest = z
  .object({
    name: z.string().trim().min(3, "Nome precisa ter pelo menos 3 caracteres").max(120),
    email: z.string().trim().toLowerCase().max(254).email("E-mail inválido"),
    subject: z.enum(SUBJECT_VALUES, { error: "Selecione um assunto" }),
    message: z.string().trim().min(10, "Mensagem precisa ter pelo menos 10 caracteres").max(5000),
  })
  .strict();
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  responded: z.boolean(),
  respondedAt: z.string().nullable(),
  responseMessage: z.string().nullable(),
});
export type TContactMessage = z.infer<typeof ZContactMessage>;

export const ZContactResponseRequest = z
  .object({ responseMessage: z.string().trim().min(1, "Escreva a resposta").max(5000) })
  .strict();
export type TContactResponseRequest = z.infer<typeof ZContactResponseRequest>;
