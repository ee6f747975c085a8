import type { ReactNode } from "react";
import { useOnline } from "../../../lib/use-online";

export const CHAT_OFFLINE_MESSAGE = "Você está sem conexão com a internet. A conversa continua aqui; para enviar mensagens, conecte-se de novo.";

/** Without a connection: says so and disables the composer it wraps (the conversation stays readable). */
export function ChatOfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <>
      {online ? null : (
        <p role="status" className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {CHAT_OFFLINE_MESSAGE}
        </p>
      )}
      <fieldset disabled={!online} className="contents">
        {children}
      </fieldset>
    </>
  );
}
