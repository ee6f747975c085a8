import { PlaceholderPage } from "../../../components/placeholder-page";

export function PaymentCancelPage() {
  return <PlaceholderPage title="Pagamento cancelado" />;
}
