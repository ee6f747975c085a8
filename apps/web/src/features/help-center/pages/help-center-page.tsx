import { useState } from "react";
import type { TFaqCategory } from "@nutriguia/domain";
import { TextField } from "../../../components/ui/field";
import { tabPanelProps, Tabs } from "../../../components/ui/tabs";
import { FaqList } from "../components/faq-list";
import { GuideList } from "../components/guide-list";
import { SupportPanel } from "../components/support-panel";
import { HELP_SEARCH } from "../content/help-content";

type TTab = "faq" | "guides" | "support";
const ID = "help";

/** While searching, each tab says how many results it holds, so a hit in the other tab is not missed. */
function tabItems(search: string, category: TFaqCategory) {
  const count = (n: number) => (search.trim() ? ` (${n})` : "");
  return [
    { value: "faq" as const, label: `FAQ${count(HELP_SEARCH.faq(search, category).length)}` },
    { value: "guides" as const, label: `Guias e Tutoriais${count(HELP_SEARCH.guides(search).length)}` },
    { value: "support" as const, label: "Suporte" },
  ];
}

/** /help-center (001 §2): one search box over the FAQ and the guides; tabs FAQ, guides, support. */
export function HelpCenterPage() {
  const [tab, setTab] = useState<TTab>("faq");
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<TFaqCategory>("todos");
  const toSupport = () => setTab("support");

  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Central de Ajuda</h1>
        <p className="text-sm text-slate-600">Perguntas frequentes, guias passo a passo e contato com o suporte.</p>
      </div>
      <TextField label="Buscar na ajuda" type="search" name="help-search" placeholder="Ex.: cancelar assinatura, foto, WhatsApp" value={search} onChange={(e) => setSearch(e.target.value)} />
      <Tabs items={tabItems(search, category)} value={tab} onChange={setTab} label="Seções da ajuda" idPrefix={ID} />
      <div {...tabPanelProps(ID, tab)} className="focus:outline-none">
        {tab === "faq" ? <FaqList search={search} category={category} onCategory={setCategory} onSupport={toSupport} /> : null}
        {tab === "guides" ? <GuideList search={search} onSupport={toSupport} /> : null}
        {tab === "support" ? <SupportPanel /> : null}
      </div>
    </div>
  );
}
