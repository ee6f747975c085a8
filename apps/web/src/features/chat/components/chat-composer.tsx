import { Camera, Mic, MicOff, SendHorizontal } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CHAT_IMAGE_MAX_BYTES } from "@nutriguia/domain/calc";
import { Button, buttonClasses } from "../../../components/ui/button";
import { inputClasses } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { toast } from "../../../lib/toast-store";
import type { TRecorderState } from "./use-audio-recorder";
import { DICTATION_UNAVAILABLE_MESSAGE, useDictation } from "./use-dictation";

export const IMAGE_TOO_LARGE_MESSAGE = "A imagem enviada é muito grande. O tamanho máximo permitido é de 10MB.";
export const VOICE_IN_PAID_PLANS = "Mensagens de voz fazem parte do Pro e do Pro+. No seu plano, escreva o que comeu ou envie uma foto do prato.";

type TProps = {
  busy: boolean;
  recorder: TRecorderState;
  /** False when no transcription provider is configured: the microphone then dictates in the browser, where it can. */
  serverTranscription: boolean;
  /** False on the trial and after it (001 §6: audio is premium): the microphone opens the plans' door instead. */
  voiceInPlan: boolean;
  onSendText: (text: string) => void;
  onSendImage: (file: File, caption: string) => void;
  /** A picked photo over 10 MB: the chat says so where the conversation is read, not only in a toast. */
  onImageTooLarge: () => void;
  onStartRecording: () => void;
  onStopRecording: () => void;
  onCancelRecording: () => void;
};

export function ChatComposer(props: TProps) {
  const { busy, recorder, serverTranscription, voiceInPlan, onSendText, onSendImage, onImageTooLarge, onStartRecording, onStopRecording, onCancelRecording } = props;
  const [text, setText] = useState("");
  const [voiceDoor, setVoiceDoor] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // What was typed before dictation began stays; the transcript follows it and grows as the browser hears more.
  const beforeDictation = useRef("");
  const dictation = useDictation((transcript) => setText([beforeDictation.current, transcript].filter(Boolean).join(" ")));

  function onMicrophone() {
    if (!voiceInPlan) return setVoiceDoor((open) => !open);
    if (serverTranscription) return onStartRecording();
    if (dictation.listening) return dictation.stop();
    if (!dictation.supported) return void toast({ title: "Voz indisponível", description: DICTATION_UNAVAILABLE_MESSAGE, variant: "destructive" });
    beforeDictation.current = text.trim();
    dictation.start();
  }

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function clearImage() {
    setImage(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (image) {
      onSendImage(image, text.trim());
      clearImage();
      setText("");
      return;
    }
    if (!text.trim()) return;
    if (dictation.listening) dictation.stop();
    onSendText(text.trim());
    setText("");
  }

  function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > CHAT_IMAGE_MAX_BYTES) {
      clearImage();
      return onImageTooLarge();
    }
    setImage(file);
  }

  // Tight gaps and an icon-only send button at 360 px leave the message box room for its whole placeholder.
  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-2 sm:p-3">
      {preview ? (
        <div className="mb-2 flex items-center gap-3" data-testid="image-preview">
          <img src={preview} alt="Pré-visualização da imagem" className="h-16 w-16 rounded-lg object-cover" />
          <span className="text-sm text-slate-600">Adicione uma legenda (opcional) e envie.</span>
          <Button variant="ghost" size="sm" onClick={clearImage}>Remover</Button>
        </div>
      ) : null}
      {voiceDoor ? (
        <div className="mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-2 text-sm text-slate-800" role="status" data-testid="voice-door">
          <p className="min-w-0 flex-1 basis-56">{VOICE_IN_PAID_PLANS}</p>
          <Link to={paths.payment.href()} className={buttonClasses("primary", "sm")}>Ver planos</Link>
          <Button variant="ghost" size="sm" onClick={() => setVoiceDoor(false)}>Fechar</Button>
        </div>
      ) : null}
      {dictation.listening ? (
        <p className="mb-2 flex items-center gap-2 text-sm text-slate-700" role="status" data-testid="dictating">
          <span className="h-3 w-3 animate-pulse rounded-full bg-red-500" aria-hidden="true" /> Ouvindo… fale e o texto aparece na mensagem. Revise e envie.
        </p>
      ) : null}
      {recorder === "recording" ? (
        <div className="flex items-center gap-2" data-testid="recording">
          <span className="h-3 w-3 animate-pulse rounded-full bg-red-500" />
          <span className="flex-1 text-sm text-slate-700">Gravando...</span>
          <Button size="sm" onClick={onStopRecording}>Parar e enviar</Button>
          <Button variant="secondary" size="sm" onClick={onCancelRecording}>Cancelar</Button>
        </div>
      ) : (
        <div className="flex items-end gap-1 sm:gap-2">
          <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" className="hidden" aria-label="Escolher imagem" onChange={(e) => pick(e.target.files?.[0])} />
          <Button variant="ghost" size="icon" aria-label="Enviar foto" disabled={busy} onClick={() => fileInput.current?.click()}><Camera aria-hidden="true" size={20} /></Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={!voiceInPlan ? "Mensagens de voz (Pro e Pro+)" : serverTranscription ? "Gravar áudio" : dictation.listening ? "Parar ditado" : "Ditar mensagem"}
            aria-pressed={!voiceInPlan ? voiceDoor : serverTranscription ? undefined : dictation.listening}
            className={dictation.listening ? "bg-red-50 text-red-700" : undefined}
            disabled={busy}
            onClick={onMicrophone}
          >
            {dictation.listening ? <MicOff aria-hidden="true" size={20} /> : <Mic aria-hidden="true" size={20} />}
          </Button>
          <textarea
            aria-label="Mensagem"
            rows={1}
            value={text}
            placeholder={image ? "Legenda (opcional)" : "O que você comeu?"}
            className={`${inputClasses} min-h-10 flex-1 resize-none`}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) submit(e);
            }}
          />
          <Button type="submit" loading={busy} disabled={!image && !text.trim()} className="max-sm:w-11 max-sm:px-0">
            <SendHorizontal aria-hidden="true" size={18} className="sm:hidden" />
            <span className="max-sm:sr-only">Enviar</span>
          </Button>
        </div>
      )}
    </form>
  );
}
