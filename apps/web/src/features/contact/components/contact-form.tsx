import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast-store";
import { useSendContactMessage, type TContactMessage } from "../api/send-contact-message";
import { CONTACT_SUBJECTS, validateContact, type TContactErrors } from "./contact-validation";

const EMPTY: TContactMessage = { name: "", email: "", subject: "", message: "" };

export function ContactForm({ onSent }: { onSent?: () => void }) {
  const [values, setValues] = useState<TContactMessage>(EMPTY);
  const [errors, setErrors] = useState<TContactErrors>({});
  const mutation = useSendContactMessage();

  const change = (field: keyof TContactMessage) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      { ...values, name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: () => {
          toast({ title: "Mensagem enviada", description: "Recebemos sua mensagem e retornaremos em breve.", variant: "success" });
          setValues(EMPTY);
          onSent?.();
        },
        onError: () =>
          toast({
            title: "Erro ao enviar mensagem",
            description: "Ocorreu um erro ao enviar sua mensagem. Tente novamente mais tarde.",
            variant: "destructive",
          }),
      },
    );
  }

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Nome" name="name" autoComplete="name" value={values.name} onChange={change("name")} error={errors.name} disabled={busy} />
      <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={change("email")} error={errors.email} disabled={busy} />
      <SelectField label="Assunto" name="subject" value={values.subject} onChange={change("subject")} error={errors.subject} disabled={busy}>
        <option value="">Selecione um assunto</option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Mensagem" name="message" rows={5} value={values.message} onChange={change("message")} error={errors.message} disabled={busy} />
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        {busy ? "Enviando..." : "Enviar mensagem"}
      </Button>
    </form>
  );
}
