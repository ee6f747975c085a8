import { NewPasswordForm } from "../components/new-password-form";

/** Accounts created outside the site (e.g. via WhatsApp) set their first password through the same token flow. */
export function SetPasswordPage() {
  return <NewPasswordForm title="Definir senha" subtitle="Crie a senha que você usará para entrar no NutriGuia." successTitle="Senha definida" />;
}
