import { useState } from "react";
import { Link } from "react-router";
import { KCAL_PER_GRAM, macroPercentages, type TCalorieCalculation } from "@nutriguia/domain";
import { formatNumber } from "@nutriguia/domain/calc/macros";
import { buttonClasses, Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { MacroDoughnut } from "./macro-doughnut";

export const DESCRIPTION_PREVIEW_LENGTH = 60;

const NUTRIENT_LABELS: Record<string, { label: string; unit: string }> = {
  fiber: { label: "Fibras", unit: "g" },
  sodium: { label: "Sódio", unit: "mg" },
};

type TProps = {
  calculation: TCalorieCalculation;
  onEdit?: () => void;
  onConfirm?: (confirmed: boolean) => void;
  confirming?: boolean;
  showProfilePrompt?: boolean;
};

/** 001 §2 Nutrition card: numbers with one decimal, trailing .0 dropped. */
export function NutritionCard({ calculation, onEdit, onConfirm, confirming, showProfilePrompt }: TProps) {
  const [expanded, setExpanded] = useState(false);
  const description = calculation.foodDescription;
  const long = description.length > DESCRIPTION_PREVIEW_LENGTH;
  const shown = long && !expanded ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : description;
  const pct = macroPercentages(calculation);
  const macros = [
    { key: "protein", label: "Proteínas", grams: calculation.protein, percent: pct.protein, color: "#059669" },
    { key: "carbohydrates", label: "Carboidratos", grams: calculation.carbohydrates, percent: pct.carbohydrates, color: "#f59e0b" },
    { key: "fat", label: "Gorduras", grams: calculation.fat, percent: pct.fat, color: "#ef4444" },
  ] as const;
  const nutrients = Object.entries(calculation.additionalNutrients);

  return (
    <section data-testid="nutrition-card" className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50/40 p-4 text-sm text-slate-800">
      <h3 className="font-semibold text-emerald-800">Informações Nutricionais</h3>
      <p className="mt-1 break-words">
        {shown}{" "}
        {long ? (
          <button type="button" className="text-emerald-700 underline" onClick={() => setExpanded((v) => !v)}>
            {expanded ? "Ver menos" : "Ver mais"}
          </button>
        ) : null}
      </p>
      <p className="mt-2 text-2xl font-bold text-slate-900" data-testid="total-kcal">
        {formatNumber(calculation.totalCalories)} kcal
      </p>
      <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <MacroDoughnut slices={macros} />
        <ul className="w-full space-y-1">
          {macros.map((m) => (
            <li key={m.key} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2">
                <span className="inline-block h-3 w-3 rounded-full" style={{ backgroundColor: m.color }} />
                {m.label}
              </span>
              <span>
                {formatNumber(m.grams)} g · {formatNumber(m.percent)}% · {formatNumber(m.grams * KCAL_PER_GRAM[m.key])} kcal
              </span>
            </li>
          ))}
        </ul>
      </div>
      {nutrients.length > 0 ? (
        <div className="mt-3">
          <h4 className="font-medium">Nutrientes adicionais</h4>
          <ul className="mt-1 flex flex-wrap gap-x-4">
            {nutrients.map(([key, value]) => (
              <li key={key}>
                {NUTRIENT_LABELS[key]?.label ?? key}: {formatNumber(value)} {NUTRIENT_LABELS[key]?.unit ?? ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {calculation.positivePoints.length + calculation.improvementPoints.length > 0 ? (
        <div className="mt-3">
          <h4 className="font-medium">Avaliação de saúde</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {calculation.positivePoints.map((p) => (
              <li key={`+${p}`} className="text-emerald-800">{p}</li>
            ))}
            {calculation.improvementPoints.map((p) => (
              <li key={`-${p}`} className="text-amber-800">{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {showProfilePrompt ? (
        <p className="mt-3">
          Complete seu perfil para recomendações personalizadas.{" "}
          <Link to={paths.profile.href("nutritional")} className="text-emerald-700 underline">Preencher no site</Link>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {onEdit ? (
          <Button variant="outline" size="sm" onClick={onEdit}>Editar</Button>
        ) : (
          <Link to={paths.editNutrition.href(calculation.id)} className={buttonClasses("outline", "sm")}>Editar no Site</Link>
        )}
        {onConfirm && calculation.status === "PENDING" ? (
          <>
            <Button size="sm" loading={confirming} onClick={() => onConfirm(true)}>Confirmar</Button>
            <Button variant="secondary" size="sm" disabled={confirming} onClick={() => onConfirm(false)}>Rejeitar</Button>
          </>
        ) : null}
        {calculation.status === "CONFIRMED" ? <span className="self-center text-emerald-700">Registrado no seu dia</span> : null}
        {calculation.status === "REJECTED" ? <span className="self-center text-slate-500">Fora da contagem diária</span> : null}
      </div>
    </section>
  );
}
