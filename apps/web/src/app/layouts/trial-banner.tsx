import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session-context";

/** Two days or less before the trial ends (issue 15): a reminder that nothing is charged and a way to subscribe. */
export function TrialBanner() {
  const { subscription } = useSession();
  if (!subscription?.trialEndingSoon) return null;
  const days = subscription.trialDaysLeft ?? 0;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 text-sm text-amber-950 sm:flex-row sm:items-center">
        <p className="flex-1">
          Seu teste grátis termina em {days} {days === 1 ? "dia" : "dias"}. Nada será cobrado; assine o Pro ou o Pro+ para continuar com mais mensagens e planos por mês.
        </p>
        <Link to={paths.payment.href()} className={buttonClasses("primary", "sm")}>Ver planos</Link>
      </div>
    </div>
  );
}
