import { Link } from "react-router";
import { MessageCircle } from "lucide-react";
import { formatNumber } from "@nutriguia/domain/calc";
import type { TDayLog, TStreak } from "@nutriguia/domain";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { paths } from "../../../config/paths";
import { CaloriesRing } from "./calories-ring";
import { StreakBadge } from "./streak-badge";

/** Today at a glance: calories left, macros against their targets, the streak of logged days, a way into the chat. */
export function TodaySummary({ log, streak }: { log: TDayLog; streak: TStreak | undefined }) {
  const t = log.targets;
  return (
    <Card>
      <CardHeader
        title="Hoje"
        description={t ? `${formatNumber(log.totals.calories)} de ${formatNumber(t.calories)} kcal consumidas` : `${formatNumber(log.totals.calories)} kcal consumidas`}
        action={streak ? <StreakBadge streak={streak} /> : null}
      />
      <div className="flex flex-col items-center gap-5 sm:flex-row" data-testid="today-summary">
        {t ? (
          <CaloriesRing eaten={log.totals.calories} target={t.calories} />
        ) : (
          <p className="text-sm text-slate-700">
            Complete seu perfil nutricional para ver quantas calorias faltam.{" "}
            <Link to={paths.profile.href("nutritional")} className="font-medium text-emerald-800 underline">Completar perfil</Link>
          </p>
        )}
        <div className="w-full flex-1 space-y-3">
          <ProgressBar label="Proteínas" value={log.totals.protein} target={t?.protein ?? null} unit="g" />
          <ProgressBar label="Carboidratos" value={log.totals.carbohydrates} target={t?.carbohydrates ?? null} unit="g" />
          <ProgressBar label="Gorduras" value={log.totals.fat} target={t?.fat ?? null} unit="g" />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to={paths.webChat.href()} className={buttonClasses("primary", "md")}>
          <MessageCircle aria-hidden="true" size={18} /> Registrar refeição no chat
        </Link>
        <Link to={paths.calorieDashboard.href()} className={buttonClasses("outline", "md")}>
          Painel de calorias
        </Link>
      </div>
    </Card>
  );
}
