import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const TONES = {
  success: "bg-emerald-100 text-emerald-900 ring-emerald-600/20",
  warning: "bg-amber-100 text-amber-900 ring-amber-600/20",
  danger: "bg-red-100 text-red-900 ring-red-600/20",
  neutral: "bg-slate-100 text-slate-800 ring-slate-500/20",
} as const;

export function Badge({ tone = "neutral", children, className }: { tone?: keyof typeof TONES; children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", TONES[tone], className)}>
      {children}
    </span>
  );
}
