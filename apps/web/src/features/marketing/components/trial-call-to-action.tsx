import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session/session-context";

/** "Start the free trial" and "see the plans" (001 §2 marketing page buttons); signed in, the first one opens the app. */
export function TrialCallToAction({ className = "" }: { className?: string }) {
  const { isAuthenticated } = useSession();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      {isAuthenticated ? (
        <Link to={paths.dashboard.href()} className={buttonClasses("primary", "lg")}>
          Ir para o meu painel
        </Link>
      ) : (
        <Link to={paths.register.href()} className={buttonClasses("primary", "lg")}>
          Começar teste grátis de 7 dias
        </Link>
      )}
      <a href={paths.pricing.href()} className={buttonClasses("outline", "lg")}>
        Ver planos
      </a>
    </div>
  );
}
