import { useEffect, useMemo, useState } from "react";
import { contactSubjectLabel, type TContactMessage } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs, tabPanelProps } from "../../../components/ui/tabs";
import { getToken } from "../../../lib/storage";
import { toast } from "../../../lib/toast-store";
import { formatContactDate, useContactMessages } from "./contact-admin-api";
import { ContactDetailDialog, ContactReplyDialog } from "./contact-dialogs";

type TView = "unanswered" | "all";
const EMPTY: Record<TView, string> = { unanswered: "Não há mensagens não respondidas.", all: "Não há mensagens de contato." };

function ContactTable({ rows, onDetail, onReply }: { rows: TContactMessage[]; onDetail: (m: TContactMessage) => void; onReply: (m: TContactMessage) => void }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            {["Nome", "E-mail", "Assunto", "Data", "Status", "Ações"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((m) => (
            <tr key={m.id} data-testid="contact-row">
              <td className="px-3 py-2 font-medium text-slate-900">{m.name}</td>
              <td className="px-3 py-2 break-all text-slate-700">{m.email}</td>
              <td className="px-3 py-2 text-slate-700">{contactSubjectLabel(m.subject)}</td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{formatContactDate(m.createdAt)}</td>
              <td className="px-3 py-2">
                {m.responded ? <Badge tone="success">Respondida</Badge> : <Badge tone="warning">Pendente</Badge>}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => onDetail(m)}>
                    Detalhes
                  </Button>
                  {m.responded ? null : (
                    <Button size="sm" onClick={() => onReply(m)}>
                      Responder
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 001 §2 Admin contact messages; used by /admin/contact-messages and the back-office contact tab. */
export function ContactMessagesPanel() {
  const [view, setView] = useState<TView>("unanswered");
  const [detail, setDetail] = useState<TContactMessage | null>(null);
  const [replying, setReplying] = useState<TContactMessage | null>(null);
  const hasToken = !!getToken();
  const query = useContactMessages();

  useEffect(() => {
    if (!hasToken) toast({ title: "Erro de Autenticação", description: "Token não disponível. Faça login novamente.", variant: "destructive" });
  }, [hasToken]);
  useEffect(() => {
    if (query.isError) toast({ title: "Erro", description: "Não foi possível carregar as mensagens de contato.", variant: "destructive" });
  }, [query.isError]);

  const all = useMemo(() => [...(query.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [query.data]);
  const unanswered = all.filter((m) => !m.responded);
  const rows = view === "all" ? all : unanswered;

  return (
    <div className="space-y-4">
      <Tabs
        idPrefix="contact"
        label="Mensagens de contato"
        value={view}
        onChange={setView}
        items={[
          { value: "unanswered", label: `Não Respondidas (${unanswered.length})` },
          { value: "all", label: `Todas (${all.length})` },
        ]}
      />
      <div {...tabPanelProps("contact", view)}>
        {query.isPending && hasToken ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{EMPTY[view]}</p>
        ) : (
          <ContactTable rows={rows} onDetail={setDetail} onReply={setReplying} />
        )}
      </div>
      <ContactDetailDialog message={detail} onClose={() => setDetail(null)} />
      <ContactReplyDialog message={replying} onClose={() => setReplying(null)} />
    </div>
  );
}
