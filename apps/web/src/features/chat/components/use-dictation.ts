import { useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast-store";

/** The part of the Web Speech API the composer uses (Chrome, Edge and Safari name it webkitSpeechRecognition). */
type TRecognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type TRecognitionConstructor = new () => TRecognition;

export const DICTATION_UNAVAILABLE_MESSAGE =
  "Este navegador não oferece ditado por voz e o envio de áudio não está disponível neste servidor. Escreva sua mensagem (ou use o microfone do teclado do celular).";
const ERRORS: Record<string, string> = {
  "not-allowed": "Não foi possível iniciar o ditado. Verifique as permissões do microfone.",
  "service-not-allowed": "Não foi possível iniciar o ditado. Verifique as permissões do microfone.",
  "audio-capture": "Nenhum microfone encontrado. Verifique se ele está conectado.",
  "no-speech": "Não ouvi nada. Toque no microfone e fale de novo.",
  network: "O ditado do navegador precisa de internet. Verifique sua conexão ou escreva a mensagem.",
};

export function speechRecognition(): TRecognitionConstructor | null {
  const w = window as unknown as { SpeechRecognition?: TRecognitionConstructor; webkitSpeechRecognition?: TRecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Dictation in Brazilian Portuguese with the browser's own speech recognition; `onText` gets the whole transcript so far. */
export function useDictation(onText: (transcript: string) => void) {
  const [listening, setListening] = useState(false);
  const current = useRef<TRecognition | null>(null);
  const [supported] = useState(() => speechRecognition() !== null);

  useEffect(() => () => current.current?.abort(), []);

  function start() {
    const Recognition = speechRecognition();
    if (!Recognition || current.current) return;
    const recognition = new Recognition();
    recognition.lang = "pt-BR";
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.onresult = (event) => {
      const parts = Array.from(event.results, (result) => result[0]?.transcript ?? "");
      onText(parts.join("").replace(/\s+/g, " ").trim());
    };
    recognition.onerror = (event) => {
      if (event.error === "aborted") return;
      toast({ title: "Ditado interrompido", description: ERRORS[event.error] ?? "Não foi possível entender o áudio. Tente de novo ou escreva a mensagem.", variant: "destructive" });
    };
    recognition.onend = () => {
      current.current = null;
      setListening(false);
    };
    try {
      recognition.start();
    } catch {
      toast({ title: "Ditado interrompido", description: ERRORS["not-allowed"], variant: "destructive" });
      return;
    }
    current.current = recognition;
    setListening(true);
  }

  const stop = () => current.current?.stop();

  return { supported, listening, start, stop };
}
