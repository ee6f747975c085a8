import type { TSubscriptionResponse } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { formatDay, PLAN_LABELS } from "../../../lib/billing/format";

/** What cancelling does, said before it is done: when access ends, whether money comes back, what is kept. */
export function cancelConsequence(s: Pick<TSubscriptionResponse, "plan" | "periodEnd" | "refundable">): string {
  const plan = PLAN_LABELS[s.plan];
  if (s.refundable) {
    return `Você está dentro dos 7 dias do direito de arrependimento: o valor pago será devolvido integralmente, pelo mesmo meio de pagamento, e o acesso ao plano ${plan} termina agora.`;
  }
  return `A renovação automática será desligada. Você mantém o acesso ao plano ${plan} até ${formatDay(s.periodEnd)} e nada mais será cobrado. Até lá, você pode retomar a assinatura.`;
}

/** "Cancelar assinatura?" with the date access ends; the cancel runs only on the second, explicit click. */
export function CancelDialog({ open, subscription, busy, onConfirm, onClose }: { open: boolean; subscription: TSubscriptionResponse; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title="Cancelar assinatura?"
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-autofocus>
            Manter assinatura
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {subscription.refundable ? "Cancelar e receber reembolso" : "Confirmar cancelamento"}
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-700">
        <p>{cancelConsequence(subscription)}</p>
        <p>Depois disso, sua conta volta aos limites gratuitos. Seu histórico, seus planos e seus registros continuam guardados.</p>
      </div>
    </Dialog>
  );
}
