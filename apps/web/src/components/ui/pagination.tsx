import { cn } from "../../lib/cn";

/** Page numbers to show (0-based), with "…" gaps: first, last, and the current page's neighbours. */
export function pageItems(current: number, total: number): Array<number | "…"> {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i);
  const items: Array<number | "…"> = [0];
  const start = Math.max(1, current - 1);
  const end = Math.min(total - 2, current + 1);
  if (start > 1) items.push("…");
  for (let i = start; i <= end; i += 1) items.push(i);
  if (end < total - 2) items.push("…");
  items.push(total - 1);
  return items;
}

const cell = "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium";

/** Numbered pagination with Anterior/Próxima and ellipses (001 §2). */
export function Pagination({ page, totalPages, onChange, label = "Paginação" }: { page: number; totalPages: number; onChange: (page: number) => void; label?: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      <button type="button" className={cn(cell, "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-50")} disabled={page === 0} onClick={() => onChange(page - 1)}>
        Anterior
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === "…" ? (
          <span key={`gap-${index}`} className={cn(cell, "text-slate-600")} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Página ${item + 1}`}
            aria-current={item === page ? "page" : undefined}
            className={cn(cell, item === page ? "bg-emerald-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}
            onClick={() => onChange(item)}
          >
            {item + 1}
          </button>
        ),
      )}
      <button type="button" className={cn(cell, "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-50")} disabled={page >= totalPages - 1} onClick={() => onChange(page + 1)}>
        Próxima
      </button>
    </nav>
  );
}
