import { PlaceholderPage } from "../../../components/placeholder-page";

export function BackofficePage() {
  return <PlaceholderPage title="Painel Administrativo" />;
}
