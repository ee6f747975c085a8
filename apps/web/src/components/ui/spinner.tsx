import { cn } from "../../lib/cn";

export function Spinner({ size = "md", className, label }: { size?: "sm" | "md" | "lg"; className?: string; label?: string }) {
  const dims = size === "sm" ? "h-4 w-4 border-2" : size === "lg" ? "h-10 w-10 border-4" : "h-6 w-6 border-2";
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn("animate-spin rounded-full border-current border-t-transparent", dims, className)}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** The full-screen spinner shown while a screen loads (000 §2). */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-emerald-700">
      <Spinner size="lg" label="Carregando..." />
    </div>
  );
}
