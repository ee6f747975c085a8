import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { safeRedirect } from "../../../lib/form-errors";
import { useSession } from "../../../lib/session/session-context";
import { login } from "../api/login";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated, controller } = useSession();
  const redirect = safeRedirect(params.get("redirect"), paths.dashboard.href());

  if (isAuthenticated) return <Navigate to={redirect} replace />;
  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse sua conta para falar com seu assistente de nutrição."
      footer={
        <div className="space-y-2">
          <p>
            Ainda não tem conta?{" "}
            <Link to={paths.register.href()} className="font-semibold text-emerald-800 underline">
              Comece seu teste grátis de 7 dias
            </Link>
          </p>
          <p>
            Não recebeu o código de ativação?{" "}
            <Link to={paths.resendActivation.href()} className="font-semibold text-emerald-800 underline">
              Reenviar código
            </Link>
          </p>
        </div>
      }
    >
      <LoginForm
        submit={login}
        submitLabel="Entrar"
        onSuccess={({ token, user }) => {
          controller.login(token, user);
          void navigate(redirect, { replace: true });
        }}
      />
    </AuthCard>
  );
}
