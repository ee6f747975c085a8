import { useQueryClient } from "@tanstack/react-query";
import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session/session-context";

/** /payment/success: the provider sends the user back here; the plan may take a moment to show (webhook). */
export function PaymentSuccessPage() {
  const { controller } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    void controller.refresh();
    void client.invalidateQueries({ queryKey: ["payments"] });
    void client.invalidateQueries({ queryKey: ["account", "subscription"] });
  }, [controller, client]);
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <Card className="text-center">
        <PartyPopper aria-hidden="true" size={48} className="mx-auto text-emerald-700" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Pagamento confirmado!</h1>
        <p className="mt-2 text-slate-700">Sua assinatura está ativa. Enviamos a confirmação para o seu e-mail.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={paths.subscription.href()} className={buttonClasses("primary")}>Ver minha assinatura</Link>
          <Link to={paths.payments.href()} className={buttonClasses("outline")}>Ver pagamentos</Link>
          <Link to={paths.webChat.href()} className={buttonClasses("ghost")}>Ir para o chat</Link>
        </div>
      </Card>
    </div>
  );
}
