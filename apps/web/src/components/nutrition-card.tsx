import { useState, type ReactNode } from "react";
import { formatNumber, KCAL_PER_GRAM, macroPercentages } from "@nutriguia/domain/calc/macros";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { Card } from "./ui/card";

/** 001 §9: the description preview is cut at 60 characters; the doughnut is 160 px high. */
export const DESCRIPTION_PREVIEW_LENGTH = 60;
const CHART_SIZE = 160;

const MACROS = [
  { key: "protein", label: "Proteínas", color: "#0f766e" },
  { key: "carbohydrates", label: "Carboidratos", color: "#d97706" },
  { key: "fat", label: "Gorduras", color: "#be123c" },
] as const;

const NUTRIENT_LABELS: Record<string, { label: string; unit: string }> = {
  fiber: { label: "Fibras", unit: "g" },
  sodium: { label: "Sódio", unit: "mg" },
  sugar: { label: "Açúcares", unit: "g" },
  calcium: { label: "Cálcio", unit: "mg" },
  iron: { label: "Ferro", unit: "mg" },
  potassium: { label: "Potássio", unit: "mg" },
  cholesterol: { label: "Colesterol", unit: "mg" },
  vitaminC: { label: "Vitamina C", unit: "mg" },
};

function Doughnut({ values }: { values: { value: number; color: string; label: string }[] }) {
  const total = values.reduce((s, v) => s + v.value, 0);
  const r = 60;
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  return (
    <svg width={CHART_SIZE} height={CHART_SIZE} viewBox="0 0 160 160" role="img" aria-label="Distribuição de macronutrientes">
      <circle cx="80" cy="80" r={r} fill="none" stroke="#e2e8f0" strokeWidth="22" />
      {total > 0
        ? values.map((v) => {
            const length = (v.value / total) * circumference;
            const segment = (
              <circle
                key={v.label}
                cx="80"
                cy="80"
                r={r}
                fill="none"
                stroke={v.color}
                strokeWidth="22"
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
                transform="rotate(-90 80 80)"
              />
            );
            offset += length;
            return segment;
          })
        : null}
    </svg>
  );
}

function PointList({ title, items, tone }: { title: string; items: string[]; tone: "good" | "improve" }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={tone === "good" ? "font-medium text-emerald-800" : "font-medium text-amber-800"}>{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The nutrition card (001 §2): description, kcal, macro doughnut, nutrients and assessment. */
export function NutritionCard({ calculation, actions }: { calculation: TCalorieCalculation; actions?: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const description = calculation.foodDescription;
  const long = description.length > DESCRIPTION_PREVIEW_LENGTH;
  const shown = long && !expanded ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : description;
  const percentages = macroPercentages(calculation);
  const nutrients = Object.entries(calculation.additionalNutrients);
  return (
    <Card className="space-y-5">
      <div>
        <h3 className="text-base font-semibold text-slate-900">Informações Nutricionais</h3>
        <p className="mt-1 text-slate-800">
          {shown}{" "}
          {long ? (
            <button type="button" className="text-sm font-medium text-emerald-800 underline" onClick={() => setExpanded(!expanded)}>
              {expanded ? "Ver menos" : "Ver mais"}
            </button>
          ) : null}
        </p>
        <p className="mt-3 text-3xl font-bold text-slate-900" data-testid="total-calories">
          {formatNumber(calculation.totalCalories)} <span className="text-base font-medium text-slate-600">kcal</span>
        </p>
      </div>
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <Doughnut values={MACROS.map((m) => ({ value: calculation[m.key], color: m.color, label: m.label }))} />
        <dl className="grid w-full gap-2">
          {MACROS.map((m) => (
            <div key={m.key} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <dt className="flex items-center gap-2 font-medium text-slate-800">
                <span aria-hidden="true" className="h-3 w-3 rounded-full" style={{ background: m.color }} />
                {m.label}
              </dt>
              <dd className="text-right text-slate-700">
                {formatNumber(calculation[m.key])} g · {formatNumber(percentages[m.key])}% ·{" "}
                {formatNumber(calculation[m.key] * KCAL_PER_GRAM[m.key])} kcal
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {nutrients.length > 0 ? (
        <div>
          <h4 className="font-medium text-slate-900">Nutrientes adicionais</h4>
          <ul className="mt-1 grid grid-cols-2 gap-1 text-sm text-slate-700 sm:grid-cols-3">
            {nutrients.map(([key, value]) => (
              <li key={key}>
                {NUTRIENT_LABELS[key]?.label ?? key}: {formatNumber(value)} {NUTRIENT_LABELS[key]?.unit ?? ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {calculation.positivePoints.length + calculation.improvementPoints.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <PointList title="Pontos positivos" items={calculation.positivePoints} tone="good" />
          <PointList title="Sugestões de melhoria" items={calculation.improvementPoints} tone="improve" />
        </div>
      ) : null}
      {actions}
    </Card>
  );
}
