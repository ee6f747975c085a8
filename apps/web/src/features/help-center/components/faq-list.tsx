import { FAQ_CATEGORIES, type TFaqCategory } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { CATEGORY_LABELS, HELP_SEARCH } from "../content/help-content";

export function FaqList({
  search,
  category,
  onCategory,
  onSupport,
}: {
  search: string;
  category: TFaqCategory;
  onCategory: (category: TFaqCategory) => void;
  onSupport: () => void;
}) {
  const entries = HELP_SEARCH.faq(search, category);
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Categorias" className="flex flex-wrap gap-2">
        {FAQ_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => onCategory(c)}
            className={cn(
              "min-h-9 rounded-full border px-3 text-sm font-medium",
              category === c ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            {CATEGORY_LABELS[c]}
          </button>
        ))}
      </div>
      {entries.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-5 text-center">
          <p className="text-slate-800">Nenhuma pergunta encontrada para a sua busca.</p>
          <Button className="mt-3" onClick={onSupport}>
            Falar com o Suporte
          </Button>
        </div>
      ) : (
        <ul className="space-y-2" aria-label="Perguntas frequentes">
          {entries.map((e) => (
            <li key={e.question}>
              <details className="group rounded-xl border border-slate-200 bg-white p-4">
                <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                  <span className="mr-2 inline-block text-emerald-700 transition-transform group-open:rotate-90" aria-hidden="true">›</span>
                  {e.question}
                </summary>
                <p className="mt-2 text-sm text-slate-800">{e.answer}</p>
                <p className="mt-2 text-xs text-slate-600">Categoria: {CATEGORY_LABELS[e.category]}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
