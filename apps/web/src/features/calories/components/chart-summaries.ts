import { formatNumber, targetStatus } from "@nutriguia/domain/calc";
import type { TDayTotals, TWeightHistory } from "@nutriguia/domain";

/** "dd/mm" of an ISO date. */
export const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

const kg = (value: number) => `${formatNumber(value)} kg`;

/** The screen-reader summary of the calorie chart: period, average, highest day and days above the target. */
export function calorieTrendSummary(days: TDayTotals[], target: number | null): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return "Calorias por dia: nenhum dia no período.";
  const average = Math.round(days.reduce((sum, d) => sum + d.calories, 0) / days.length);
  const peak = days.reduce((top, d) => (d.calories > top.calories ? d : top), first);
  const parts = [`Calorias por dia de ${dayLabel(first.date)} a ${dayLabel(last.date)}: média de ${formatNumber(average)} kcal`, `máximo de ${formatNumber(Math.round(peak.calories))} kcal em ${dayLabel(peak.date)}`];
  if (target !== null) {
    const over = days.filter((d) => targetStatus(d.calories, target) === "OVER").length;
    parts.push(`meta de ${formatNumber(Math.round(target))} kcal, ${over} ${over === 1 ? "dia acima" : "dias acima"}`);
  }
  return `${parts.join("; ")}.`;
}

/** The screen-reader summary of the weight chart: first and last weights and the trend. */
export function weightSummary({ entries, trend }: TWeightHistory): string {
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (!first || !last) return "Evolução do peso: nenhum peso registrado.";
  const change = `Evolução do peso: ${kg(first.weightKg)} em ${dayLabel(first.date)}, ${kg(last.weightKg)} em ${dayLabel(last.date)}`;
  const [from, to] = trend;
  if (!from || !to) return `${change}.`;
  const delta = to.weightKg - from.weightKg;
  const direction = Math.abs(delta) < 0.05 ? "tendência estável" : `tendência de ${delta < 0 ? "queda" : "alta"} de ${kg(Math.abs(delta))}`;
  return `${change}; ${direction}.`;
}
