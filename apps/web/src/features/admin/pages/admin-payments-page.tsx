import { PlaceholderPage } from "../../../components/placeholder-page";

export function AdminPaymentsPage() {
  return <PlaceholderPage title="Pagamentos (Admin)" />;
}
