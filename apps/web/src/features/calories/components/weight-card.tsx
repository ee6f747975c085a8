import { useState } from "react";
import { formatNumber, parseDecimal } from "@nutriguia/domain/calc";
import type { TWeightHistory } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useLogWeight } from "../api/log-weight";
import { WeightChart } from "./charts";

function weeklyText(change: number | null) {
  if (change === null) return "Registre seu peso em dias diferentes para ver a tendência.";
  if (Math.abs(change) < 0.05) return "Tendência: peso estável.";
  return `Tendência: ${change > 0 ? "+" : "−"}${Math.abs(change).toFixed(2).replace(".", ",")} kg por semana.`;
}

const WEIGHT_ERROR = "Informe um peso entre 1 e 500 kg.";

/** The weight typed, "68,2" or "68.2" alike; null when outside 1–500 kg. */
export function readWeight(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value >= 1 && value <= 500 ? Math.round(value * 10) / 10 : null;
}

/** The weight log; with nothing logged yet it starts from the profile's weight. */
export function WeightCard({ history, profileWeight }: { history: TWeightHistory; profileWeight?: number | null }) {
  const [weight, setWeight] = useState(() => (history.entries.length === 0 && profileWeight ? formatNumber(profileWeight) : ""));
  const [error, setError] = useState<string | null>(null);
  const mutation = useLogWeight();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const weightKg = readWeight(weight);
    if (weightKg === null) return setError(WEIGHT_ERROR);
    try {
      await mutation.mutateAsync({ weightKg });
      setWeight("");
      toast({ title: "Peso registrado", variant: "success" });
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível registrar o peso."), variant: "destructive" });
    }
  }

  return (
    <Card>
      <CardHeader title="Peso" description={weeklyText(history.weeklyChangeKg)} />
      <WeightChart history={history} profileWeight={profileWeight} />
      <form onSubmit={submit} noValidate className="mt-4 flex items-start gap-2">
        <TextField
          label="Peso de hoje (kg)"
          inputMode="decimal"
          autoComplete="off"
          value={weight}
          error={error}
          onChange={(e) => {
            setWeight(e.target.value);
            setError(null);
          }}
          className="flex-1"
        />
        <Button type="submit" loading={mutation.isPending} className="mt-7">
          Registrar
        </Button>
      </form>
    </Card>
  );
}
