import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { safeRedirect } from "../../../lib/form-errors";
import { useSession } from "../../../lib/session/session-context";
import { adminLogin } from "../api/admin-login";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";

export function AdminLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { controller } = useSession();
  const redirect = safeRedirect(params.get("redirect"), paths.adminBackoffice.href());
  return (
    <AuthCard
      title="Acesso administrativo"
      subtitle="Área restrita à equipe NutriGuia."
      footer={
        <Link to={paths.login.href()} className="font-semibold text-emerald-800 underline">
          Entrar como usuário
        </Link>
      }
    >
      <LoginForm
        submit={adminLogin}
        submitLabel="Entrar como administrador"
        showForgotPassword={false}
        onSuccess={({ token, user }) => {
          controller.login(token, user);
          void navigate(redirect, { replace: true });
        }}
      />
    </AuthCard>
  );
}
