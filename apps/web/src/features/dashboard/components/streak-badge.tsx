import { Flame } from "lucide-react";
import type { TStreak } from "@nutriguia/domain";
import { cn } from "../../../lib/cn";

/** "N dias seguidos" with a meal logged; while today is still empty, what keeps the streak going. */
export function streakText({ days, loggedToday }: TStreak): { title: string; hint: string | null } {
  if (days === 0) return { title: "Comece sua sequência hoje", hint: null };
  const title = `${days} ${days === 1 ? "dia seguido" : "dias seguidos"}`;
  return { title, hint: loggedToday ? null : "registre hoje para continuar" };
}

export function StreakBadge({ streak }: { streak: TStreak }) {
  const { title, hint } = streakText(streak);
  const active = streak.days > 0;
  return (
    <p
      className={cn("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium", active ? "bg-amber-50 text-amber-900" : "bg-slate-100 text-slate-700")}
      data-testid="streak"
    >
      <Flame aria-hidden="true" size={16} className={active ? "text-amber-600" : "text-slate-500"} />
      <span>
        {title}
        {hint ? <span className="font-normal"> · {hint}</span> : null}
      </span>
    </p>
  );
}
