import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { paths } from "../../../config/paths";

/** /payment/cancel: the user left the checkout; nothing was charged. */
export function PaymentCancelPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">Pagamento cancelado</h1>
        <p className="mt-2 text-slate-700">Nenhuma cobrança foi feita. Você pode escolher um plano quando quiser.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={paths.payment.href()} className={buttonClasses("primary")}>Ver planos</Link>
          <Link to={paths.dashboard.href()} className={buttonClasses("outline")}>Voltar ao início</Link>
        </div>
      </Card>
    </div>
  );
}
