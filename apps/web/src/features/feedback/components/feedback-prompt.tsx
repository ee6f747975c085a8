import { useState } from "react";
import type { TFeedbackPromptKind } from "@nutriguia/domain";
import { FEEDBACK_MESSAGES } from "@nutriguia/domain/calc";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast-store";
import { useDismissFeedbackPrompt, useFeedbackPrompt } from "../api/feedback-prompt";
import { useSendFeedback } from "../api/send-feedback";
import { StarRating } from "./star-rating";

const NPS = Array.from({ length: 11 }, (_, i) => i);

/**
 * The short in-app prompt (after the 10th confirmed meal or 3rd plan) and the NPS survey (every 90 days).
 * The server decides when; it sits inline above the page so it never covers what the user is doing.
 */
export function FeedbackPromptHost() {
  const { data } = useFeedbackPrompt();
  const prompt = data?.prompt ?? null;
  if (!prompt) return null;
  return <FeedbackPrompt key={prompt} prompt={prompt} />;
}

function FeedbackPrompt({ prompt }: { prompt: TFeedbackPromptKind }) {
  const survey = prompt === "PERIODIC_SURVEY";
  const [value, setValue] = useState(survey ? -1 : 0);
  const [done, setDone] = useState(false);
  const dismiss = useDismissFeedbackPrompt();
  const send = useSendFeedback();
  if (done) return null;

  function submit() {
    send.mutate(
      survey
        ? { type: "GENERAL_SUGGESTION", source: "PERIODIC_SURVEY", npsScore: value }
        : { type: "APP_USABILITY", source: "POPUP", rating: value },
      {
        onSuccess: () => {
          setDone(true);
          toast({ title: FEEDBACK_MESSAGES.sent, variant: "success" });
        },
        onError: () => toast({ title: "Erro", description: FEEDBACK_MESSAGES.sendFailed, variant: "destructive" }),
      },
    );
  }

  return (
    <section aria-label="Pesquisa rápida" className="mx-auto mt-4 max-w-3xl px-4">
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
        <p className="font-semibold text-slate-900">
          {survey ? "De 0 a 10, quanto você recomendaria o NutriGuia a um amigo?" : "Como está sendo sua experiência com o NutriGuia?"}
        </p>
        <div className="mt-2">
          {survey ? (
            <div role="group" aria-label="Nota de 0 a 10" className="flex flex-wrap gap-1">
              {NPS.map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={value === n}
                  onClick={() => setValue(n)}
                  className={`h-10 w-10 rounded-lg border text-sm font-medium ${value === n ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-300 bg-white text-slate-800"}`}
                >
                  {n}
                </button>
              ))}
            </div>
          ) : (
            <StarRating value={value} onChange={setValue} />
          )}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={submit} loading={send.isPending} disabled={value <= (survey ? -1 : 0)}>
            Enviar
          </Button>
          <Button size="sm" variant="ghost" onClick={() => dismiss.mutate(prompt, { onSuccess: () => setDone(true) })}>
            Agora não
          </Button>
        </div>
      </div>
    </section>
  );
}
