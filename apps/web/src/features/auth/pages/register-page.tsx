import { ZRegisterRequest } from "@nutriguia/domain/schemas/auth-requests";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { buttonClasses, Button } from "../../../components/ui/button";
import { Checkbox, TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-errors";
import { fieldErrors } from "../../../lib/form-errors";
import { useRegister } from "../api/register";
import { AuthCard, FormAlert } from "../components/auth-card";

const EMPTY = { fullName: "", email: "", password: "", confirmPassword: "", whatsappNumber: "" };

export function RegisterPage() {
  const [values, setValues] = useState(EMPTY);
  const [privacy, setPrivacy] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useRegister();

  const change = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZRegisterRequest.safeParse({
      fullName: values.fullName,
      email: values.email,
      password: values.password,
      whatsappNumber: values.whatsappNumber.trim() || undefined,
      privacyPolicyAccepted: privacy,
      termsAccepted: terms,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (values.password && values.password !== values.confirmPassword) found.confirmPassword = "As senhas não coincidem";
    if (!privacy) found.privacyPolicyAccepted = "Você precisa aceitar a Política de Privacidade.";
    if (!terms) found.termsAccepted = "Você precisa aceitar os Termos de Uso.";
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    mutation.mutate(parsed.data);
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Verifique seu e-mail" subtitle={`Enviamos um código de ativação de 10 dígitos para ${values.email.trim().toLowerCase()}.`}>
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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Nome completo" name="fullName" autoComplete="name" value={values.fullName} onChange={change("fullName")} error={errors.fullName} disabled={busy} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" value={values.email} onChange={change("email")} error={errors.email} disabled={busy} />
        <TextField
          label="Número de WhatsApp (opcional)"
          name="whatsappNumber"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          value={values.whatsappNumber}
          onChange={change("whatsappNumber")}
          error={errors.whatsappNumber}
          disabled={busy}
        />
        <TextField label="Senha" name="password" type="password" autoComplete="new-password" hint="Pelo menos 8 caracteres." value={values.password} onChange={change("password")} error={errors.password} disabled={busy} />
        <TextField label="Confirmar senha" name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={change("confirmPassword")} error={errors.confirmPassword} disabled={busy} />
        <div className="space-y-3 rounded-lg bg-slate-50 p-3">
          <Checkbox
            name="privacyPolicyAccepted"
            checked={privacy}
            onChange={(e) => setPrivacy(e.target.checked)}
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
          {errors.privacyPolicyAccepted ? <p role="alert" className="text-sm text-red-700">{errors.privacyPolicyAccepted}</p> : null}
          <Checkbox
            name="termsAccepted"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
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
          {errors.termsAccepted ? <p role="alert" className="text-sm text-red-700">{errors.termsAccepted}</p> : null}
        </div>
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error, "Não foi possível criar sua conta. Tente novamente.")}</FormAlert> : null}
        <Button type="submit" loading={busy} className="w-full">
          {busy ? "Criando conta..." : "Criar conta"}
        </Button>
      </form>
    </AuthCard>
  );
}
