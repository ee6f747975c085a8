import { useState, type FormEvent } from "react";
import { Copy } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useCreateDiaryShare } from "../api/create-diary-share";

const PERIODS = [7, 14, 30, 60, 90];
const VALIDITIES = [7, 15, 30, 60, 90];

/** Creates a link; the consent is spelled out before the button, and the link is shown once after it. */
export function DiaryShareForm() {
  const create = useCreateDiaryShare();
  const [recipientName, setRecipientName] = useState("");
  const [days, setDays] = useState(30);
  const [expiresInDays, setExpiresInDays] = useState(30);
  const whom = recipientName.trim() || "quem receber o link";

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { days, expiresInDays, ...(recipientName.trim() ? { recipientName: recipientName.trim() } : {}) },
      { onSuccess: () => setRecipientName("") },
    );
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copiado", variant: "success" });
    } catch {
      toast({ title: "Não foi possível copiar", description: "Selecione o link e copie manualmente.", variant: "destructive" });
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <TextField label="Nome do(a) nutricionista (opcional)" value={recipientName} maxLength={120} onChange={(e) => setRecipientName(e.target.value)} placeholder="Ex.: Dra. Carla Mendes" />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Período do diário" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {PERIODS.map((n) => <option key={n} value={n}>Últimos {n} dias</option>)}
        </SelectField>
        <SelectField label="Link válido por" value={expiresInDays} onChange={(e) => setExpiresInDays(Number(e.target.value))}>
          {VALIDITIES.map((n) => <option key={n} value={n}>{n} dias</option>)}
        </SelectField>
      </div>
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700" data-testid="share-consent">
        Ao criar o link, você consente em compartilhar com <strong>{whom}</strong>, somente para leitura, seu diário alimentar dos últimos {days} dias
        (refeições, alimentos e fontes, totais e metas, peso e água) por {expiresInDays} dias. Você pode revogar a qualquer momento e ver cada acesso aqui.
      </p>
      <Button type="submit" loading={create.isPending}>Criar link</Button>
      {create.error ? <p role="alert" className="text-sm font-medium text-red-700">{errorMessage(create.error, "Não foi possível criar o link.")}</p> : null}
      {create.data ? (
        <div className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3" role="status">
          <p className="text-sm font-medium text-emerald-900">Link criado. Envie-o ao(à) nutricionista: por segurança, ele só aparece agora.</p>
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center">
            <input readOnly aria-label="Link do diário compartilhado" value={create.data.url} onFocus={(e) => e.target.select()}
              className="w-full min-w-0 rounded-lg sm:flex-1 border border-emerald-300 bg-white px-3 py-2 font-mono text-xs text-slate-900" data-testid="share-url" />
            <Button variant="outline" size="sm" onClick={() => void copy(create.data.url)}><Copy aria-hidden="true" size={16} /> Copiar link</Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
