import { AdminPaymentsPanel } from "../components/admin-payments-panel";

export function AdminPaymentsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Pagamentos (Admin)</h1>
      <AdminPaymentsPanel />
    </div>
  );
}
