import { zodResolver } from "@hookform/resolvers/zod";
import { formatDateTime, ZFeatureCommentCreate } from "@nutriguia/domain";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { TextAreaField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { useAddComment } from "../api/board-mutations";
import { useRequest } from "../api/get-request";
import { FeatureStatusBadge } from "./status-badge";
import { VoteButton } from "./vote-button";

export function RequestDialog({ id, signedIn, onClose, onOpen }: { id: string | null; signedIn: boolean; onClose: () => void; onOpen: (id: string) => void }) {
  const { data, isError } = useRequest(id, signedIn);
  return (
    <Dialog open={!!id} onClose={onClose} title={data?.title ?? "Pedido"} size="lg">
      {isError ? <p role="alert" className="text-red-700">Pedido não encontrado.</p> : null}
      {!data && !isError ? <Spinner label="Carregando" /> : null}
      {data ? (
        <div className="space-y-4">
          <div className="flex items-start gap-3">
            <VoteButton request={data} signedIn={signedIn} />
            <div className="min-w-0 space-y-1">
              <FeatureStatusBadge status={data.status} />
              <p className="text-xs text-slate-600">
                Por {data.authorName} em {formatDateTime(data.createdAt)}
              </p>
              {!data.votingOpen ? <p className="text-xs text-slate-600">Votação encerrada.</p> : null}
            </div>
          </div>
          <p className="whitespace-pre-line text-slate-800">{data.description}</p>
          {data.statusNote ? (
            <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
              <strong>Nota da equipe:</strong> {data.statusNote}
            </p>
          ) : null}
          {data.mergedIntoId ? (
            <Button variant="link" onClick={() => onOpen(data.mergedIntoId!)}>
              Ver o pedido original
            </Button>
          ) : null}
          <section aria-label="Comentários">
            <h3 className="font-semibold text-slate-900">Comentários ({data.comments.length})</h3>
            <ul className="mt-2 space-y-2">
              {data.comments.map((c) => (
                <li key={c.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {c.isTeam ? "Equipe NutriGuia" : c.authorName} <span className="font-normal text-slate-600">· {formatDateTime(c.createdAt)}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-800">{c.body}</p>
                </li>
              ))}
            </ul>
            {signedIn ? (
              <CommentForm id={data.id} />
            ) : (
              <p className="mt-3 text-sm text-slate-700">
                <Link className="text-emerald-800 underline" to={paths.login.href(`${paths.roadmap.href()}?pedido=${data.id}`)}>
                  Entre
                </Link>{" "}
                para votar e comentar.
              </p>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}

function CommentForm({ id }: { id: string }) {
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm({ resolver: zodResolver(ZFeatureCommentCreate), defaultValues: { body: "" } });
  const add = useAddComment(id);
  const onSubmit = handleSubmit(({ body }) =>
    add.mutate(body, { onSuccess: () => reset(), onError: (e) => setError("body", { message: errorMessage(e, "Não foi possível comentar.") }) }),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-3 space-y-2">
      <TextAreaField label="Seu comentário" rows={3} maxLength={1000} {...register("body")} error={errors.body?.message} />
      <Button type="submit" size="sm" loading={add.isPending}>
        Comentar
      </Button>
    </form>
  );
}
