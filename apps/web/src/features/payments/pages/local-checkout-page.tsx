import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClasses, Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { formatAmount, INTERVAL_LABELS } from "../../../lib/billing/format";
import { followBillingUrl } from "../../../lib/billing/provider-url";
import { toast } from "../../../lib/toast-store";
import { localCheckoutQuery, useCancelLocalCheckout, useCompleteLocalCheckout } from "../api/local-checkout";

const CARDS = [
  { value: "approved", label: "Cartão de teste aprovado", hint: "A compra e as renovações são aprovadas." },
  { value: "declines-renewal", label: "Cartão de teste recusado na renovação", hint: "A compra é aprovada; a renovação falha (para testar o aviso e o período de carência)." },
] as const;

/** The local provider's checkout (BILLING_PROVIDER=local): clearly a test, nothing is charged. */
export function LocalCheckoutPage() {
  const { orderId = "" } = useParams();
  const order = useQuery(localCheckoutQuery(orderId));
  const complete = useCompleteLocalCheckout(orderId);
  const cancel = useCancelLocalCheckout(orderId);
  const navigate = useNavigate();
  const [card, setCard] = useState<(typeof CARDS)[number]["value"]>("approved");
  const go = ({ url }: { url: string }) => followBillingUrl(url, (to) => void navigate(to, { replace: true }));
  const fail = (error: Error) => toast({ title: "Não foi possível concluir", description: error.message, variant: "destructive" });

  return (
    <div className="mx-auto max-w-lg px-4 py-6 sm:py-8">
      <p role="note" className="mb-4 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-center text-sm font-semibold text-amber-950">
        Ambiente de teste — nenhuma cobrança real
      </p>
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">Finalizar assinatura</h1>
        {order.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Carregando pedido" />
          </div>
        ) : order.isError ? (
          <div className="mt-4 space-y-4">
            <p role="alert" className="text-slate-700">{order.error.message}</p>
            <Link to={paths.payment.href()} className={buttonClasses("secondary")}>Voltar aos planos</Link>
          </div>
        ) : order.data.status !== "PENDING" ? (
          <div className="mt-4 space-y-4">
            <p className="text-slate-700">{order.data.status === "PAID" ? "Este pedido já foi pago." : "Este pedido não está mais disponível para pagamento."}</p>
            <Link to={paths.subscription.href()} className={buttonClasses("secondary")}>Minha assinatura</Link>
          </div>
        ) : (
          <form
            className="mt-4 space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              complete.mutate({ card }, { onSuccess: go, onError: fail });
            }}
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-slate-700">Plano</dt>
              <dd className="text-slate-900">NutriGuia {order.data.planName}</dd>
              <dt className="font-medium text-slate-700">Cobrança</dt>
              <dd className="text-slate-900">{INTERVAL_LABELS[order.data.interval]}</dd>
              <dt className="font-medium text-slate-700">Total</dt>
              <dd className="text-lg font-bold text-slate-900">{formatAmount(order.data.amount)}</dd>
            </dl>
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-slate-900">Cartão de teste</legend>
              <div className="space-y-2">
                {CARDS.map((option) => (
                  <label key={option.value} className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50">
                    <input type="radio" name="card" value={option.value} checked={card === option.value} onChange={() => setCard(option.value)} className="mt-1" />
                    <span>
                      <span className="block text-sm font-medium text-slate-900">{option.label}</span>
                      <span className="block text-xs text-slate-700">{option.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <Button type="submit" className="sm:flex-1" loading={complete.isPending} disabled={cancel.isPending}>
                Pagar {formatAmount(order.data.amount)}
              </Button>
              <Button variant="outline" className="sm:flex-1" loading={cancel.isPending} disabled={complete.isPending} onClick={() => cancel.mutate(undefined, { onSuccess: go, onError: fail })}>
                Cancelar
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
