import { PlaceholderPage } from "../../../components/placeholder-page";

export function PaymentPage() {
  return <PlaceholderPage title="Pagamento" />;
}
