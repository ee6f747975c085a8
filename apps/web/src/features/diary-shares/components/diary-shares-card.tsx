import type { TDiaryShare } from "@nutriguia/domain";
import { formatDateTime } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useDiaryShares } from "../api/list-diary-shares";
import { useRevokeDiaryShare } from "../api/revoke-diary-share";
import { DiaryShareForm } from "./diary-share-form";

const STATUS = {
  ACTIVE: { label: "Ativo", tone: "success" },
  EXPIRED: { label: "Expirado", tone: "neutral" },
  REVOKED: { label: "Revogado", tone: "danger" },
} as const;
const KIND = { page: "Página", pdf: "PDF baixado", csv: "CSV baixado" } as const;

function ShareRow({ share }: { share: TDiaryShare }) {
  const revoke = useRevokeDiaryShare();
  const status = STATUS[share.status];
  const opened = share.accessCount === 0
    ? "Ainda não foi aberto."
    : `Aberto ${share.accessCount} ${share.accessCount === 1 ? "vez" : "vezes"} · último acesso em ${formatDateTime(share.lastAccessAt)}.`;
  return (
    <li className="space-y-2 py-3" data-testid="diary-share">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {share.recipientName ?? "Sem nome"} <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        {share.status === "ACTIVE" ? (
          <Button variant="outline" size="sm" loading={revoke.isPending}
            onClick={() => revoke.mutate(share.id, {
              onSuccess: () => toast({ title: "Link revogado", description: "Ele não abre mais.", variant: "success" }),
              onError: (error) => toast({ title: "Erro", description: errorMessage(error, "Não foi possível revogar o link."), variant: "destructive" }),
            })}>
            Revogar
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">
        Últimos {share.days} dias · criado em {formatDateTime(share.createdAt)} ·{" "}
        {share.status === "REVOKED" ? `revogado em ${formatDateTime(share.revokedAt)}` : `válido até ${formatDateTime(share.expiresAt)}`}
      </p>
      <p className="text-sm text-slate-700" data-testid="diary-share-accesses">{opened}</p>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer text-emerald-800">Termo e acessos</summary>
        <p className="mt-2 rounded-lg bg-slate-50 p-2">{share.consentText}</p>
        {share.recentAccesses.length > 0 ? (
          <ul className="mt-2 list-inside list-disc">
            {share.recentAccesses.map((a) => <li key={`${a.at}-${a.kind}`}>{formatDateTime(a.at)} — {KIND[a.kind]}</li>)}
          </ul>
        ) : null}
      </details>
    </li>
  );
}

/** Profile, "Consentimentos": the diary shared with one's own nutritionist (LGPD consent per link). */
export function DiarySharesCard() {
  const shares = useDiaryShares();
  return (
    <Card className="mt-5" data-testid="diary-shares-card">
      <CardHeader title="Compartilhar diário com seu nutricionista"
        description="Crie um link somente de leitura, com validade, para quem já acompanha você. Não precisa de conta para abrir." />
      <DiaryShareForm />
      {shares.isError ? <p role="alert" className="mt-4 text-sm text-red-700">{errorMessage(shares.error, "Não foi possível carregar seus links.")}</p> : null}
      {shares.data && shares.data.shares.length > 0 ? (
        <section className="mt-5">
          <h3 className="text-base font-semibold text-slate-900">Seus links</h3>
          <ul className="divide-y divide-slate-200">
            {shares.data.shares.map((share) => <ShareRow key={share.id} share={share} />)}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
