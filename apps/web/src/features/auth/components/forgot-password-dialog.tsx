import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
import { errorMessage, NETWORK_ERROR_MESSAGE } from "../../../lib/api-errors";
import { useForgotPassword } from "../api/forgot-password";
import { FormAlert } from "./auth-card";
import { loadAuthSchemas } from "./auth-schemas";

/** Forgot Password dialog: always the same answer, so it never reveals whether an e-mail has an account. */
export function ForgotPasswordDialog({ open, onClose, initialEmail = "" }: { open: boolean; onClose: () => void; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const mutation = useForgotPassword();

  function close() {
    setSent(false);
    setError(null);
    mutation.reset();
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadAuthSchemas();
    if (!schemas) {
      setError(NETWORK_ERROR_MESSAGE);
      return;
    }
    const parsed = schemas.ZEmailRequest.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "E-mail inválido");
      return;
    }
    setError(null);
    mutation.mutate(parsed.data, { onSuccess: () => setSent(true) });
  }

  return (
    <Dialog open={open} onClose={close} title="Esqueceu sua senha?" description="Informe seu e-mail e enviaremos um link para redefinir sua senha." size="sm">
      {sent ? (
        <div className="space-y-4">
          <FormAlert tone="success">
            Se houver uma conta com este e-mail, você receberá em instantes um link para redefinir sua senha. O link expira em 1 hora.
          </FormAlert>
          <Button onClick={close} className="w-full">
            Fechar
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
          {mutation.isError ? <FormAlert>{errorMessage(mutation.error, "Não foi possível enviar o link. Tente novamente.")}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {mutation.isPending ? "Enviando..." : "Enviar link"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
