import { PlaceholderPage } from "../../../components/placeholder-page";

export function SubscriptionPage() {
  return <PlaceholderPage title="Minha Assinatura" />;
}
