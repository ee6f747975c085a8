import { formatNumber, TARGET_STATUS_LABEL, targetStatus } from "@nutriguia/domain/calc";
import type { TDayLog } from "@nutriguia/domain";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useAddWater } from "../api/add-water";
import { ProgressBar } from "../../../components/ui/progress-bar";

/** The day against its energy, macro and water targets. */
export function TodayCard({ log, title }: { log: TDayLog; title: string }) {
  const water = useAddWater();
  const t = log.targets;
  const remaining = t ? Math.round(t.calories - log.totals.calories) : null;

  async function drink(ml: number) {
    try {
      await water.mutateAsync({ ml, date: log.date });
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível registrar a água."), variant: "destructive" });
    }
  }

  return (
    <Card>
      <CardHeader
        title={title}
        description={
          remaining === null || !t
            ? "Complete seu perfil nutricional para ver suas metas."
            : `${remaining >= 0 ? `Faltam ${formatNumber(remaining)} kcal para a meta` : `${formatNumber(-remaining)} kcal além da meta`} · ${TARGET_STATUS_LABEL[targetStatus(log.totals.calories, t.calories)]}.`
        }
      />
      {t ? null : (
        <Link to={paths.profile.href("nutritional")} className={buttonClasses("secondary", "sm", "mb-4")}>
          Completar perfil
        </Link>
      )}
      <div className="space-y-3" data-testid="today-progress">
        <ProgressBar label="Calorias" value={log.totals.calories} target={t?.calories ?? null} unit="kcal" />
        <ProgressBar label="Proteínas" value={log.totals.protein} target={t?.protein ?? null} unit="g" />
        <ProgressBar label="Carboidratos" value={log.totals.carbohydrates} target={t?.carbohydrates ?? null} unit="g" />
        <ProgressBar label="Gorduras" value={log.totals.fat} target={t?.fat ?? null} unit="g" />
        <ProgressBar label="Água" value={log.waterMl} target={t?.waterMl ?? 2000} unit="ml" />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void drink(250)} disabled={water.isPending}>
          + 1 copo (250 ml)
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void drink(500)} disabled={water.isPending}>
          + 500 ml
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void drink(-250)} disabled={water.isPending || log.waterMl === 0}>
          − 250 ml
        </Button>
      </div>
    </Card>
  );
}
