import type { TBillingInterval, TPaidPlanCode, TPlan } from "@nutriguia/domain";
import { MOST_CHOSEN_PLAN } from "@nutriguia/domain/calc";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useCheckout } from "../../../lib/billing/checkout";
import { useSession } from "../../../lib/session/session-context";

/**
 * The button under a plan on the landing: signed out, registration; signed in, the checkout of that plan and interval
 * at once; already subscribed, "Minha assinatura" (issue 30).
 */
export function PlanAction({ plan, interval }: { plan: TPlan; interval: TBillingInterval }) {
  const { isAuthenticated, subscription } = useSession();
  const checkout = useCheckout();
  const variant = plan.code === MOST_CHOSEN_PLAN ? "primary" : "outline";
  const subscribed = subscription?.plan === "PRO" || subscription?.plan === "PRO_PLUS";
  if (!isAuthenticated) {
    return (
      <Link to={paths.register.href()} className={buttonClasses(variant, "md", "w-full")}>
        {plan.code === "TRIAL" ? "Começar teste grátis" : `Assinar o ${plan.name}`}
      </Link>
    );
  }
  if (plan.code === "TRIAL") {
    return (
      <Link to={paths.dashboard.href()} className={buttonClasses("outline", "md", "w-full")}>
        Ir para o meu painel
      </Link>
    );
  }
  if (subscribed) {
    return (
      <Link to={paths.subscription.href()} className={buttonClasses(variant, "md", "w-full")}>
        {subscription.plan === plan.code ? "Seu plano: ver assinatura" : `Mudar para o ${plan.name}`}
      </Link>
    );
  }
  return (
    <Button className="w-full" variant={variant} loading={checkout.isPending} disabled={checkout.isPending} onClick={() => checkout.mutate({ plan: plan.code as TPaidPlanCode, interval })}>
      Assinar o {plan.name}
    </Button>
  );
}
