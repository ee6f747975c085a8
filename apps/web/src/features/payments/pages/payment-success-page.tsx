import { PlaceholderPage } from "../../../components/placeholder-page";

export function PaymentSuccessPage() {
  return <PlaceholderPage title="Pagamento concluído" />;
}
