import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { TRIAL_EXTENSION_MAX_DAYS, type TAdminUserDetail } from "@nutriguia/domain";
import { Button } from "../../../../components/ui/button";
import { TextField } from "../../../../components/ui/field";
import { paths } from "../../../../config/paths";
import { useSession } from "../../../../lib/session/session-context";
import { dismissToast, toast } from "../../../../lib/toast-store";
import { useImpersonateUser } from "../../api/impersonate-user";
import { formatDateTime } from "./audit-labels";
import { BypassForm } from "./bypass-form";
import { useUserAction, type TUserAction } from "./users-api";

const failed = (e: Error) => toast({ title: "Não foi possível concluir a ação", description: e.message, variant: "destructive" });

/** The back-office actions on one user; the server refuses what the buttons hide (self-demotion, viewing as an admin…). */
export function UserActions({ user }: { user: TAdminUserDetail }) {
  const { user: me, controller } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useUserAction();
  const impersonate = useImpersonateUser();
  const [days, setDays] = useState("7");
  const [granting, setGranting] = useState(false);
  const self = me?.id === user.id;
  const isAdmin = user.roles.includes("ADMIN");
  const busy = action.isPending || impersonate.isPending;

  const run = (act: TUserAction, done: (u: TAdminUserDetail) => { title: string; description?: string }) =>
    action.mutate({ id: user.id, action: act }, { onSuccess: (u) => toast({ ...done(u), variant: "success" }), onError: failed });

  const viewAsUser = () =>
    impersonate.mutate(user.id, {
      onSuccess: (view) => {
        controller.impersonate(view.token);
        void navigate(paths.dashboard.href());
        // Nothing the admin's token loaded (nor said) may show in the user's view.
        queryClient.clear();
        dismissToast();
      },
      onError: failed,
    });

  const dayCount = Number(days);
  const validDays = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= TRIAL_EXTENSION_MAX_DAYS;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={user.active ? "danger" : "primary"}
          disabled={busy || (self && user.active)}
          onClick={() => run({ kind: "active", body: { active: !user.active } }, (u) => ({ title: u.active ? "Conta ativada" : "Conta desativada" }))}
        >
          {user.active ? "Desativar conta" : "Ativar conta"}
        </Button>
        {user.activationPending ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => run({ kind: "resend-activation", body: {} }, (u) => ({ title: "E-mail de ativação reenviado", description: `Enviamos um novo código para ${u.email}.` }))}
          >
            Reenviar e-mail de ativação
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={busy || (self && isAdmin)}
          onClick={() =>
            run({ kind: "admin", body: { admin: !isAdmin } }, (u) =>
              u.roles.includes("ADMIN")
                ? { title: "Acesso de administrador concedido" }
                : { title: "Acesso de administrador removido", description: "As sessões abertas dessa pessoa foram encerradas." },
            )
          }
        >
          {isAdmin ? "Remover administrador" : "Tornar administrador"}
        </Button>
        {user.unlimited ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => run({ kind: "bypass", body: { unlimited: false } }, () => ({ title: "Acesso ilimitado revogado" }))}>
            Revogar acesso ilimitado
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={busy || granting} onClick={() => setGranting(true)}>
            Conceder acesso ilimitado
          </Button>
        )}
        {!self && !isAdmin ? (
          <Button size="sm" variant="secondary" loading={impersonate.isPending} disabled={busy} onClick={viewAsUser}>
            Ver como usuário
          </Button>
        ) : null}
      </div>
      {granting && !user.unlimited ? (
        <BypassForm
          busy={action.isPending}
          onCancel={() => setGranting(false)}
          onSubmit={(body) =>
            run({ kind: "bypass", body }, () => {
              setGranting(false);
              return { title: "Acesso ilimitado concedido" };
            })
          }
        />
      ) : null}
      {user.trialEndsAt ? (
        <form
          aria-label="Estender teste grátis"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (validDays) run({ kind: "trial", body: { days: dayCount } }, (u) => ({ title: "Teste estendido", description: `O teste grátis agora termina em ${formatDateTime(u.trialEndsAt)}.` }));
          }}
        >
          <TextField
            label="Estender teste (dias)"
            type="number"
            min={1}
            max={TRIAL_EXTENSION_MAX_DAYS}
            className="w-44"
            value={days}
            error={days && !validDays ? `Informe de 1 a ${TRIAL_EXTENSION_MAX_DAYS} dias.` : null}
            onChange={(e) => setDays(e.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" disabled={busy || !validDays}>
            Estender teste
          </Button>
        </form>
      ) : null}
    </div>
  );
}
