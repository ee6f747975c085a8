import type { TAdminAuditEntry } from "@nutriguia/domain";
import { AUDIT_ACTIONS, describeChange, formatDateTime } from "./audit-labels";

/** Audit rows as a list: when, who, what, on whom, before → after and the request id. */
export function AuditEntries({ rows, showTarget = true }: { rows: TAdminAuditEntry[]; showTarget?: boolean }) {
  if (rows.length === 0) return <p className="text-slate-600">Nenhuma ação administrativa registrada.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {rows.map((a) => (
        <li key={a.id} data-testid="audit-entry" className="space-y-0.5 px-3 py-2 text-sm">
          <p className="text-slate-900">
            <span className="font-semibold">{AUDIT_ACTIONS[a.action] ?? a.action}</span>
            {showTarget && a.targetName ? <span className="text-slate-700"> · {a.targetName}</span> : null}
          </p>
          <p className="text-slate-600">
            {formatDateTime(a.createdAt)} · por {a.adminName ?? "administrador removido"}
          </p>
          {describeChange(a.before, a.after).map((line) => (
            <p key={line} className="text-slate-700">
              {line}
            </p>
          ))}
          {a.requestId ? <p className="break-all font-mono text-xs text-slate-500">Requisição {a.requestId}</p> : null}
        </li>
      ))}
    </ul>
  );
}
