import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { dismissToast, getToast } from "../../../lib/toast-store";
import { ChatComposer, VOICE_IN_PAID_PLANS } from "./chat-composer";
import { DICTATION_UNAVAILABLE_MESSAGE } from "./use-dictation";

/** A stand-in for the browser's webkitSpeechRecognition: records how it was set up and lets the test speak. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = "";
  continuous = false;
  interimResults = false;
  started = false;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  hear(...phrases: string[]) {
    act(() => this.onresult?.({ results: phrases.map((transcript) => [{ transcript }]) }));
  }
}

afterEach(() => {
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  FakeRecognition.last = null;
  dismissToast();
});

function renderComposer(serverTranscription: boolean, voiceInPlan = true) {
  const onStartRecording = vi.fn();
  const onSendText = vi.fn();
  const onSendImage = vi.fn();
  const onImageTooLarge = vi.fn();
  render(
    <MemoryRouter>
      <ChatComposer busy={false} recorder="idle" serverTranscription={serverTranscription} voiceInPlan={voiceInPlan} onSendText={onSendText}
        onSendImage={onSendImage} onImageTooLarge={onImageTooLarge} onStartRecording={onStartRecording} onStopRecording={vi.fn()} onCancelRecording={vi.fn()} />
    </MemoryRouter>,
  );
  return { onStartRecording, onSendText, onSendImage, onImageTooLarge, box: screen.getByRole("textbox", { name: "Mensagem" }) as HTMLTextAreaElement };
}

it("without a transcription provider, the microphone dictates in pt-BR into the composer, after what was typed", () => {
  (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
  const { onStartRecording, onSendText, box } = renderComposer(false);
  fireEvent.change(box, { target: { value: "No almoço" } });
  fireEvent.click(screen.getByRole("button", { name: "Ditar mensagem" }));
  const recognition = FakeRecognition.last!;
  expect(recognition).toMatchObject({ lang: "pt-BR", started: true, interimResults: true });
  expect(screen.getByTestId("dictating").textContent).toContain("Ouvindo");
  recognition.hear("comi arroz ");
  expect(box.value).toBe("No almoço comi arroz");
  recognition.hear("comi arroz ", "e feijão");
  expect(box.value).toBe("No almoço comi arroz e feijão");
  fireEvent.click(screen.getByRole("button", { name: "Parar ditado" }));
  expect(screen.queryByTestId("dictating")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Enviar" }));
  expect(onSendText).toHaveBeenCalledWith("No almoço comi arroz e feijão");
  expect(onStartRecording).not.toHaveBeenCalled();
});

it("says plainly when neither the server nor the browser can take voice", () => {
  const { onStartRecording } = renderComposer(false);
  fireEvent.click(screen.getByRole("button", { name: "Ditar mensagem" }));
  expect(getToast()).toMatchObject({ title: "Voz indisponível", description: DICTATION_UNAVAILABLE_MESSAGE });
  expect(onStartRecording).not.toHaveBeenCalled();
});

it("a denied microphone is explained, and the composer stops listening", () => {
  (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
  renderComposer(false);
  fireEvent.click(screen.getByRole("button", { name: "Ditar mensagem" }));
  act(() => {
    FakeRecognition.last!.onerror?.({ error: "not-allowed" });
    FakeRecognition.last!.onend?.();
  });
  expect(getToast()?.description).toContain("permissões do microfone");
  expect(screen.queryByTestId("dictating")).toBeNull();
});

it("with a provider, the microphone records for the server as before, even where the browser could dictate", () => {
  (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
  const { onStartRecording } = renderComposer(true);
  fireEvent.click(screen.getByRole("button", { name: "Gravar áudio" }));
  expect(onStartRecording).toHaveBeenCalledOnce();
  expect(FakeRecognition.last).toBeNull();
});

it("on the trial, the microphone opens the plans' door instead of recording or failing", () => {
  (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
  const { onStartRecording } = renderComposer(true, false);
  fireEvent.click(screen.getByRole("button", { name: "Mensagens de voz (Pro e Pro+)" }));
  expect(screen.getByTestId("voice-door").textContent).toContain(VOICE_IN_PAID_PLANS);
  expect(screen.getByRole("link", { name: "Ver planos" }).getAttribute("href")).toBe("/payment");
  expect(onStartRecording).not.toHaveBeenCalled();
  expect(FakeRecognition.last).toBeNull();
  expect(getToast()).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Fechar" }));
  expect(screen.queryByTestId("voice-door")).toBeNull();
});

it("a photo over 10 MB is not previewed nor sent, and the chat is told", () => {
  const { onSendImage, onImageTooLarge } = renderComposer(true);
  const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "prato.jpg", { type: "image/jpeg" });
  fireEvent.change(screen.getByLabelText("Escolher imagem"), { target: { files: [big] } });
  expect(onImageTooLarge).toHaveBeenCalledOnce();
  expect(screen.queryByTestId("image-preview")).toBeNull();
  expect(onSendImage).not.toHaveBeenCalled();
});
