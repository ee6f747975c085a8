import { formatDateTime, type TThreadMessage } from "@nutriguia/domain";
import { cn } from "../../../lib/cn";
import { normalizeImageSource } from "../../../lib/image-source";

/** Bubbles for one thread; `mine` is the viewer's side, whose messages carry the read receipt. */
export function MessageList({ messages, mine }: { messages: TThreadMessage[]; mine: TThreadMessage["sender"] }) {
  return (
    <ol className="space-y-3" aria-label="Mensagens da conversa">
      {messages.map((m) => {
        const own = m.sender === mine;
        return (
          <li key={m.id} className={cn("flex", own ? "justify-end" : "justify-start")}>
            <div className={cn("max-w-[88%] rounded-2xl px-4 py-3 text-sm sm:max-w-[75%]", own ? "bg-emerald-700 text-white" : "border border-slate-200 bg-white text-slate-800")}>
              <p className={cn("text-xs font-semibold", own ? "text-emerald-50" : "text-slate-600")}>{m.authorName}</p>
              {m.imageUrl ? <img src={normalizeImageSource(m.imageUrl) ?? undefined} alt="Imagem anexada" className="mt-2 max-h-60 rounded-lg" /> : null}
              {m.body ? <p className="mt-1 whitespace-pre-line">{m.body}</p> : null}
              <p className={cn("mt-1 text-right text-xs", own ? "text-emerald-50" : "text-slate-600")}>
                {formatDateTime(m.createdAt)}
                {own ? (m.readAt ? " · Lida" : " · Enviada") : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
