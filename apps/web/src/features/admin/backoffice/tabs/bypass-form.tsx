import { useState } from "react";
import { BYPASS_REASON_MAX, saoPauloInstant, type TAdminSetBypass } from "@nutriguia/domain";
import { Button } from "../../../../components/ui/button";
import { TextAreaField, TextField } from "../../../../components/ui/field";

/** The chosen day's last second on São Paulo's clock. */
const endOfDay = (day: string) => saoPauloInstant(Date.parse(`${day}T23:59:59Z`)).toISOString();
const tomorrow = () => new Date(Date.now() + 86400_000).toISOString().slice(0, 10);

/** Granting unlimited access asks why (required) and until when (optional: none = until revoked). */
export function BypassForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (body: TAdminSetBypass) => void; onCancel: () => void }) {
  const [reason, setReason] = useState("");
  const [expiry, setExpiry] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Conceder acesso ilimitado"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim().length < 3) return setError("Informe o motivo (pelo menos 3 caracteres).");
        setError(null);
        onSubmit({ unlimited: true, reason: reason.trim(), expiresAt: expiry ? endOfDay(expiry) : null });
      }}
    >
      <TextAreaField label="Motivo" value={reason} maxLength={BYPASS_REASON_MAX} rows={2} error={error} onChange={(e) => setReason(e.target.value)} />
      <TextField label="Expira em (opcional)" type="date" min={tomorrow()} value={expiry} hint="Sem data, vale até ser revogado." onChange={(e) => setExpiry(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={busy}>
          Conceder acesso ilimitado
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
