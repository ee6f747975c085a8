import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api-errors";
import { useSession } from "../../../lib/session/session-context";
import { getToken } from "../../../lib/storage";
import { toast } from "../../../lib/toast-store";
import { useDeleteAccount } from "../api/delete-account";

const FORM_ID = "delete-account-form";

/** "Excluir minha conta" (000 §2, §8): irreversible; on success logout and go to /. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeleteAccount();
  const { controller } = useSession();
  const busy = mutation.isPending;

  function close() {
    if (busy) return;
    setPassword("");
    setError(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError("Senha obrigatória");
      return;
    }
    setError(null);
    if (!getToken()) {
      toast({ title: "Não autorizado", description: "Você precisa estar logado para realizar esta ação", variant: "destructive" });
      return;
    }
    mutation.mutate(password, {
      onSuccess: () => {
        controller.logout({ redirectTo: paths.home.href(), silent: true });
        toast({ title: "Conta excluída com sucesso", description: "Sua conta foi excluída permanentemente.", variant: "success" });
      },
      onError: (err) => {
        const network = isApiError(err) && (err.errorCode === "NETWORK_ERROR" || err.errorCode === "TIMEOUT");
        toast({
          title: "Erro ao excluir conta",
          description: network
            ? "Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente mais tarde."
            : err.message || "Não foi possível excluir sua conta. Por favor, tente novamente.",
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title="Excluir minha conta"
      description="Esta ação é irreversível."
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancelar
          </Button>
          <Button variant="danger" type="submit" form={FORM_ID} loading={busy}>
            {busy ? "Excluindo..." : "Excluir minha conta permanentemente"}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-800">
        <p>Ao excluir sua conta, você perderá definitivamente:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Todos os seus planos alimentares</li>
          <li>Todo o histórico de conversas</li>
          <li>Seu perfil nutricional</li>
          <li>O acesso à sua assinatura atual</li>
          <li>Não haverá reembolso de valores já pagos</li>
        </ul>
        <form id={FORM_ID} onSubmit={onSubmit} noValidate>
          <TextField
            label="Digite sua senha para confirmar"
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            disabled={busy}
          />
        </form>
      </div>
    </Dialog>
  );
}
