import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session/session-context";
import { AdminLogsView, LogsAuthAlert } from "../logs/admin-logs-view";

/** Signed-out visitors reach /login?redirect=/admin/logs through the route guard; non-admins see the alert. */
export function AdminLogsPage() {
  const { isAdmin, user } = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Logs do Sistema</h1>
      {!user ? <Spinner /> : isAdmin ? <AdminLogsView /> : <LogsAuthAlert />}
    </div>
  );
}
