import { PlaceholderPage } from "../../../components/placeholder-page";

export function SystemHealthPage() {
  return <PlaceholderPage title="Status do Sistema" />;
}
