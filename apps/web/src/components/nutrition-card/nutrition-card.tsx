import type { ReactNode } from "react";
import type { TCalorieCalculation } from "@nutriguia/domain";
import { cn } from "../../lib/cn";
import { AdditionalNutrients, EditAction, ExpandableDescription, HealthAssessment, ProfilePrompt, TotalKcal } from "./card-sections";
import { macroSlices, MacroRows } from "./macro-breakdown";
import { MacroDoughnut } from "./macro-doughnut";

type TProps = {
  calculation: TCalorieCalculation;
  /** Given where the calculation can be edited in place; otherwise the card links to the edit page. */
  onEdit?: () => void;
  showProfilePrompt?: boolean;
  className?: string;
  /** Actions shown beside 'Editar' (the chat's confirm and reject). */
  children?: ReactNode;
};

/** The nutrition card (001 §2, §9) of the chat and the edit page; numbers have one decimal, a trailing .0 dropped. */
export function NutritionCard({ calculation, onEdit, showProfilePrompt, className, children }: TProps) {
  const slices = macroSlices(calculation);
  return (
    <section data-testid="nutrition-card" className={cn("space-y-4 rounded-xl border border-emerald-200 bg-white p-4 text-sm sm:p-5", className)}>
      <div>
        <h2 className="text-base font-semibold text-emerald-800">Informações Nutricionais</h2>
        <ExpandableDescription text={calculation.foodDescription} />
        <TotalKcal calories={calculation.totalCalories} />
      </div>
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        <MacroDoughnut slices={slices} />
        <MacroRows slices={slices} />
      </div>
      <AdditionalNutrients nutrients={calculation.additionalNutrients} />
      <HealthAssessment positive={calculation.positivePoints} improvement={calculation.improvementPoints} />
      {showProfilePrompt ? <ProfilePrompt /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <EditAction calculationId={calculation.id} onEdit={onEdit} />
        {children}
      </div>
    </section>
  );
}
