import { zodResolver } from "@hookform/resolvers/zod";
import { CONTACT_SUBJECTS, ZContactRequest } from "@nutriguia/domain";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast-store";
import { useSendContactMessage } from "../api/send-contact-message";

/** 001 §5: the form checks the same contract the server does and shows the first message per field. */
export function ContactForm({ onSent }: { onSent?: () => void }) {
  const { register, handleSubmit, reset, formState: { errors } } = useForm({
    resolver: zodResolver(ZContactRequest),
    defaultValues: { name: "", email: "", subject: "", message: "" },
  });
  const mutation = useSendContactMessage();

  const onSubmit = handleSubmit((message) =>
    mutation.mutate(message, {
      onSuccess: () => {
        toast({ title: "Mensagem enviada", description: "Recebemos sua mensagem e retornaremos em breve.", variant: "success" });
        reset();
        onSent?.();
      },
      onError: () =>
        toast({
          title: "Erro ao enviar mensagem",
          description: "Ocorreu um erro ao enviar sua mensagem. Tente novamente mais tarde.",
          variant: "destructive",
        }),
    }),
  );

  const busy = mutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <TextField label="Nome" autoComplete="name" {...register("name")} error={errors.name?.message} disabled={busy} />
      <TextField label="E-mail" type="email" autoComplete="email" {...register("email")} error={errors.email?.message} disabled={busy} />
      <SelectField label="Assunto" {...register("subject")} error={errors.subject?.message} disabled={busy}>
        <option value="">Selecione um assunto</option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Mensagem" rows={5} {...register("message")} error={errors.message?.message} disabled={busy} />
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        {busy ? "Enviando..." : "Enviar mensagem"}
      </Button>
    </form>
  );
}
