import { PlaceholderPage } from "../../../components/placeholder-page";

export function CalorieDashboardPage() {
  return <PlaceholderPage title="Painel de Calorias" />;
}
