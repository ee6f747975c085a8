import { useRef, useState } from "react";

export type TRecorderState = "idle" | "recording";

/** MediaRecorder (webm): start, stop (resolves the recording) or cancel (discards it). */
export function useAudioRecorder() {
  const [state, setState] = useState<TRecorderState>("idle");
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);

  const release = () => {
    recorder.current?.stream.getTracks().forEach((t) => t.stop());
    recorder.current = null;
    setState("idle");
  };

  async function start(): Promise<void> {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const mimeType = MediaRecorder.isTypeSupported?.("audio/webm") ? "audio/webm" : undefined;
    const next = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    chunks.current = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    next.start();
    recorder.current = next;
    setState("recording");
  }

  function stop(): Promise<Blob> {
    const current = recorder.current;
    if (!current) return Promise.resolve(new Blob([], { type: "audio/webm" }));
    return new Promise((resolve) => {
      current.onstop = () => {
        resolve(new Blob(chunks.current, { type: "audio/webm" }));
        release();
      };
      current.stop();
    });
  }

  function cancel(): void {
    const current = recorder.current;
    if (current) {
      current.onstop = null;
      if (current.state !== "inactive") current.stop();
    }
    chunks.current = [];
    release();
  }

  return { state, start, stop, cancel };
}
