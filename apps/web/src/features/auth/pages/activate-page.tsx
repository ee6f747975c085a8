import { ZActivateRequest } from "@nutriguia/domain/schemas/auth-requests";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { toast, toastMessage } from "../../../lib/toast-store";
import { useActivateAccount } from "../api/activate";
import { AuthCard, FormAlert } from "../components/auth-card";

export const ACTIVATION_SUCCESS = "Account activated: Your account has been successfully activated. You can now log in.";
export const ACTIVATION_FAILED = "Activation failed";

export function ActivatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [code, setCode] = useState(params.get("code") ?? "");
  const [error, setError] = useState<string | null>(null);
  const mutation = useActivateAccount();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZActivateRequest.safeParse({ activationCode: code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Código inválido");
      return;
    }
    setError(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toastMessage(ACTIVATION_SUCCESS, "success");
        void navigate(paths.login.href());
      },
      onError: (err) => toast({ title: ACTIVATION_FAILED, description: errorMessage(err, ""), variant: "destructive" }),
    });
  }

  return (
    <AuthCard
      title="Ativar conta"
      subtitle="Digite o código de 10 dígitos que enviamos para o seu e-mail."
      footer={
        <p>
          Não recebeu o código?{" "}
          <Link to={paths.resendActivation.href()} className="font-semibold text-emerald-800 underline">
            Reenviar código
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Código de ativação"
          name="activationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          placeholder="0000000000"
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.2em]"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 10))}
          error={error}
          disabled={mutation.isPending}
        />
        {mutation.isError ? (
          <FormAlert>
            <p className="font-semibold">{ACTIVATION_FAILED}</p>
            <p>{errorMessage(mutation.error, "")}</p>
          </FormAlert>
        ) : null}
        <Button type="submit" loading={mutation.isPending} className="w-full">
          {mutation.isPending ? "Ativando..." : "Ativar conta"}
        </Button>
      </form>
    </AuthCard>
  );
}
