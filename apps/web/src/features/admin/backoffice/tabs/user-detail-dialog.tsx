import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { Spinner } from "../../../../components/ui/spinner";
import { toast } from "../../../../lib/toast-store";
import { useAdminUser, useUserAction } from "./users-api";

const DATE = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });
const when = (v: string | null) => (v ? DATE.format(new Date(v)) : "—");
const ACTIONS: Record<string, string> = {
  "user.activate": "Conta ativada",
  "user.deactivate": "Conta desativada",
  "user.bypass.grant": "Acesso ilimitado concedido",
  "user.bypass.revoke": "Acesso ilimitado revogado",
};

export function UserDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useAdminUser(id);
  const action = useUserAction();
  const u = query.data;
  const run = (kind: "active" | "bypass", value: boolean) =>
    id &&
    action.mutate(
      { id, kind, value },
      {
        onSuccess: () => toast({ title: "Alteração salva", variant: "success" }),
        onError: (e) => toast({ title: "Erro", description: e.message, variant: "destructive" }),
      },
    );
  return (
    <Dialog open={!!id} onClose={onClose} title={u ? u.fullName : "Usuário"} description={u?.email} size="lg">
      {!u ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-2 gap-2">
            <dt className="text-slate-600">Status</dt>
            <dd>{u.active ? <Badge tone="success">Ativa</Badge> : <Badge tone="danger">Inativa</Badge>}</dd>
            <dt className="text-slate-600">Acesso ilimitado</dt>
            <dd>{u.unlimited ? "Sim" : "Não"}</dd>
            <dt className="text-slate-600">Cadastro</dt>
            <dd>{when(u.createdAt)}</dd>
            <dt className="text-slate-600">Fim do teste</dt>
            <dd>{when(u.trialEndsAt)}</dd>
            <dt className="text-slate-600">Mensagens enviadas</dt>
            <dd>{u.messagesSent}</dd>
            <dt className="text-slate-600">Última atividade</dt>
            <dd>{when(u.lastActivityAt)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant={u.active ? "danger" : "primary"} disabled={action.isPending} onClick={() => run("active", !u.active)}>
              {u.active ? "Desativar conta" : "Ativar conta"}
            </Button>
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run("bypass", !u.unlimited)}>
              {u.unlimited ? "Revogar acesso ilimitado" : "Conceder acesso ilimitado"}
            </Button>
          </div>
          <section>
            <h3 className="mb-2 font-semibold text-slate-900">Auditoria</h3>
            {u.audit.length === 0 ? (
              <p className="text-slate-600">Nenhuma ação administrativa registrada.</p>
            ) : (
              <ul className="space-y-1">
                {u.audit.map((a) => (
                  <li key={a.id} className="text-slate-800">
                    {when(a.createdAt)} — {ACTIONS[a.action] ?? a.action}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
