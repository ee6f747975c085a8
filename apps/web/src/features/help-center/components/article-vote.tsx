import type { THelpArticleSlug } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { useArticleVote, useVoteArticle } from "../api/article-vote";

export function ArticleVote({ slug }: { slug: THelpArticleSlug }) {
  const current = useArticleVote(slug).data?.helpful ?? null;
  const vote = useVoteArticle(slug);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3" role="group" aria-label="Este artigo ajudou?">
      <span className="text-sm font-medium text-slate-800">Este artigo ajudou?</span>
      <Button size="sm" variant={current === true ? "primary" : "outline"} aria-pressed={current === true} onClick={() => vote.mutate(true)}>
        Sim
      </Button>
      <Button size="sm" variant={current === false ? "primary" : "outline"} aria-pressed={current === false} onClick={() => vote.mutate(false)}>
        Não
      </Button>
      {current !== null ? <span className="text-sm text-emerald-800">Obrigado pela resposta!</span> : null}
    </div>
  );
}
