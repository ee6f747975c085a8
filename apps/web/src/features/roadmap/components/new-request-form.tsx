import { zodResolver } from "@hookform/resolvers/zod";
import { FEATURE_STATUS_LABELS, ZFeatureRequestCreate } from "@nutriguia/domain";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useCreateRequest } from "../api/board-mutations";
import { useSimilarRequests } from "../api/similar-requests";

export function NewRequestForm({ onOpen, onDone }: { onOpen: (id: string) => void; onDone: () => void }) {
  const { register, handleSubmit, reset, watch, formState: { errors } } = useForm({
    resolver: zodResolver(ZFeatureRequestCreate),
    defaultValues: { title: "", description: "" },
  });
  const create = useCreateRequest();
  const similar = useSimilarRequests(watch("title")).data?.requests ?? [];

  const onSubmit = handleSubmit((request) =>
    create.mutate(request, {
      onSuccess: () => {
        toast({ title: "Pedido enviado", description: "Obrigado! Seu voto já foi contado.", variant: "success" });
        reset();
        onDone();
      },
      onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível enviar o pedido."), variant: "destructive" }),
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <TextField label="Título" maxLength={120} {...register("title")} error={errors.title?.message} placeholder="Ex.: Lista de compras a partir do plano" />
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
      <TextAreaField label="Descrição" rows={4} maxLength={2000} {...register("description")} error={errors.description?.message} />
      <Button type="submit" loading={create.isPending}>
        Enviar pedido
      </Button>
    </form>
  );
}
