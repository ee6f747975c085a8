import { useEffect, useRef, useState } from "react";
import { barcodeProblem, normalizeBarcode } from "@nutriguia/domain/calc";
import { createFrameReader } from "./scan-barcode";

const READ_EVERY_MS = 250;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "Sem permissão para usar a câmera. Libere o acesso no navegador ou digite o código.";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "Nenhuma câmera encontrada neste aparelho. Digite o código de barras.";
  return "Não foi possível abrir a câmera. Digite o código de barras.";
}

/** The back camera, read a few times a second until a retail barcode with a valid check digit shows up. */
export function CameraScanner({ onDetected }: { onDetected: (ean: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const detected = useRef(onDetected);
  detected.current = onDetected;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem("Este navegador não dá acesso à câmera. Digite o código de barras.");
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await createFrameReader();
        setReady(true);
        const tick = async () => {
          if (stopped || !video.current) return;
          const code = await read(video.current).catch(() => null);
          if (code && !barcodeProblem(code)) return detected.current(normalizeBarcode(code));
          timer = setTimeout(() => void tick(), READ_EVERY_MS);
        };
        void tick();
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
      }
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem) {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {problem}
      </p>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-900">
      <video ref={video} muted playsInline className="aspect-video w-full object-cover" aria-label="Imagem da câmera" />
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-8 top-1/2 h-0.5 -translate-y-1/2 bg-rose-500/80" />
      <p className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-3 py-1.5 text-center text-xs text-white" aria-live="polite">
        {ready ? "Aponte para o código de barras da embalagem" : "Abrindo a câmera..."}
      </p>
    </div>
  );
}
