import type { TFeatureRequest } from "@nutriguia/domain";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useVote } from "../api/board-mutations";

/** One vote per signed-in user, toggled; visitors are sent to sign in; closed requests show the count only. */
export function VoteButton({ request, signedIn }: { request: TFeatureRequest; signedIn: boolean }) {
  const vote = useVote();
  const navigate = useNavigate();
  function onClick() {
    if (!signedIn) {
      void navigate(paths.login.href(`${paths.roadmap.href()}?pedido=${request.id}`));
      return;
    }
    vote.mutate(
      { id: request.id, voted: !request.votedByMe },
      { onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível registrar seu voto."), variant: "destructive" }) },
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!request.votingOpen || vote.isPending}
      aria-pressed={signedIn ? request.votedByMe : undefined}
      title={request.votingOpen ? undefined : "Votação encerrada"}
      className={cn(
        "flex min-h-14 w-16 shrink-0 flex-col items-center justify-center rounded-xl border text-sm font-semibold",
        request.votedByMe ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-emerald-50",
        "disabled:cursor-not-allowed disabled:opacity-70",
      )}
    >
      <span aria-hidden="true">▲</span>
      <span>{request.voteCount}</span>
      <span className="sr-only">
        {" "}
        {request.voteCount === 1 ? "voto" : "votos"}: {request.votedByMe ? "remover voto" : "votar"} em "{request.title}"
      </span>
    </button>
  );
}
