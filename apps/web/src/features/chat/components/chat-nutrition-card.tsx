import type { TCalorieCalculation } from "@nutriguia/domain";
import { NutritionCard } from "../../../components/nutrition-card/nutrition-card";
import { SaveRecipe } from "../../../components/add-food/save-recipe";
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
function FoodConfirmation({ calculation, onConfirm, confirming }: { calculation: TCalorieCalculation } & Pick<TProps, "onConfirm" | "confirming">) {
  const { status, unread } = calculation;
  if (status === "CONFIRMED") {
    return (
      <>
        <span className="text-emerald-700">Registrado no seu dia</span>
        {calculation.items.length > 0 && calculation.items.every((i) => i.foodId) ? <SaveRecipe key={calculation.id} calculation={calculation} /> : null}
      </>
    );
  }
  if (status === "REJECTED") return <span className="text-slate-600">Fora da contagem diária</span>;
  if (!onConfirm) return null;
  const incomplete = unread.length > 0;
  return (
    <>
      {incomplete ? (
        <p role="alert" className="w-full rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Não entendi {unread.map((w) => `'${w}'`).join(", ")} — pode escrever de outro jeito? Esta conta não inclui {unread.length > 1 ? "essas palavras" : "essa parte"}.
        </p>
      ) : null}
      <Button size="sm" loading={confirming} onClick={() => onConfirm(true)}>{incomplete ? "Registrar só o que entendi" : "Confirmar"}</Button>
      <Button variant="secondary" size="sm" disabled={confirming} onClick={() => onConfirm(false)}>Rejeitar</Button>
    </>
  );
}

/**
 * The shared nutrition card with the chat's confirm and reject in its actions slot. Never taller than the conversation
 * (the log is a size container): a long card scrolls inside itself, its total and actions pinned at its foot.
 */
export function ChatNutritionCard({ calculation, onEdit, onChange, onConfirm, confirming, showProfilePrompt }: TProps) {
  return (
    <NutritionCard
      calculation={calculation}
      onEdit={onEdit}
      onChange={onChange}
      detailsOpen={false}
      showProfilePrompt={showProfilePrompt}
      className="mt-3 max-h-[calc(100cqh-2rem)] overflow-y-auto"
    >
      <FoodConfirmation calculation={calculation} onConfirm={onConfirm} confirming={confirming} />
    </NutritionCard>
  );
}
