import { formatNumber } from "@nutriguia/domain/calc";
import { Card, CardHeader } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useFrequentFoods } from "../api/get-frequent-foods";
import { useRelogEntry } from "../api/relog-entry";

/** One tap to log again what the user eats most. */
export function FrequentFoods({ date }: { date: string }) {
  const query = useFrequentFoods();
  const relog = useRelogEntry();
  const foods = query.data?.foods ?? [];
  if (foods.length === 0) return null;

  async function again(id: string, description: string) {
    try {
      await relog.mutateAsync({ id, date });
      toast({ title: "Alimento registrado com sucesso!", description, variant: "success" });
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível registrar o alimento."), variant: "destructive" });
    }
  }

  return (
    <Card>
      <CardHeader title="Registrar de novo" description="Seus alimentos mais frequentes." />
      <ul className="flex flex-wrap gap-2">
        {foods.map((f) => (
          <li key={f.calculationId}>
            <button
              type="button"
              disabled={relog.isPending}
              onClick={() => void again(f.calculationId, f.foodDescription)}
              className="max-w-72 truncate rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1.5 text-sm text-emerald-900 hover:bg-emerald-100"
            >
              + {f.foodDescription} · {formatNumber(f.totals.calories)} kcal
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
