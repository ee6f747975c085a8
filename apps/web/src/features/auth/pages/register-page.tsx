import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { buttonClasses, Button } from "../../../components/ui/button";
import { Checkbox, TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { useRegister } from "../api/register";
import { AuthCard, FormAlert } from "../components/auth-card";
import { REGISTER_DEFAULTS, ZRegisterForm } from "../components/form-schemas";

export function RegisterPage() {
  const { register, handleSubmit, formState: { errors } } = useForm({ resolver: zodResolver(ZRegisterForm), defaultValues: REGISTER_DEFAULTS });
  const mutation = useRegister();
  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...request }) => mutation.mutate(request));

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Verifique seu e-mail" subtitle={`Enviamos um código de ativação de 10 dígitos para ${mutation.variables.email}.`}>
        <div className="space-y-4">
          <FormAlert tone="success">
            {mutation.data?.message ?? "Cadastro recebido! Informe o código de ativação para começar seu teste grátis de 7 dias."}
          </FormAlert>
          <Link to={paths.activate.href()} className={buttonClasses("primary", "md", "w-full")}>
            Ativar minha conta
          </Link>
          <p className="text-center text-sm text-slate-700">
            Não recebeu?{" "}
            <Link to={paths.resendActivation.href()} className="font-semibold text-emerald-800 underline">
              Reenviar código
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  const busy = mutation.isPending;
  return (
    <AuthCard
      title="Criar conta"
      subtitle="Comece agora seu teste grátis de 7 dias."
      footer={
        <p>
          Já tem conta?{" "}
          <Link to={paths.login.href()} className="font-semibold text-emerald-800 underline">
            Entrar
          </Link>
        </p>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField label="Nome completo" autoComplete="name" {...register("fullName")} error={errors.fullName?.message} disabled={busy} />
        <TextField label="E-mail" type="email" autoComplete="email" {...register("email")} error={errors.email?.message} disabled={busy} />
        <TextField
          label="Número de WhatsApp (opcional)"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          {...register("whatsappNumber")}
          error={errors.whatsappNumber?.message}
          disabled={busy}
        />
        <TextField label="Senha" type="password" autoComplete="new-password" hint="Pelo menos 8 caracteres." {...register("password")} error={errors.password?.message} disabled={busy} />
        <TextField label="Confirmar senha" type="password" autoComplete="new-password" {...register("confirmPassword")} error={errors.confirmPassword?.message} disabled={busy} />
        <div className="space-y-3 rounded-lg bg-slate-50 p-3">
          <Checkbox
            {...register("privacyPolicyAccepted")}
            error={errors.privacyPolicyAccepted?.message}
            disabled={busy}
            label={
              <>
                Li e aceito a{" "}
                <Link to={paths.privacyPolicy.href()} target="_blank" className="font-semibold text-emerald-800 underline">
                  Política de Privacidade
                </Link>
                , incluindo o tratamento dos meus dados de saúde para personalizar as orientações.
              </>
            }
          />
          <Checkbox
            {...register("termsAccepted")}
            error={errors.termsAccepted?.message}
            disabled={busy}
            label={
              <>
                Li e aceito os{" "}
                <Link to={paths.terms.href()} target="_blank" className="font-semibold text-emerald-800 underline">
                  Termos de Uso
                </Link>
                .
              </>
            }
          />
        </div>
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error, "Não foi possível criar sua conta. Tente novamente.")}</FormAlert> : null}
        <Button type="submit" loading={busy} className="w-full">
          {busy ? "Criando conta..." : "Criar conta"}
        </Button>
      </form>
    </AuthCard>
  );
}
