import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClasses, Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { toast } from "../../../lib/toast-store";
import { useResetPassword } from "../api/reset-password";
import { AuthCard, FormAlert } from "./auth-card";
import { ZNewPasswordForm } from "./form-schemas";

/** Reset Password and Set Password: a token from the e-mailed link plus the new password twice. */
export function NewPasswordForm({ title, subtitle, successTitle }: { title: string; subtitle: string; successTitle: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const { register, handleSubmit, formState: { errors } } = useForm({
    resolver: zodResolver(ZNewPasswordForm),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
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

  const onSubmit = handleSubmit(({ newPassword }) =>
    mutation.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast({ title: successTitle, description: "Agora você já pode entrar com a nova senha.", variant: "success" });
          void navigate(paths.login.href());
        },
      },
    ),
  );

  const busy = mutation.isPending;
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField label="Nova senha" type="password" autoComplete="new-password" hint="Pelo menos 8 caracteres." {...register("newPassword")} error={errors.newPassword?.message} disabled={busy} />
        <TextField label="Confirmar nova senha" type="password" autoComplete="new-password" {...register("confirmPassword")} error={errors.confirmPassword?.message} disabled={busy} />
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error, "Não foi possível redefinir sua senha. Tente novamente.")}</FormAlert> : null}
        <Button type="submit" loading={busy} className="w-full">
          {busy ? "Salvando..." : "Salvar nova senha"}
        </Button>
      </form>
    </AuthCard>
  );
}
