import { useState } from "react";
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

export function WeightCard({ history }: { history: TWeightHistory }) {
  const [weight, setWeight] = useState("");
  const mutation = useLogWeight();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const weightKg = Number(weight.replace(",", "."));
    if (!(weightKg >= 1 && weightKg <= 500)) {
      toast({ title: "Peso inválido", description: "Informe um peso entre 1 e 500 kg.", variant: "destructive" });
      return;
    }
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
      <WeightChart history={history} />
      <form onSubmit={submit} className="mt-4 flex items-end gap-2">
        <TextField label="Peso de hoje (kg)" type="number" step="0.1" min={1} max={500} value={weight} onChange={(e) => setWeight(e.target.value)} className="flex-1" />
        <Button type="submit" loading={mutation.isPending}>
          Registrar
        </Button>
      </form>
    </Card>
  );
}
