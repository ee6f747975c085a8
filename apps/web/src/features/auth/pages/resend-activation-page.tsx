import { ZEmailRequest } from "@nutriguia/domain/schemas/auth-requests";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { buttonClasses, Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { useResendActivation } from "../api/resend-activation";
import { AuthCard, FormAlert } from "../components/auth-card";

export const RESEND_FAILED = "Failed to resend activation code";

/** Resend activation (001 §2, §4): idle → sending → success or error. */
export function ResendActivationPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useResendActivation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZEmailRequest.safeParse({ email });
    if (!parsed.success) {
      setError(email.trim() ? (parsed.error.issues[0]?.message ?? "E-mail inválido") : "Informe seu e-mail");
      return;
    }
    setError(null);
    mutation.mutate(parsed.data);
  }

  const form = (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="E-mail" type="email" name="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} disabled={mutation.isPending} />
      <Button type="submit" loading={mutation.isPending} className="w-full">
        {mutation.isPending ? "Enviando..." : mutation.isError ? "Tentar novamente" : "Reenviar código"}
      </Button>
    </form>
  );

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Código reenviado!">
        <FormAlert tone="success">
          {mutation.data?.message ?? "Se houver uma conta pendente de ativação com este e-mail, um novo código foi enviado."}
        </FormAlert>
        <Link to={paths.activate.href()} className={buttonClasses("primary", "md", "mt-4 w-full")}>
          Ativar minha conta
        </Link>
      </AuthCard>
    );
  }

  if (mutation.isError) {
    return (
      <AuthCard title="Falha ao Reenviar Código">
        <div className="space-y-4">
          <FormAlert>{errorMessage(mutation.error, RESEND_FAILED)}</FormAlert>
          {form}
          <p className="flex flex-wrap justify-center gap-x-4 text-sm">
            <Link to={paths.activate.href()} className="font-semibold text-emerald-800 underline">
              Já tenho um código
            </Link>
            <Link to={paths.contact.href()} className="font-semibold text-emerald-800 underline">
              Fale com o suporte
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reenviar código de ativação" subtitle="Informe o e-mail do cadastro e enviaremos um novo código de 10 dígitos.">
      {form}
      <p className="mt-4 text-center text-sm">
        <Link to={paths.activate.href()} className="font-semibold text-emerald-800 underline">
          Já tenho um código
        </Link>
      </p>
    </AuthCard>
  );
}
