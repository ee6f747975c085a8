import { useState } from "react";
import { Link } from "react-router";
import { formatNumber } from "@nutriguia/domain/calc";
import { paths } from "../../config/paths";
import { Button, buttonClasses } from "../ui/button";

/** 001 §9: the description preview is cut at 60 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 60;

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

export function ExpandableDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW_LENGTH;
  const shown = long && !expanded ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : text;
  return (
    <p className="mt-1 break-words text-slate-800">
      {shown}{" "}
      {long ? (
        <button type="button" className="font-medium text-emerald-800 underline" onClick={() => setExpanded((v) => !v)}>
          {expanded ? "Ver menos" : "Ver mais"}
        </button>
      ) : null}
    </p>
  );
}

/** Two ids on purpose: the chat tests read total-kcal, the tracking journeys total-calories. */
export function TotalKcal({ calories }: { calories: number }) {
  return (
    <p className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="total-calories">
      <span data-testid="total-kcal">
        {formatNumber(calories)} <span className="text-base font-medium text-slate-600">kcal</span>
      </span>
    </p>
  );
}

export function AdditionalNutrients({ nutrients }: { nutrients: Record<string, number> }) {
  const entries = Object.entries(nutrients);
  if (entries.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">Nutrientes adicionais</h3>
      <ul className="mt-1 grid grid-cols-2 gap-1 text-slate-700 sm:grid-cols-3">
        {entries.map(([key, value]) => (
          <li key={key}>
            {NUTRIENT_LABELS[key]?.label ?? key}: {formatNumber(value)} {NUTRIENT_LABELS[key]?.unit ?? ""}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PointList({ title, items, tone }: { title: string; items: readonly string[]; tone: "good" | "improve" }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className={tone === "good" ? "font-medium text-emerald-800" : "font-medium text-amber-800"}>{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function HealthAssessment({ positive, improvement }: { positive: readonly string[]; improvement: readonly string[] }) {
  if (positive.length + improvement.length === 0) return null;
  return (
    <div>
      <h3 className="font-medium text-slate-900">Avaliação de saúde</h3>
      <div className="mt-1 grid gap-3 sm:grid-cols-2">
        <PointList title="Pontos positivos" items={positive} tone="good" />
        <PointList title="Sugestões de melhoria" items={improvement} tone="improve" />
      </div>
    </div>
  );
}

export function ProfilePrompt() {
  return (
    <p>
      Complete seu perfil para recomendações personalizadas.{" "}
      <Link to={paths.profile.href("nutritional")} className="font-medium text-emerald-800 underline">
        Preencher no site
      </Link>
    </p>
  );
}

/** 001 §2: 'Editar' where editing is allowed here, otherwise a link to the edit page. */
export function EditAction({ calculationId, onEdit }: { calculationId: string; onEdit?: () => void }) {
  if (onEdit) {
    return (
      <Button variant="outline" size="sm" onClick={onEdit}>
        Editar
      </Button>
    );
  }
  return (
    <Link to={paths.editNutrition.href(calculationId)} className={buttonClasses("outline", "sm")}>
      Editar no Site
    </Link>
  );
}
