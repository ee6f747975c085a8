import { useState } from "react";
import { FEATURE_STATUS_LABELS, ZFeatureStatus, type TFeatureRequest, type TFeatureStatus } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useAdminFeatures, useFeatureAdminAction } from "../api/admin-features";
import { FeatureStatusBadge } from "./status-badge";

const SETTABLE = ZFeatureStatus.options.filter((s) => s !== "DUPLICATE");

/** Back-office "features" tab: status with a public note, merge a duplicate, edit, hide. */
export function AdminFeaturesTab() {
  const { data, isPending, isError } = useAdminFeatures();
  const requests = data?.requests ?? [];
  return (
    <div className="space-y-3">
      {isPending ? <Spinner label="Carregando pedidos" /> : null}
      {isError ? <p role="alert" className="text-red-700">Não foi possível carregar os pedidos.</p> : null}
      {data && requests.length === 0 ? <p className="text-slate-700">Nenhum pedido ainda.</p> : null}
      <ul className="space-y-3">
        {requests.map((r) => (
          <FeatureAdminItem key={r.id} request={r} others={requests.filter((o) => o.id !== r.id && o.status !== "DUPLICATE")} />
        ))}
      </ul>
    </div>
  );
}

function FeatureAdminItem({ request, others }: { request: TFeatureRequest; others: TFeatureRequest[] }) {
  const action = useFeatureAdminAction();
  const [status, setStatus] = useState<TFeatureStatus>(request.status === "DUPLICATE" ? "UNDER_REVIEW" : request.status);
  const [note, setNote] = useState(request.statusNote ?? "");
  const [target, setTarget] = useState("");
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(request.title);
  const [description, setDescription] = useState(request.description);
  const done = (message: string) => ({
    onSuccess: () => toast({ title: message, variant: "success" as const }),
    onError: (error: unknown) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível salvar."), variant: "destructive" as const }),
  });

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{request.title}</p>
        <FeatureStatusBadge status={request.status} />
        <Badge>{request.voteCount} votos</Badge>
        {request.hidden ? <Badge tone="danger">Oculto</Badge> : null}
      </div>
      {editing ? (
        <div className="space-y-2">
          <TextField label="Título" name={`title-${request.id}`} value={title} onChange={(e) => setTitle(e.target.value)} />
          <TextAreaField label="Descrição" name={`description-${request.id}`} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          <Button size="sm" onClick={() => action.mutate({ kind: "edit", id: request.id, title, description }, { ...done("Pedido atualizado"), onSettled: () => setEditing(false) })}>
            Salvar edição
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{request.description}</p>
      )}
      {request.status !== "DUPLICATE" ? (
        <div className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <SelectField label="Novo status" name={`status-${request.id}`} value={status} onChange={(e) => setStatus(e.target.value as TFeatureStatus)}>
            {SETTABLE.map((s) => (
              <option key={s} value={s}>
                {FEATURE_STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <TextField label="Nota pública" name={`note-${request.id}`} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button size="sm" onClick={() => action.mutate({ kind: "status", id: request.id, status, note }, done("Status atualizado"))}>
            Salvar status
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        {request.status !== "DUPLICATE" && others.length > 0 ? (
          <>
            <SelectField label="Duplicado de" name={`merge-${request.id}`} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">Escolha o pedido original</option>
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
            </SelectField>
            <Button size="sm" variant="outline" disabled={!target} onClick={() => action.mutate({ kind: "merge", id: request.id, targetId: target }, done("Pedidos mesclados"))}>
              Mesclar
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>
          {editing ? "Cancelar edição" : "Editar"}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => action.mutate({ kind: "hide", id: request.id, hidden: !request.hidden }, done(request.hidden ? "Pedido visível" : "Pedido oculto"))}>
          {request.hidden ? "Mostrar" : "Ocultar"}
        </Button>
      </div>
    </li>
  );
}
