import { AdminLogsView } from "../logs/admin-logs-view";

export function AdminLogsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Logs do Sistema</h1>
      <AdminLogsView />
    </div>
  );
}
