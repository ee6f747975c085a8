import { useState, type FormEvent } from "react";
import { FEATURE_STATUS_LABELS, ZFeatureRequestCreate } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { fieldErrors } from "../../../lib/form-errors";
import { toast } from "../../../lib/toast-store";
import { useCreateRequest } from "../api/board-mutations";
import { useSimilarRequests } from "../api/similar-requests";

type TErrors = { title?: string; description?: string };

export function NewRequestForm({ onOpen, onDone }: { onOpen: (id: string) => void; onDone: () => void }) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<TErrors>({});
  const create = useCreateRequest();
  const similar = useSimilarRequests(title).data?.requests ?? [];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZFeatureRequestCreate.safeParse({ title, description });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: "Pedido enviado", description: "Obrigado! Seu voto já foi contado.", variant: "success" });
        setTitle("");
        setDescription("");
        onDone();
      },
      onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível enviar o pedido."), variant: "destructive" }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField label="Título" name="title" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} placeholder="Ex.: Lista de compras a partir do plano" />
      {similar.length > 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm" aria-live="polite">
          <p className="font-medium text-amber-950">Pedidos parecidos — talvez você queira votar em um deles:</p>
          <ul className="mt-1 space-y-1" aria-label="Pedidos parecidos">
            {similar.map((s) => (
              <li key={s.id}>
                <button type="button" className="text-left text-emerald-800 underline" onClick={() => onOpen(s.id)}>
                  {s.title}
                </button>{" "}
                <span className="text-slate-700">
                  ({FEATURE_STATUS_LABELS[s.status]}, {s.voteCount} {s.voteCount === 1 ? "voto" : "votos"})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextAreaField label="Descrição" name="description" rows={4} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} />
      <Button type="submit" loading={create.isPending}>
        Enviar pedido
      </Button>
    </form>
  );
}
