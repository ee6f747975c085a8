import { useState } from "react";
import { contactSubjectLabel, type TContactMessage } from "@nutriguia/domain";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { TextAreaField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast-store";
import { formatContactDate, useRespondToContact } from "./contact-admin-api";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-wrap break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function ContactDetailDialog({ message, onClose }: { message: TContactMessage | null; onClose: () => void }) {
  return (
    <Dialog open={!!message} onClose={onClose} title="Detalhes da mensagem" size="lg">
      {message ? (
        <dl className="space-y-3 text-sm">
          <Row label="Nome">{message.name}</Row>
          <Row label="E-mail">{message.email}</Row>
          <Row label="Assunto">{contactSubjectLabel(message.subject)}</Row>
          <Row label="Data">{formatContactDate(message.createdAt)}</Row>
          <Row label="Mensagem">{message.message}</Row>
          <Row label="Status">{message.responded ? "Respondida" : "Pendente"}</Row>
          {message.responded ? (
            <>
              <Row label="Respondida em">{formatContactDate(message.respondedAt)}</Row>
              <Row label="Resposta">{message.responseMessage ?? "—"}</Row>
            </>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  );
}

export function ContactReplyDialog({ message, onClose }: { message: TContactMessage | null; onClose: () => void }) {
  const [text, setText] = useState("");
  const mutation = useRespondToContact();
  const sending = mutation.isPending;

  function close() {
    setText("");
    onClose();
  }

  function send() {
    if (!message || text.trim() === "") return;
    mutation.mutate(
      { id: message.id, responseMessage: text.trim() },
      {
        onSuccess: () => {
          toast({ title: "Resposta enviada", description: "Sua resposta foi enviada com sucesso.", variant: "success" });
          close();
        },
        onError: () => toast({ title: "Erro", description: "Não foi possível enviar a resposta.", variant: "destructive" }),
      },
    );
  }

  return (
    <Dialog
      open={!!message}
      onClose={close}
      title="Responder mensagem"
      description={message ? `Para ${message.name} <${message.email}> — ${contactSubjectLabel(message.subject)}` : undefined}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={sending}>
            Cancelar
          </Button>
          <Button onClick={send} disabled={text.trim() === "" || sending} loading={sending}>
            {sending ? "Enviando..." : "Enviar resposta"}
          </Button>
        </>
      }
    >
      {message ? (
        <div className="space-y-4 text-sm">
          <blockquote className="whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-slate-800">{message.message}</blockquote>
          <TextAreaField label="Resposta" name="responseMessage" rows={6} value={text} onChange={(e) => setText(e.target.value)} disabled={sending} data-autofocus />
        </div>
      ) : null}
    </Dialog>
  );
}
