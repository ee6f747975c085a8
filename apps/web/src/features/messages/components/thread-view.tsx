import { useEffect, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ZThreadReply } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-errors";
import { useReply, useThread } from "../api/threads";
import { ImagePicker } from "./image-picker";
import { MessageList } from "./message-list";

export function ThreadView({ id }: { id: string }) {
  const { data, isError, dataUpdatedAt } = useThread(id);
  const client = useQueryClient();
  // Opening the thread marked the replies read on the server: refresh the badges.
  useEffect(() => {
    if (dataUpdatedAt) void client.invalidateQueries({ queryKey: ["messages", "unread"] });
    if (dataUpdatedAt) void client.invalidateQueries({ queryKey: ["messages", "threads"] });
  }, [dataUpdatedAt, client]);

  if (isError) return <p role="alert" className="text-red-700">Não foi possível carregar a conversa.</p>;
  if (!data) return <Spinner label="Carregando conversa" />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{data.subject}</h2>
        {data.status === "CLOSED" ? <Badge>Encerrada</Badge> : null}
      </div>
      <MessageList messages={data.messages} mine="USER" />
      {data.status === "CLOSED" ? (
        <p className="text-sm text-slate-700">Esta conversa foi encerrada. Abra uma nova conversa para falar com a equipe.</p>
      ) : (
        <ReplyForm id={id} />
      )}
    </div>
  );
}

function ReplyForm({ id }: { id: string }) {
  const [body, setBody] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reply = useReply(id);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!image) {
      const parsed = ZThreadReply.safeParse({ body });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? "Escreva sua mensagem");
        return;
      }
    }
    setError(null);
    reply.mutate(
      { body: body.trim(), image },
      {
        onSuccess: () => {
          setBody("");
          setImage(null);
        },
        onError: (e) => setError(errorMessage(e, "Não foi possível enviar sua mensagem.")),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2 border-t border-slate-100 pt-3">
      <TextAreaField label="Responder" name="reply" rows={3} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} error={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ImagePicker image={image} onChange={setImage} />
        <Button type="submit" loading={reply.isPending}>
          Enviar
        </Button>
      </div>
    </form>
  );
}
