import { RATING_MAX } from "@nutriguia/domain/calc";
import { Star } from "lucide-react";
import { cn } from "../../../lib/cn";

/** 001 §4: 5 stars; clicking the currently selected star resets the rating to 0. */
export function nextRating(current: number, clicked: number): number {
  return current === clicked ? 0 : clicked;
}

export function StarRating({ value, onChange, disabled }: { value: number; onChange: (value: number) => void; disabled?: boolean }) {
  return (
    <div role="group" aria-label="Avaliação" className="flex gap-1">
      {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((star) => (
        <button
          key={star}
          type="button"
          disabled={disabled}
          aria-pressed={star <= value}
          aria-label={`${star} de ${RATING_MAX} estrelas`}
          onClick={() => onChange(nextRating(value, star))}
          className={cn(
            "flex h-11 w-11 items-center justify-center rounded-lg text-3xl leading-none transition-colors hover:bg-amber-50",
            star <= value ? "text-amber-500" : "text-slate-400",
          )}
        >
          <Star aria-hidden="true" size={28} fill={star <= value ? "currentColor" : "none"} />
        </button>
      ))}
    </div>
  );
}

export function StarsReadOnly({ value }: { value: number | null }) {
  if (!value) return <span className="text-sm text-slate-600">Sem nota</span>;
  return (
    <span role="img" aria-label={`${value} de ${RATING_MAX} estrelas`} className="inline-flex text-amber-500">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star key={i} aria-hidden="true" size={16} fill={i < value ? "currentColor" : "none"} />
      ))}
    </span>
  );
}
