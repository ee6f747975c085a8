import { formatNumber } from "@nutriguia/domain/calc";
import type { TMealPlanItemRef } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { useSwapOptions } from "../api/get-swap-options";

/** "Trocar": the item's equivalents (same role, about the same kcal) to choose from. */
export function SwapDialog({
  planId,
  target,
  current,
  busy,
  onChoose,
  onClose,
}: {
  planId: string;
  target: TMealPlanItemRef;
  current: string;
  busy: boolean;
  onChoose: (foodId: string) => void;
  onClose: () => void;
}) {
  const options = useSwapOptions(planId, target);
  const choices = options.data?.options ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Trocar ${current}`}
      description="Escolha um alimento equivalente, com porção de calorias parecidas."
      footer={<Button variant="outline" onClick={onClose}>Cancelar</Button>}
    >
      {options.isPending ? <Spinner label="Buscando alternativas" /> : null}
      {options.data && choices.length === 0 ? <p className="text-sm text-slate-700">Não há outro alimento equivalente para este item.</p> : null}
      <ul className="space-y-2" aria-label="Alternativas">
        {choices.map((choice) => (
          <li key={choice.foodId}>
            <button
              type="button"
              disabled={busy}
              onClick={() => onChoose(choice.foodId)}
              className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:border-emerald-500 hover:bg-emerald-50 disabled:opacity-60"
            >
              <span>
                <span className="block font-medium text-slate-900">{choice.food}</span>
                <span className="block text-slate-600">{choice.measure}</span>
              </span>
              <span className="shrink-0 font-medium text-slate-800">{formatNumber(choice.calories)} kcal</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
