import type { TCalorieCalculation } from "@nutriguia/domain";
import { NutritionCard } from "../../../components/nutrition-card/nutrition-card";
import { Button } from "../../../components/ui/button";

type TProps = {
  calculation: TCalorieCalculation;
  onEdit?: () => void;
  onChange?: (next: TCalorieCalculation) => void;
  onConfirm?: (confirmed: boolean) => void;
  confirming?: boolean;
  showProfilePrompt?: boolean;
};

/** 001 §2 Food confirmation: a pending result is confirmed into the daily count or rejected; afterwards its status shows. */
function FoodConfirmation({ status, onConfirm, confirming }: Pick<TCalorieCalculation, "status"> & Pick<TProps, "onConfirm" | "confirming">) {
  if (status === "CONFIRMED") return <span className="text-emerald-700">Registrado no seu dia</span>;
  if (status === "REJECTED") return <span className="text-slate-600">Fora da contagem diária</span>;
  if (!onConfirm) return null;
  return (
    <>
      <Button size="sm" loading={confirming} onClick={() => onConfirm(true)}>Confirmar</Button>
      <Button variant="secondary" size="sm" disabled={confirming} onClick={() => onConfirm(false)}>Rejeitar</Button>
    </>
  );
}

/** The shared nutrition card with the chat's confirm and reject in its actions slot. */
export function ChatNutritionCard({ calculation, onEdit, onChange, onConfirm, confirming, showProfilePrompt }: TProps) {
  return (
    <NutritionCard calculation={calculation} onEdit={onEdit} onChange={onChange} detailsOpen={false} showProfilePrompt={showProfilePrompt} className="mt-3">
      <FoodConfirmation status={calculation.status} onConfirm={onConfirm} confirming={confirming} />
    </NutritionCard>
  );
}
