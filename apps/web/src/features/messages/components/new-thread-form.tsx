import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { ZThreadCreate } from "@nutriguia/domain";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useStartThread } from "../api/threads";
import { ImagePicker } from "./image-picker";

export function NewThreadForm({ onStarted }: { onStarted: (id: string) => void }) {
  const { register, handleSubmit, formState: { errors } } = useForm({ resolver: zodResolver(ZThreadCreate), defaultValues: { subject: "", body: "" } });
  const [image, setImage] = useState<File | null>(null);
  const start = useStartThread();

  const onSubmit = handleSubmit((input) =>
    start.mutate(
      { input, image },
      {
        onSuccess: (thread) => {
          toast({ title: "Mensagem enviada", description: "Respondemos em até 24 horas.", variant: "success" });
          onStarted(thread.id);
        },
        onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível enviar sua mensagem."), variant: "destructive" }),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <TextField label="Assunto" maxLength={120} {...register("subject")} error={errors.subject?.message} />
      <TextAreaField label="Mensagem" rows={4} maxLength={5000} {...register("body")} error={errors.body?.message} />
      <ImagePicker image={image} onChange={setImage} />
      <Button type="submit" loading={start.isPending}>
        Enviar
      </Button>
    </form>
  );
}
