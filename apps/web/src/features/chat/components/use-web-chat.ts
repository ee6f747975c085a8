import { startTransition, useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TCalorieCalculation, TChatHistoryMessage, TChatReply } from "@nutriguia/domain";
import { CHAT_AUDIO_MIN_BYTES } from "@nutriguia/domain/calc";
import { paths } from "../../../config/paths";
import { isApiError } from "../../../lib/api-errors";
import { subscriptionQuery } from "../../../lib/billing/billing-api";
import { useSession } from "../../../lib/session/session-context";
import { toast } from "../../../lib/toast-store";
import { useClearChat } from "../api/clear-chat";
import { useChatCapabilities } from "../api/get-capabilities";
import { useConfirmFood } from "../api/confirm-food";
import { useSaveFacts } from "../api/save-facts";
import { getChatHistory, HISTORY_ERROR_MESSAGE, useChatHistory } from "../api/get-history";
import { useUsage } from "../api/get-usage";
import { useSendAudio } from "../api/send-audio";
import { useSendImage } from "../api/send-image";
import { useSendMessage } from "../api/send-message";
import * as audio from "../lib/audio-checks";
import { describeChatError } from "../lib/chat-errors";
import { isFoodRelated, isPlanRequest } from "../lib/chat-heuristics";
import { loadSavedMessages, saveMessages, type TViewMessage } from "../lib/saved-messages";
import { useAudioRecorder } from "./use-audio-recorder";
import { IMAGE_TOO_LARGE_MESSAGE } from "./chat-composer";

const PROFILE_PROMPT = `Para criar um plano ou dieta personalizada, complete primeiro seu perfil nutricional (idade, peso, altura, sexo, nível de atividade e objetivo). [Preencher no site](${paths.profile.href("nutritional")})`;
const CONFIRM_FAILED = "Não foi possível processar a confirmação.";
const CONFIRM_NETWORK = "Erro ao processar a confirmação. Verifique sua conexão com a internet.";
const SAVE_FACTS_FAILED = "Não foi possível salvar no seu perfil. Tente novamente.";

let localId = 0;
const local = (direction: TViewMessage["direction"], content: string, extra: Partial<TViewMessage> = {}): TViewMessage => ({
  id: `local-${Date.now()}-${(localId += 1)}`,
  direction,
  content,
  timestamp: new Date().toISOString(),
  local: true,
  ...extra,
});

const fromHistory = (m: TChatHistoryMessage): TViewMessage => ({
  id: m.id,
  direction: m.direction,
  content: m.content,
  timestamp: m.timestamp,
  mediaUrl: m.mediaUrl,
  calculation: m.calculation,
  isErrorMessage: m.isErrorMessage,
  isProfileRequired: m.isProfileRequired,
  channel: m.channel,
  profileSuggestion: m.profileSuggestion,
});

const fromReply = (reply: TChatReply): TViewMessage =>
  local("OUTGOING", reply.message, { calculation: reply.calculation, isProfileRequired: reply.profileRequired, profileSuggestion: reply.profileSuggestion });

/** The web chat's behaviour (001 §2, §8): optimistic sends, history reload, usage refresh, errors as messages and toasts. */
export function useWebChat() {
  const session = useSession();
  const signedIn = session.isAuthenticated;
  const [messages, setMessages] = useState<TViewMessage[]>(loadSavedMessages);
  const [sessionCount, setSessionCount] = useState(0);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [historyShown, setHistoryShown] = useState(false);
  const history = useChatHistory(signedIn);
  const usage = useUsage(signedIn);
  const capabilities = useChatCapabilities(signedIn);
  const subscription = useQuery({ ...subscriptionQuery, enabled: signedIn });
  const sendMessage = useSendMessage();
  const sendImage = useSendImage();
  const sendAudio = useSendAudio();
  const confirmFood = useConfirmFood();
  const saveFacts = useSaveFacts();
  const clearChat = useClearChat();
  const recorder = useAudioRecorder();

  useEffect(() => {
    if (!history.data) return;
    const server = history.data.messages.map(fromHistory);
    const last = server.at(-1)?.timestamp ?? "";
    // A transition: the history's messages are rendered in short slices, so the composer answers meanwhile.
    startTransition(() => {
      setMessages((current) => [...server, ...current.filter((m) => m.local && m.isErrorMessage && m.timestamp > last)]);
      setHistoryShown(true);
    });
  }, [history.data]);

  useEffect(() => {
    if (history.isError) toast({ title: HISTORY_ERROR_MESSAGE, variant: "destructive" });
  }, [history.isError]);

  useEffect(() => saveMessages(messages), [messages]);

  const add = (...items: TViewMessage[]) => setMessages((current) => [...current, ...items]);
  const fail = (error: unknown, kind: "text" | "image" | "audio") => {
    const view = describeChatError(error, kind);
    add(local("OUTGOING", view.chatMessage, { isErrorMessage: true }));
    toast({ title: view.toastTitle, description: view.toastDescription, variant: "destructive" });
  };

  function sendText(text: string) {
    if (!text.trim()) return;
    if (!signedIn) return void toast({ title: "Você precisa estar logado para enviar mensagens", variant: "destructive" });
    add(local("INCOMING", text));
    setSessionCount((n) => n + 1);
    if (isPlanRequest(text) && !session.user?.profileComplete) add(local("OUTGOING", PROFILE_PROMPT, { isProfileRequired: true }));
    sendMessage.mutate({ message: text, isFoodRelated: isFoodRelated(text) }, { onSuccess: (reply) => add(fromReply(reply)), onError: (e) => fail(e, "text") });
  }

  /** 001 §8's oversize message, in the conversation as an assistant error and in a toast, like every chat failure. */
  function rejectLargeImage() {
    add(local("OUTGOING", IMAGE_TOO_LARGE_MESSAGE, { isErrorMessage: true }));
    toast({ title: "Imagem muito grande", description: IMAGE_TOO_LARGE_MESSAGE, variant: "destructive" });
  }

  function sendPhoto(file: File, caption: string) {
    if (!signedIn) return void toast({ title: "Você precisa estar logado para enviar imagens", variant: "destructive" });
    add(local("INCOMING", caption, { mediaUrl: URL.createObjectURL(file) }));
    setSessionCount((n) => n + 1);
    sendImage.mutate({ file, caption }, { onSuccess: (reply) => add(fromReply(reply)), onError: (e) => fail(e, "image") });
  }

  async function startRecording() {
    try {
      await recorder.start();
    } catch {
      toast({ title: "Erro", description: audio.AUDIO_RECORDING_FAILED_MESSAGE, variant: "destructive" });
    }
  }

  async function stopRecording() {
    const blob = await recorder.stop();
    if (blob.size < CHAT_AUDIO_MIN_BYTES) return void toast({ title: "Áudio muito curto", description: audio.AUDIO_TOO_SHORT_MESSAGE, variant: "destructive" });
    if (await audio.recordingIsSilent(blob)) return void toast({ title: "Áudio silencioso", description: audio.AUDIO_SILENT_MESSAGE, variant: "destructive" });
    setSessionCount((n) => n + 1);
    sendAudio.mutate(
      { audio: blob, prompt: "" },
      {
        onSuccess: (reply) => {
          if (!reply.success) return fail(new Error(reply.message), "audio");
          add(local("INCOMING", `Áudio: ${reply.transcribedText ?? ""}`), local("OUTGOING", reply.message, { calculation: reply.calculation }));
        },
        onError: (error) => {
          if (isApiError(error) && error.errorCode === "NETWORK_ERROR") return fail(new Error(audio.AUDIO_UPLOAD_FAILED_MESSAGE), "audio");
          fail(error, "audio");
        },
      },
    );
  }

  function cancelRecording() {
    recorder.cancel();
    toast({ title: "Gravação cancelada" });
  }

  function confirm(calculationId: string, confirmed: boolean) {
    setConfirmingId(calculationId);
    confirmFood.mutate(
      { calculationId, confirmed },
      {
        onSuccess: (result) => {
          toast({ title: result.message, variant: confirmed ? "success" : "default" });
          setMessages((current) => current.map((m) => (m.calculation?.id === calculationId ? { ...m, calculation: result.calculation } : m)));
        },
        onError: (error) => {
          const network = isApiError(error) && error.errorCode === "NETWORK_ERROR";
          toast({ title: network ? CONFIRM_NETWORK : error.message || CONFIRM_FAILED, variant: "destructive" });
        },
        onSettled: () => setConfirmingId(null),
      },
    );
  }

  /** "Salvar no meu perfil": the offer goes away at once; the history, reloaded, drops any other offer now saved. */
  function saveToProfile(messageId: string) {
    saveFacts.mutate(messageId, {
      onSuccess: () => {
        toast({ title: "Salvo no seu perfil", variant: "success" });
        setMessages((current) => current.map((m) => (m.profileSuggestion?.messageId === messageId ? { ...m, profileSuggestion: null } : m)));
      },
      onError: (error) => {
        const network = isApiError(error) && error.errorCode === "NETWORK_ERROR";
        toast({ title: network ? SAVE_FACTS_FAILED : error.message || SAVE_FACTS_FAILED, variant: "destructive" });
      },
    });
  }

  /**
   * A calculation fixed on its card (items, meal, day) replaces the one in its message; the server has rewritten the
   * reply that showed the card to agree with it, and that text replaces the reply's.
   */
  function replaceCalculation(calculation: TCalorieCalculation) {
    setMessages((current) => current.map((m) => (m.calculation?.id === calculation.id ? { ...m, calculation } : m)));
    void getChatHistory()
      .then((history) => history.messages.findLast((m) => m.direction === "OUTGOING" && m.calculationId === calculation.id))
      .then((reply) => {
        if (!reply) return;
        setMessages((current) => {
          const at = current.findLastIndex((m) => m.direction === "OUTGOING" && m.calculation?.id === calculation.id);
          return current.map((m, i) => (i === at ? { ...m, content: reply.content } : m));
        });
      })
      .catch(() => undefined);
  }

  function clear() {
    clearChat.mutate(undefined, {
      onSuccess: () => setMessages([]),
      onError: (error) => fail(error, "text"),
    });
  }

  return {
    messages,
    // Nothing to show yet but the server's history on its way: the page waits for it rather than inviting a first message.
    loadingHistory: messages.length === 0 && signedIn && !historyShown && !history.isError,
    sessionCount,
    usage: usage.data,
    profileComplete: !!session.user?.profileComplete,
    busy: sendMessage.isPending || sendImage.isPending || sendAudio.isPending,
    clearing: clearChat.isPending,
    recorderState: recorder.state,
    // Until the server says otherwise, voice goes to it (it answers plainly when it has no provider).
    serverTranscription: capabilities.data?.transcription ?? true,
    // The server refuses audio on the trial and after it (PREMIUM_FEATURE); until the plan is known, the microphone is offered.
    voiceInPlan: !subscription.data || !["TRIAL", "FREE"].includes(subscription.data.plan),
    confirmingId,
    savingFactsFor: saveFacts.isPending ? saveFacts.variables : null,
    sendText,
    sendPhoto,
    rejectLargeImage,
    startRecording: () => void startRecording(),
    stopRecording: () => void stopRecording(),
    cancelRecording,
    confirm,
    saveToProfile,
    replaceCalculation,
    clear,
  };
}
