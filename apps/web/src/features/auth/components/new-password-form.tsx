import { ZPassword } from "@nutriguia/domain/schemas/auth-requests";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses, Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useResetPassword } from "../api/reset-password";
import { AuthCard, FormAlert } from "./auth-card";

/** Reset Password and Set Password: a token from the e-mailed link plus the new password twice. */
export function NewPasswordForm({ title, subtitle, successTitle }: { title: string; subtitle: string; successTitle: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useResetPassword();

  if (!token) {
    return (
      <AuthCard title={title}>
        <FormAlert>Link inválido ou incompleto. Solicite um novo link de redefinição de senha.</FormAlert>
        <Link to={paths.login.href()} className={buttonClasses("primary", "md", "mt-4 w-full")}>
          Ir para o login
        </Link>
      </AuthCard>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = ZPassword.safeParse(values.newPassword);
    if (!parsed.success) found.newPassword = parsed.error.issues[0]?.message ?? "Senha inválida";
    if (values.newPassword !== values.confirmPassword) found.confirmPassword = "As senhas não coincidem";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({ title: successTitle, description: "Agora você já pode entrar com a nova senha.", variant: "success" });
          void navigate(paths.login.href());
        },
      },
    );
  }

  const busy = mutation.isPending;
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Nova senha" type="password" autoComplete="new-password" hint="Pelo menos 8 caracteres." value={values.newPassword} onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))} error={errors.newPassword} disabled={busy} />
        <TextField label="Confirmar nova senha" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))} error={errors.confirmPassword} disabled={busy} />
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error, "Não foi possível redefinir sua senha. Tente novamente.")}</FormAlert> : null}
        <Button type="submit" loading={busy} className="w-full">
          {busy ? "Salvando..." : "Salvar nova senha"}
        </Button>
      </form>
    </AuthCard>
  );
}
