import { useState } from "react";
import { CLEANUP_DEFAULTS, CLEANUP_TIME_UNITS, type TCleanupResult, type TCleanupTarget, type TCleanupUnit } from "@nutriguia/domain";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { SelectField, TextField } from "../../../../components/ui/field";
import { api } from "../../../../lib/api-client";
import { toast } from "../../../../lib/toast-store";

const TARGETS: ReadonlyArray<{ target: TCleanupTarget; label: string; path: string }> = [
  { target: "whatsapp", label: "Webhooks do WhatsApp", path: "/api/admin/webhooks/whatsapp/cleanup" },
  { target: "telegram", label: "Webhooks do Telegram", path: "/api/admin/webhooks/telegram/cleanup" },
  { target: "stripe", label: "Webhooks do Stripe", path: "/api/admin/webhooks/stripe/cleanup" },
  { target: "conversations", label: "Conversas", path: "/api/admin/data/cleanup/conversations" },
  { target: "calories", label: "Cálculos de calorias", path: "/api/admin/data/cleanup/calories" },
  { target: "mealplans", label: "Planos alimentares", path: "/api/admin/data/cleanup/mealplans" },
  { target: "ai-metrics", label: "Métricas de IA", path: "/api/admin/data/cleanup/ai-metrics" },
];
const UNIT_LABEL: Record<TCleanupUnit, string> = { minutes: "Minutos", hours: "Horas", days: "Dias" };

function CleanupRow({ target, label, path }: (typeof TARGETS)[number]) {
  const fallback = CLEANUP_DEFAULTS[target];
  const [value, setValue] = useState(String(fallback.value));
  const [unit, setUnit] = useState<TCleanupUnit>(fallback.unit);
  const [preview, setPreview] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(dryRun: boolean) {
    const parsed = Number(value);
    const timeValue = value.trim() === "" || !Number.isFinite(parsed) ? fallback.value : Math.max(1, Math.floor(parsed));
    setBusy(true);
    try {
      const result = await api.delete<TCleanupResult>(`${path}?timeValue=${timeValue}&timeUnit=${unit}${dryRun ? "&dryRun=true" : ""}`);
      if (dryRun) setPreview(result.deletedCount);
      else {
        setPreview(null);
        toast({ title: "Limpeza Concluída", description: `Foram removidos ${result.deletedCount} registros antigos de ${label}`, variant: "success" });
      }
    } catch (error) {
      toast({ title: "Erro na Limpeza", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="space-y-3" data-testid={`cleanup-${target}`}>
      <h3 className="font-semibold text-slate-900">{label}</h3>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Mais antigos que" type="number" min={1} value={value} onChange={(e) => { setValue(e.target.value); setPreview(null); }} />
        <SelectField label="Unidade" value={unit} onChange={(e) => { setUnit(e.target.value as TCleanupUnit); setPreview(null); }}>
          {CLEANUP_TIME_UNITS.map((u) => (
            <option key={u} value={u}>
              {UNIT_LABEL[u]}
            </option>
          ))}
        </SelectField>
      </div>
      {preview !== null ? (
        <p role="status" className="text-sm text-slate-800">
          {preview} registros seriam removidos.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void run(true)} disabled={busy}>
          Simular
        </Button>
        <Button size="sm" variant="danger" onClick={() => void run(false)} disabled={busy || preview === null}>
          Limpar
        </Button>
      </div>
    </Card>
  );
}

/** Retention cleanup (001 §7, §9 defaults): a dry-run count first, then the deletion. */
export function CleanupTab() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">Simule para ver quantos registros seriam removidos antes de limpar.</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {TARGETS.map((t) => (
          <CleanupRow key={t.target} {...t} />
        ))}
      </div>
    </div>
  );
}
