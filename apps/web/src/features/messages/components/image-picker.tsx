import { useId } from "react";
import { MESSAGE_IMAGE_TOO_LARGE } from "@nutriguia/domain";
import { toast } from "../../../lib/toast-store";

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Same rule as the chat: images only, 10MB at most. */
export function ImagePicker({ image, onChange }: { image: File | null; onChange: (file: File | null) => void }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 font-medium text-slate-800 hover:bg-slate-50">
        Anexar imagem
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          e.target.value = "";
          if (file && file.size > MAX_IMAGE_BYTES) {
            toast({ title: "Imagem muito grande", description: MESSAGE_IMAGE_TOO_LARGE, variant: "destructive" });
            return;
          }
          onChange(file);
        }}
      />
      {image ? (
        <span className="flex items-center gap-2 text-slate-700">
          {image.name}
          <button type="button" className="text-red-700 underline" onClick={() => onChange(null)}>
            remover
          </button>
        </span>
      ) : null}
    </div>
  );
}
