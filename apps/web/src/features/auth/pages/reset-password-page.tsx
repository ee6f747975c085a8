import { NewPasswordForm } from "../components/new-password-form";

export function ResetPasswordPage() {
  return <NewPasswordForm title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta." successTitle="Senha redefinida" />;
}
