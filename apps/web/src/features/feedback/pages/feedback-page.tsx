import { useState } from "react";
import { FEEDBACK_MESSAGES } from "@nutriguia/domain/calc";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { tabPanelProps, Tabs } from "../../../components/ui/tabs";
import { useFeedback } from "../api/get-feedback";
import { FeedbackForm } from "../components/feedback-form";
import { FeedbackHistory } from "../components/feedback-history";
import { IncentivesPanel } from "../components/incentives-panel";

type TTab = "new" | "history" | "incentives";
const ID = "feedback";

/** /feedback (001 §2): tabs new feedback (default), history, incentives with a count badge. */
export function FeedbackPage() {
  const [tab, setTab] = useState<TTab>("new");
  const query = useFeedback();
  const count = query.data?.incentives.incentivesCount ?? 0;
  const items = [
    { value: "new" as const, label: "Novo feedback" },
    { value: "history" as const, label: "Histórico" },
    {
      value: "incentives" as const,
      label: (
        <>
          Incentivos
          {count > 0 ? (
            <span className="rounded-full bg-emerald-700 px-2 text-xs font-semibold text-white">
              {count}
              <span className="sr-only"> disponíveis</span>
            </span>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Feedback</h1>
        <p className="text-sm text-slate-600">Conte o que achou do NutriGuia: cada opinião ajuda a melhorar o produto.</p>
      </div>
      <Tabs items={items} value={tab} onChange={setTab} label="Seções do feedback" idPrefix={ID} />
      <div {...tabPanelProps(ID, tab)} className="focus:outline-none">
        <Card>
          {tab === "new" ? <FeedbackForm onSent={() => setTab("history")} /> : null}
          {tab !== "new" && query.isPending ? <Spinner /> : null}
          {tab !== "new" && query.isError ? (
            <p role="alert" className="text-red-700">
              {FEEDBACK_MESSAGES.loadFailed}
            </p>
          ) : null}
          {tab === "history" && query.data ? <FeedbackHistory items={query.data.feedback} /> : null}
          {tab === "incentives" && query.data ? <IncentivesPanel data={query.data} /> : null}
        </Card>
      </div>
    </div>
  );
}
