import { PlaceholderPage } from "../../../components/placeholder-page";

export function AdminLogsPage() {
  return <PlaceholderPage title="Logs do Sistema" />;
}
