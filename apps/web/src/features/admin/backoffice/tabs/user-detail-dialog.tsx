import type { ReactNode } from "react";
import type { TAdminUserDetail } from "@nutriguia/domain";
import { Badge } from "../../../../components/ui/badge";
import { Dialog } from "../../../../components/ui/dialog";
import { Spinner } from "../../../../components/ui/spinner";
import { AuditEntries } from "./audit-entries";
import { formatDateTime } from "./audit-labels";
import { UserActions } from "./user-actions";
import { useAdminUser } from "./users-api";

const PLANS: Record<string, string> = { TRIAL: "Teste grátis", FREE: "Gratuito", PRO: "Pro", PRO_PLUS: "Pro+", UNLIMITED: "Ilimitado" };
const STATUSES: Record<string, string> = {
  TRIALING: "em teste",
  ACTIVE: "ativa",
  PAST_DUE: "pagamento pendente",
  CANCELLED: "cancelada",
  EXPIRED: "expirada",
};
const CHANNELS: Record<string, string> = { WHATSAPP: "WhatsApp", TELEGRAM: "Telegram" };

const ofLimit = (used: number, limit: number | null) => (limit === null ? `${used} (sem limite)` : `${used} de ${limit}`);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

export function BypassDetails({ bypass }: { bypass: NonNullable<TAdminUserDetail["bypass"]> }) {
  return (
    <p className="text-slate-800">
      Concedido por {bypass.grantedByName ?? "—"} em {formatDateTime(bypass.grantedAt)}
      {bypass.reason ? <> · Motivo: {bypass.reason}</> : null} · {bypass.expiresAt ? <>Expira em {formatDateTime(bypass.expiresAt)}</> : "Sem expiração"}{" "}
      {bypass.expired ? <Badge tone="danger">Expirado</Badge> : null}
    </p>
  );
}

function Summary({ u }: { u: TAdminUserDetail }) {
  const status = STATUSES[u.plan.status];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
      <Row label="Status">{u.active ? <Badge tone="success">Ativa</Badge> : <Badge tone="danger">{u.activationPending ? "Aguardando ativação" : "Inativa"}</Badge>}</Row>
      <Row label="Acesso">{u.roles.includes("ADMIN") ? "Administrador" : u.unlimited ? "Ilimitado" : "Padrão"}</Row>
      <Row label="Plano">
        {PLANS[u.plan.plan] ?? u.plan.plan}
        {status ? ` (${status})` : ""}
        {u.plan.periodEnd ? ` até ${formatDateTime(u.plan.periodEnd)}` : ""}
      </Row>
      <Row label="Fim do teste">{formatDateTime(u.trialEndsAt)}</Row>
      <Row label="Perfil completo">{u.profileCompleteness}%</Row>
      <Row label="Uso no período">
        Mensagens {ofLimit(u.usage.messagesUsed, u.usage.messagesLimit === null ? null : u.usage.messagesLimit + u.usage.bonusMessages)} · Planos{" "}
        {ofLimit(u.usage.mealPlansUsed, u.usage.mealPlansLimit)}
      </Row>
      <Row label="Mensagens enviadas">{u.messagesSent}</Row>
      <Row label="Cadastro">{formatDateTime(u.createdAt)}</Row>
      <Row label="Última atividade">{formatDateTime(u.lastActivityAt)}</Row>
      <Row label="Canais">
        {u.channels.length === 0
          ? "Nenhum canal vinculado"
          : u.channels.map((c) => `${CHANNELS[c.channel] ?? c.channel} (desde ${formatDateTime(c.linkedAt)})`).join(" · ")}
      </Row>
    </dl>
  );
}

export function UserDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useAdminUser(id);
  const u = query.data;
  return (
    <Dialog open={!!id} onClose={onClose} title={u ? u.fullName : "Usuário"} description={u?.email} size="lg">
      {query.isError ? (
        <p role="alert" className="text-red-700">
          Não foi possível carregar o usuário.
        </p>
      ) : !u ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <div className="space-y-4 text-sm">
          <Summary u={u} />
          {u.bypass ? <BypassDetails bypass={u.bypass} /> : null}
          <UserActions user={u} />
          <section>
            <h3 className="mb-2 font-semibold text-slate-900">Auditoria</h3>
            <AuditEntries rows={u.audit} showTarget={false} />
          </section>
        </div>
      )}
    </Dialog>
  );
}
