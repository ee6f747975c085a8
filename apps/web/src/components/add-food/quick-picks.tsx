import { useState } from "react";
import { Plus } from "lucide-react";
import { formatNumber } from "@nutriguia/domain/calc";
import type { TQuickAddList } from "@nutriguia/domain";
import { Spinner } from "../ui/spinner";
import { Tabs } from "../ui/tabs";

type TPick = { key: string; name: string; detail: string; calories: number };
type TTab = "recent" | "frequent" | "recipes";

const EMPTY: Record<TTab, string> = {
  recent: "Os alimentos que você registrar aparecem aqui para adicionar com um toque.",
  frequent: "Os alimentos que você registra mais de uma vez aparecem aqui.",
  recipes: "No chat, toque em \"Salvar como receita\" numa refeição registrada para reutilizá-la aqui.",
};

function picksOf(list: TQuickAddList, tab: TTab): TPick[] {
  if (tab === "recipes") {
    return list.recipes.map((r) => ({ key: `recipe:${r.id}`, name: r.name, detail: r.items.length === 1 ? r.items[0]!.measure : `${r.items.length} alimentos`, calories: r.calories }));
  }
  return list[tab].map((f) => ({ key: `food:${f.foodId}`, name: f.name, detail: f.measure, calories: f.calories }));
}

/** Before any search: the user's recent and frequent foods and saved recipes, each added with one tap. */
export function QuickPicks({ list, busyKey, onPick }: { list: TQuickAddList | undefined; busyKey: string | null; onPick: (key: string) => void }) {
  const [tab, setTab] = useState<TTab>("recent");
  if (!list) return <div className="flex justify-center py-4"><Spinner /></div>;
  const picks = picksOf(list, tab);
  return (
    <div className="space-y-2">
      <Tabs
        label="Sugestões"
        idPrefix="quick"
        value={tab}
        onChange={setTab}
        items={[
          { value: "recent", label: "Recentes" },
          { value: "frequent", label: "Frequentes" },
          { value: "recipes", label: "Receitas" },
        ]}
      />
      <div id={`quick-panel-${tab}`} role="tabpanel" aria-labelledby={`quick-tab-${tab}`}>
        {picks.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm text-slate-700">{EMPTY[tab]}</p>
        ) : (
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200" data-testid="quick-picks">
            {picks.map((p) => (
              <li key={p.key} className="flex items-center gap-3 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{p.name}</p>
                  <p className="truncate text-slate-600">{p.detail} · {formatNumber(p.calories)} kcal</p>
                </div>
                <button
                  type="button"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white hover:bg-emerald-800 disabled:opacity-50"
                  aria-label={`Adicionar ${p.name}`}
                  disabled={busyKey !== null}
                  onClick={() => onPick(p.key)}
                >
                  {busyKey === p.key ? <Spinner size="sm" /> : <Plus aria-hidden="true" size={18} />}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
