import { PlaceholderPage } from "../../../components/placeholder-page";

export function HelpCenterPage() {
  return <PlaceholderPage title="Central de Ajuda" />;
}
