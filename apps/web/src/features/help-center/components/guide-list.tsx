import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { HELP_SEARCH, type TGuide } from "../content/help-content";
import { ArticleVote } from "./article-vote";

export function GuideList({ search, onSupport }: { search: string; onSupport: () => void }) {
  const [open, setOpen] = useState<TGuide["slug"] | null>(null);
  const guides = HELP_SEARCH.guides(search);
  if (guides.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-5 text-center">
        <p className="text-slate-800">Nenhum guia encontrado para a sua busca.</p>
        <Button className="mt-3" onClick={onSupport}>
          Falar com o Suporte
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {guides.map((g) => {
        const expanded = open === g.slug;
        return (
          <li key={g.slug} className={expanded ? "md:col-span-2" : undefined}>
            <article className="h-full rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{g.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{g.summary}</p>
              <button
                type="button"
                className="mt-1 min-h-9 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline"
                aria-expanded={expanded}
                aria-controls={`guide-${g.slug}`}
                onClick={() => setOpen(expanded ? null : g.slug)}
              >
                {expanded ? "Fechar guia" : "Ver passo a passo"}
              </button>
              {expanded ? (
                <div id={`guide-${g.slug}`}>
                  <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-start">
                    <ol className="flex-1 list-decimal space-y-2 pl-5 text-sm text-slate-800">
                      {g.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                    {g.image ? (
                      <img src={g.image} alt={g.imageAlt ?? ""} width={360} height={720} loading="lazy" className="h-auto w-full max-w-60 self-center rounded-xl border border-slate-200 shadow-sm sm:self-start" />
                    ) : null}
                  </div>
                  <ArticleVote slug={g.slug} />
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
