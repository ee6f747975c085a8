import { useState, type FormEvent } from "react";
import type { TFeedbackSource, TFeedbackType } from "@nutriguia/domain";
import { FEEDBACK_MESSAGES, FEEDBACK_REQUIRED_MESSAGE, FEEDBACK_TYPES } from "@nutriguia/domain/calc";
import { Button } from "../../../components/ui/button";
import { SelectField, TextAreaField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast-store";
import { useSendFeedback } from "../api/send-feedback";
import { StarRating } from "./star-rating";

export function FeedbackForm({
  source = "FORM",
  defaultType = "GENERAL_SUGGESTION",
  onSent,
}: {
  source?: TFeedbackSource;
  defaultType?: TFeedbackType;
  onSent?: () => void;
}) {
  const [type, setType] = useState<TFeedbackType>(defaultType);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useSendFeedback();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0 && comment.trim() === "") {
      setError(FEEDBACK_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    mutation.mutate(
      { type, rating: rating || null, comment: comment.trim(), source },
      {
        onSuccess: () => {
          toast({ title: FEEDBACK_MESSAGES.sent, variant: "success" });
          setRating(0);
          setComment("");
          onSent?.();
        },
        onError: () => toast({ title: "Erro", description: FEEDBACK_MESSAGES.sendFailed, variant: "destructive" }),
      },
    );
  }

  const busy = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <SelectField label="Tipo de feedback" name="type" value={type} onChange={(e) => setType(e.target.value as TFeedbackType)} disabled={busy}>
        {FEEDBACK_TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">Sua avaliação</p>
        <StarRating
          value={rating}
          onChange={(value) => {
            setRating(value);
            setError(null);
          }}
          disabled={busy}
        />
      </div>
      <TextAreaField label="Comentário" name="comment" rows={4} maxLength={2000} value={comment} onChange={(e) => {
          setComment(e.target.value);
          setError(null);
        }} disabled={busy} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        {busy ? "Enviando..." : "Enviar feedback"}
      </Button>
    </form>
  );
}
