import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { useToastsBelow } from "../../../components/ui/toaster";
import { Spinner } from "../../../components/ui/spinner";
import { Eraser, ScanBarcode } from "lucide-react";
import { BarcodeDialog } from "../../../components/barcode/barcode-dialog";
import { paths } from "../../../config/paths";
import { ChatComposer } from "../components/chat-composer";
import { ChatBubble } from "../components/chat-message";
import { ChatNutritionCard } from "../components/chat-nutrition-card";
import { ChatOfflineGate } from "../components/chat-offline-notice";
import { SaveToProfile } from "../components/save-to-profile";
import { useWebChat } from "../components/use-web-chat";

export function WebChatPage() {
  const chat = useWebChat();
  const navigate = useNavigate();
  const end = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  const [askClear, setAskClear] = useState(false);
  const [scanning, setScanning] = useState(false);

  // Follow the conversation: new messages, the typing indicator and a reply replacing it.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [chat.messages, chat.busy]);

  return (
    // -mb-24 cancels the layout's bottom padding: the chat fills the screen below the header without page scroll. While
    // the consent banner shows, its height comes off the chat's: the composer stays above the banner, not under it.
    <div className="-mb-24 mx-auto flex h-[calc(100dvh-3.6rem-var(--consent-banner-height,0px))] max-w-3xl flex-col overflow-hidden bg-slate-50 sm:mt-4 sm:h-[calc(100dvh-6rem-var(--consent-banner-height,0px))] sm:rounded-2xl sm:border sm:border-slate-200">
      <header ref={header} className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-4 sm:py-3">
        {/* At 360 px the title and the usage line wrap instead of being cut, and "Limpar conversa" keeps only its icon. */}
        <div className="min-w-0">
          <h1 className="text-base font-semibold leading-tight text-slate-900 sm:text-lg">Chat com o Assistente</h1>
          <p className="text-xs leading-snug text-slate-600" data-testid="chat-usage">
            {chat.usage ? `Mensagens usadas: ${chat.usage.messagesUsed}${chat.usage.messagesLimit !== null ? ` de ${chat.usage.messagesLimit}` : ""} · ` : ""}
            Nesta sessão: {chat.sessionCount}
          </p>
        </div>
        <Button variant="ghost" size="sm" className="ml-auto shrink-0" onClick={() => setScanning(true)}>
          <ScanBarcode aria-hidden="true" size={16} /> <span className="max-sm:sr-only">Código de barras</span>
        </Button>
        <Button variant="ghost" size="sm" className="shrink-0" loading={chat.clearing} disabled={chat.messages.length === 0} onClick={() => setAskClear(true)}>
          <Eraser aria-hidden="true" size={16} /> <span className="max-sm:sr-only">Limpar conversa</span>
        </Button>
      </header>
      {scanning ? <BarcodeDialog onClose={() => setScanning(false)} /> : null}
      <Dialog
        open={askClear}
        onClose={() => setAskClear(false)}
        role="alertdialog"
        size="sm"
        title="Limpar conversa?"
        footer={
          <>
            <Button variant="outline" onClick={() => setAskClear(false)}>Cancelar</Button>
            <Button variant="danger" onClick={() => { setAskClear(false); chat.clear(); }}>Limpar conversa</Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          As mensagens desta conversa serão apagadas e não poderão ser recuperadas. O que você já confirmou no seu dia continua registrado.
        </p>
      </Dialog>
      {/* A size container: a card's max-height is read from the log's own height (100cqh, chat-nutrition-card.tsx). */}
      <div role="log" aria-label="Conversa" className="min-h-0 flex-1 space-y-3 overflow-y-auto p-2 [container-type:size] sm:p-4">
        {chat.loadingHistory ? (
          <div className="mt-10 flex justify-center text-emerald-700">
            <Spinner label="Carregando a conversa..." />
          </div>
        ) : chat.messages.length === 0 ? (
          <p className="mt-10 text-center text-sm text-slate-600">
            Conte o que você comeu (por exemplo, <em>Comi 2 ovos cozidos e 1 pão francês</em>), envie uma foto do prato ou tire uma dúvida de nutrição.
          </p>
        ) : null}
        {chat.messages.map((message) => (
          <ChatBubble key={message.id} message={message}>
            {message.calculation ? (
              <ChatNutritionCard
                calculation={message.calculation}
                onEdit={() => void navigate(paths.editNutrition.href(message.calculation!.id))}
                onChange={chat.replaceCalculation}
                onConfirm={(confirmed) => chat.confirm(message.calculation!.id, confirmed)}
                confirming={chat.confirmingId === message.calculation.id}
                showProfilePrompt={!chat.profileComplete}
              />
            ) : null}
            {message.profileSuggestion ? (
              <SaveToProfile
                suggestion={message.profileSuggestion}
                saving={chat.savingFactsFor === message.profileSuggestion.messageId}
                onSave={() => chat.saveToProfile(message.profileSuggestion!.messageId)}
              />
            ) : null}
          </ChatBubble>
        ))}
        {chat.busy ? (
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" /> O assistente está respondendo...
          </div>
        ) : null}
        <div ref={end} />
      </div>
      <ChatOfflineGate>
        <ChatComposer
          busy={chat.busy}
          recorder={chat.recorderState}
          serverTranscription={chat.serverTranscription}
          voiceInPlan={chat.voiceInPlan}
          onSendText={chat.sendText}
          onSendImage={chat.sendPhoto}
          onImageTooLarge={chat.rejectLargeImage}
          onStartRecording={chat.startRecording}
          onStopRecording={chat.stopRecording}
          onCancelRecording={chat.cancelRecording}
        />
      </ChatOfflineGate>
    </div>
  );
}
