import { useEffect, useMemo, useState } from "react";
import { contactSubjectLabel, type TContactMessage } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { columnsFor, DataTable } from "../../../components/ui/data-table";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs, tabPanelProps } from "../../../components/ui/tabs";
import { getToken } from "../../../lib/storage";
import { toast } from "../../../lib/toast-store";
import { formatContactDate, useContactMessages } from "./contact-admin-api";
import { ContactDetailDialog, ContactReplyDialog } from "./contact-dialogs";

type TView = "unanswered" | "all";
const EMPTY: Record<TView, string> = { unanswered: "Não há mensagens não respondidas.", all: "Não há mensagens de contato." };

const col = columnsFor<TContactMessage>();
function contactColumns(onDetail: (m: TContactMessage) => void, onReply: (m: TContactMessage) => void) {
  return col.columns([
    col.accessor("name", { header: "Nome", meta: { className: "font-medium text-slate-900" } }),
    col.accessor("email", { header: "E-mail", meta: { className: "break-all text-slate-700" } }),
    col.accessor("subject", { header: "Assunto", cell: (c) => contactSubjectLabel(c.getValue()), meta: { className: "text-slate-700" } }),
    col.accessor("createdAt", { header: "Data", cell: (c) => formatContactDate(c.getValue()), meta: { className: "whitespace-nowrap text-slate-700" } }),
    col.accessor("responded", {
      header: "Status",
      cell: (c) => (c.getValue() ? <Badge tone="success">Respondida</Badge> : <Badge tone="warning">Pendente</Badge>),
    }),
    col.display({
      id: "actions",
      header: "Ações",
      cell: ({ row: { original: m } }) => (
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
      ),
    }),
  ]);
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
  const unanswered = useMemo(() => all.filter((m) => !m.responded), [all]);
  const rows = view === "all" ? all : unanswered;
  const columns = useMemo(() => contactColumns(setDetail, setReplying), []);

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
          <DataTable data={rows} columns={columns} caption="Mensagens de contato" getRowId={(m) => m.id} rowTestId="contact-row" />
        )}
      </div>
      <ContactDetailDialog message={detail} onClose={() => setDetail(null)} />
      <ContactReplyDialog message={replying} onClose={() => setReplying(null)} />
    </div>
  );
}
