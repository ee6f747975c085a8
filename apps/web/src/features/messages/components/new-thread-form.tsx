import { useState, type FormEvent } from "react";
import { ZThreadCreate } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { fieldErrors } from "../../../lib/form-errors";
import { toast } from "../../../lib/toast-store";
import { useStartThread } from "../api/threads";
import { ImagePicker } from "./image-picker";

type TErrors = { subject?: string; body?: string };

export function NewThreadForm({ onStarted }: { onStarted: (id: string) => void }) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<TErrors>({});
  const start = useStartThread();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZThreadCreate.safeParse({ subject, body });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    start.mutate(
      { input: parsed.data, image },
      {
        onSuccess: (thread) => {
          toast({ title: "Mensagem enviada", description: "Respondemos em até 24 horas.", variant: "success" });
          onStarted(thread.id);
        },
        onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível enviar sua mensagem."), variant: "destructive" }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField label="Assunto" name="subject" maxLength={120} value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} />
      <TextAreaField label="Mensagem" name="body" rows={4} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} error={errors.body} />
      <ImagePicker image={image} onChange={setImage} />
      <Button type="submit" loading={start.isPending}>
        Enviar
      </Button>
    </form>
  );
}
