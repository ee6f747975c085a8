import type { ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { cn } from "../../lib/cn";
import { AdditionalNutrients, EditAction, ExpandableDescription, HealthAssessment, ProfilePrompt, TotalKcal } from "./card-sections";
import { CardItems } from "./card-items";
import { CardPlacement } from "./card-placement";
import { macroSlices, MacroRows } from "./macro-breakdown";
import { MacroDoughnut } from "./macro-doughnut";

type TProps = {
  calculation: TCalorieCalculation;
  /** Given where the calculation can be edited in place; otherwise the card links to the edit page. */
  onEdit?: () => void;
  /** Given where items, meal and day can be fixed on the card; receives the recomputed calculation. */
  onChange?: (next: TCalorieCalculation) => void;
  /** The doughnut, nutrients and assessment start open (edit page) or folded (chat, phone-first). */
  detailsOpen?: boolean;
  showProfilePrompt?: boolean;
  className?: string;
  /** Actions shown beside 'Editar' (the chat's confirm and reject). */
  children?: ReactNode;
};

/**
 * The nutrition card (001 §2, §9) of the chat and the edit page. Phone-first: meal and day, the recognised foods, then
 * the total with the actions (kept in view while the card scrolls), then the foldable detail.
 */
export function NutritionCard({ calculation, onEdit, onChange, detailsOpen = true, showProfilePrompt, className, children }: TProps) {
  const slices = macroSlices(calculation);
  return (
    <section data-testid="nutrition-card" className={cn("space-y-3 rounded-xl border border-emerald-200 bg-white p-3 text-sm sm:p-5", className)}>
      <div>
        <h2 className="text-base font-semibold text-emerald-800">Informações Nutricionais</h2>
        <ExpandableDescription text={calculation.foodDescription} />
      </div>
      <CardPlacement calculation={calculation} onChange={onChange} />
      <CardItems calculation={calculation} onChange={onChange} />
      <div className="sticky bottom-0 z-[1] -mx-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-2 shadow-[0_-4px_8px_-6px_rgba(15,23,42,0.25)] sm:-mx-5 sm:px-5">
        <TotalKcal calories={calculation.totalCalories} />
        <div className="flex flex-wrap items-center gap-2">
          <EditAction calculationId={calculation.id} onEdit={onEdit} />
          {children}
        </div>
      </div>
      <details open={detailsOpen} className="group space-y-4">
        <summary className="flex cursor-pointer list-none items-center gap-1 font-medium text-emerald-800 [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" size={16} className="transition-transform group-open:rotate-180" />
          Detalhes nutricionais
        </summary>
        <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row">
          <MacroDoughnut slices={slices} />
          <MacroRows slices={slices} />
        </div>
        <div className="mt-3 space-y-3">
          <AdditionalNutrients nutrients={calculation.additionalNutrients} />
          <HealthAssessment positive={calculation.positivePoints} improvement={calculation.improvementPoints} />
        </div>
      </details>
      {showProfilePrompt ? <ProfilePrompt /> : null}
    </section>
  );
}
