import { useState } from "react";
import { ImageViewer } from "../../../components/image-viewer";
import { cn } from "../../../lib/cn";
import type { TViewMessage } from "../lib/saved-messages";
import { AnswerThumbsDown } from "./answer-thumbs-down";
import { MessageMarkdown } from "./message-markdown";

const NUTRITION_HEADING = "Informações Nutricionais";

/** Only the words before the nutrition block: the card shows the numbers. */
function textWithoutBlock(content: string): string {
  const at = content.indexOf(`### ${NUTRITION_HEADING}`);
  return at >= 0 ? content.slice(0, at).trim() : content;
}

export function ChatBubble({ message, children }: { message: TViewMessage; children?: React.ReactNode }) {
  const mine = message.direction === "INCOMING";
  const content = message.calculation ? textWithoutBlock(message.content) : message.content;
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <div className={cn("flex", mine ? "justify-end" : "justify-start")} data-testid={mine ? "user-message" : "assistant-message"}>
      <div
        className={cn(
          "chat-markdown rounded-2xl py-3 text-sm",
          // A reply carrying a card takes the full width on a phone so the card's fields and actions fit.
          message.calculation ? "w-full px-3 sm:max-w-[85%] sm:px-4" : "max-w-[92%] px-4 sm:max-w-[80%]",
          // One set of colours per kind: with both a white and a red background in the class list, the white one won.
          message.isErrorMessage ? "border border-red-200 bg-red-50 text-red-800" : mine ? "bg-emerald-700 text-white" : "border border-slate-200 bg-white text-slate-800",
        )}
      >
        {message.mediaUrl ? (
          <button type="button" className="mb-2 block cursor-zoom-in" aria-label="Ampliar imagem enviada" onClick={() => setViewing(message.mediaUrl!)}>
            <img src={message.mediaUrl} alt="Imagem enviada" className="max-h-60 rounded-lg" />
          </button>
        ) : null}
        <ImageViewer src={viewing} alt="Imagem enviada" onClose={() => setViewing(null)} />
        {content ? <MessageMarkdown content={content} /> : null}
        {children}
        {message.channel && message.channel !== "WEB" ? (
          <p className={cn("mt-1 text-xs", mine ? "text-emerald-100" : "text-slate-500")}>
            via {message.channel === "WHATSAPP" ? "WhatsApp" : "Telegram"}
          </p>
        ) : null}
        {!mine && !message.local && !message.isErrorMessage ? <AnswerThumbsDown messageId={message.id} /> : null}
      </div>
    </div>
  );
}
