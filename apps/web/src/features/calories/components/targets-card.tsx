import { useState } from "react";
import { formatNumber, parseDecimal } from "@nutriguia/domain/calc";
import { ZTargetsOverrideRequest, type TDailyTargets } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { Dialog } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useSetTargets } from "../api/set-targets";

const SOURCE = {
  ENGINE: { label: "Calculada pelo perfil", tone: "neutral" },
  ADAPTIVE: { label: "Ajustada pelo seu peso", tone: "warning" },
  MANUAL: { label: "Definida por você", tone: "success" },
} as const;

type TKey = "calories" | "protein" | "carbohydrates" | "fat";
const FIELDS: readonly { key: TKey; label: string }[] = [
  { key: "calories", label: "Calorias (kcal)" },
  { key: "protein", label: "Proteínas (g)" },
  { key: "carbohydrates", label: "Carboidratos (g)" },
  { key: "fat", label: "Gorduras (g)" },
];

/** Where today's targets come from, in words, and the manual override. */
export function TargetsCard({ targets }: { targets: TDailyTargets }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(() => Object.fromEntries(FIELDS.map((f) => [f.key, formatNumber(targets[f.key])])) as Record<TKey, string>);
  const [errors, setErrors] = useState<Partial<Record<TKey, string>>>({});
  const mutation = useSetTargets();

  async function save(clear: boolean) {
    let request = null;
    if (!clear) {
      // "2.000", "68,2" and "68.2" alike; the contract's messages go beside the field that failed.
      const parsed = ZTargetsOverrideRequest.safeParse(Object.fromEntries(FIELDS.map((f) => [f.key, parseDecimal(form[f.key]) ?? undefined])));
      if (!parsed.success) {
        setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
        return;
      }
      request = parsed.data;
    }
    try {
      await mutation.mutateAsync(request);
      toast({ title: clear ? "Meta calculada restaurada" : "Meta atualizada", variant: "success" });
      setOpen(false);
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error, "Não foi possível salvar a meta."), variant: "destructive" });
    }
  }

  return (
    <Card>
      <CardHeader
        title="Sua meta diária"
        action={<Badge tone={SOURCE[targets.source].tone}>{SOURCE[targets.source].label}</Badge>}
      />
      <p className="text-2xl font-bold text-slate-900">{formatNumber(Math.round(targets.calories))} kcal</p>
      <p className="text-sm text-slate-700">
        {Math.round(targets.protein)} g proteínas · {Math.round(targets.carbohydrates)} g carboidratos · {Math.round(targets.fat)} g gorduras
      </p>
      {targets.explanation ? <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="targets-explanation">{targets.explanation}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Definir minha meta
        </Button>
        {targets.source === "MANUAL" ? (
          <Button size="sm" variant="ghost" onClick={() => void save(true)} loading={mutation.isPending}>
            Voltar à meta calculada
          </Button>
        ) : null}
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Definir minha meta"
        description="Sua meta manual substitui a calculada até você removê-la."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => void save(false)} loading={mutation.isPending}>
              Salvar meta
            </Button>
          </>
        }
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              inputMode="decimal"
              autoComplete="off"
              value={form[f.key]}
              error={errors[f.key]}
              onChange={(e) => {
                setForm({ ...form, [f.key]: e.target.value });
                setErrors({ ...errors, [f.key]: undefined });
              }}
            />
          ))}
        </div>
      </Dialog>
    </Card>
  );
}
