import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { normalizeImageSource } from "../lib/image-source";
import { Spinner } from "./ui/spinner";

export const IMAGE_ERROR_TITLE = "Erro ao carregar imagem";
export const IMAGE_ERROR_HINT = "Verifique se a imagem existe e tente novamente";

/** Full-screen image overlay (000 §2): closes on click or on its close button; spinner while loading. */
export function ImageViewer({ src, alt, onClose }: { src: string | null; alt: string; onClose: () => void }) {
  const [status, setStatus] = useState<"loading" | "loaded" | "error">("loading");
  const normalized = normalizeImageSource(src);

  useEffect(() => {
    setStatus(normalized ? "loading" : "error");
  }, [normalized]);

  useEffect(() => {
    if (!src) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [src, onClose]);

  if (!src) return null;
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      className="fixed inset-0 z-[70] flex items-center justify-center bg-black/85 p-4"
      onClick={onClose}
    >
      <button
        type="button"
        autoFocus
        onClick={onClose}
        aria-label="Fechar imagem"
        className="absolute right-4 top-4 rounded-full bg-white/10 px-3 py-1 text-2xl text-white hover:bg-white/20"
      >
        <span aria-hidden="true">×</span>
      </button>
      {status === "loading" ? (
        <div className="absolute text-white">
          <Spinner size="lg" label="Carregando imagem..." />
        </div>
      ) : null}
      {status === "error" ? (
        <div role="alert" className="rounded-xl bg-white p-6 text-center">
          <p className="font-semibold text-slate-900">{IMAGE_ERROR_TITLE}</p>
          <p className="mt-1 text-sm text-slate-600">{IMAGE_ERROR_HINT}</p>
        </div>
      ) : null}
      {normalized && status !== "error" ? (
        <img
          src={normalized}
          alt={alt}
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("error")}
          className={status === "loaded" ? "max-h-full max-w-full rounded-lg object-contain" : "invisible absolute"}
        />
      ) : null}
    </div>,
    document.body,
  );
}
