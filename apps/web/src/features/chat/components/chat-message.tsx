import ReactMarkdown from "react-markdown";
import { cn } from "../../../lib/cn";
import type { TViewMessage } from "../lib/saved-messages";

const NUTRITION_HEADING = "Informações Nutricionais";

/** Only the words before the nutrition block: the card shows the numbers. */
function textWithoutBlock(content: string): string {
  const at = content.indexOf(`### ${NUTRITION_HEADING}`);
  return at >= 0 ? content.slice(0, at).trim() : content;
}

const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

/** Markdown rendered without raw HTML (skipHtml) and with links limited to http(s) and site paths. */
export function MessageMarkdown({ content }: { content: string }) {
  return (
    <ReactMarkdown skipHtml urlTransform={(url) => (SAFE_LINK.test(url) ? url : "")}>
      {content}
    </ReactMarkdown>
  );
}

export function ChatBubble({ message, children }: { message: TViewMessage; children?: React.ReactNode }) {
  const mine = message.direction === "INCOMING";
  const content = message.calculation ? textWithoutBlock(message.content) : message.content;
  return (
    <div className={cn("flex", mine ? "justify-end" : "justify-start")} data-testid={mine ? "user-message" : "assistant-message"}>
      <div
        className={cn(
          "chat-markdown max-w-[92%] rounded-2xl px-4 py-3 text-sm sm:max-w-[80%]",
          mine ? "bg-emerald-700 text-white" : "border border-slate-200 bg-white text-slate-800",
          message.isErrorMessage && "border-red-200 bg-red-50 text-red-800",
        )}
      >
        {message.mediaUrl ? <img src={message.mediaUrl} alt="Imagem enviada" className="mb-2 max-h-60 rounded-lg" /> : null}
        {content ? <MessageMarkdown content={content} /> : null}
        {children}
        {message.channel && message.channel !== "WEB" ? (
          <p className={cn("mt-1 text-xs", mine ? "text-emerald-100" : "text-slate-500")}>
            via {message.channel === "WHATSAPP" ? "WhatsApp" : "Telegram"}
          </p>
        ) : null}
      </div>
    </div>
  );
}
