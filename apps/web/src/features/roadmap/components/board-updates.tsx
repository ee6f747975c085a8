import { formatDateTime } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/field";
import { useMarkNotificationsRead, useNotificationPreferences, useNotifications, useSaveNotificationPreferences } from "../api/notifications";

/** "Novidades dos seus pedidos": the in-app notifications of status changes, and the e-mail opt-in. */
export function BoardUpdates({ onOpen }: { onOpen: (id: string) => void }) {
  const { data } = useNotifications(true);
  const prefs = useNotificationPreferences(true).data;
  const save = useSaveNotificationPreferences();
  const markRead = useMarkNotificationsRead();
  const unread = data?.notifications.filter((n) => !n.read) ?? [];
  return (
    <section aria-labelledby="board-updates-title" className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="board-updates-title" className="font-semibold text-slate-900">
          Novidades dos seus pedidos {unread.length > 0 ? <span className="rounded-full bg-emerald-700 px-2 text-xs text-white">{unread.length}</span> : null}
        </h2>
        {unread.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => markRead.mutate()}>
            Marcar como lidas
          </Button>
        ) : null}
      </div>
      {unread.length === 0 ? <p className="mt-1 text-sm text-slate-700">Nenhuma novidade. Avisamos aqui quando um pedido que você votou mudar de status.</p> : null}
      <ul className="mt-2 space-y-2">
        {unread.map((n) => (
          <li key={n.id} className="rounded-lg bg-emerald-50 p-3 text-sm">
            <p className="font-medium text-emerald-950">{n.title}</p>
            <p className="whitespace-pre-line text-slate-800">{n.body}</p>
            <p className="mt-1 flex flex-wrap gap-3 text-xs text-slate-600">
              {formatDateTime(n.createdAt)}
              {n.link?.includes("pedido=") ? (
                <button type="button" className="text-emerald-800 underline" onClick={() => onOpen(n.link!.split("pedido=")[1] ?? "")}>
                  Ver pedido
                </button>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      {prefs ? (
        <Checkbox
          className="mt-3"
          label="Também quero receber essas novidades por e-mail"
          checked={prefs.emailFeatureUpdates}
          onChange={(e) => save.mutate({ emailFeatureUpdates: e.target.checked })}
        />
      ) : null}
    </section>
  );
}
