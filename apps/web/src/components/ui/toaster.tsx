import { useLayoutEffect, useSyncExternalStore, type RefObject } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";
import { subscribeDialogs, topDialog } from "../../lib/open-dialogs";
import { dismissToast, getToast, subscribeToasts } from "../../lib/toast-store";

const TOAST_TOP_VAR = "--toast-top";

/**
 * For a page whose own header sits under the app's (the chat): toasts appear below `header`'s bottom edge instead of
 * over it, for as long as the page is shown.
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const node = header.current;
    if (!node) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty(TOAST_TOP_VAR, `${Math.round(node.getBoundingClientRect().bottom)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.removeProperty(TOAST_TOP_VAR);
    };
  }, [header]);
}

/**
 * Renders the single current toast (000 §2) near the top, where it covers no composer or bottom action bar, and below
 * the app's sticky header (3.75rem) or a page's own header (useToastsBelow), never over the controls in them.
 */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToasts, getToast, getToast);
  // Inside the open modal dialog, if any: outside it the toast would be inert, neither clickable nor announced.
  const host = useSyncExternalStore(subscribeDialogs, topDialog, () => null);
  const view = (
    <div className="pointer-events-none fixed inset-x-0 top-[var(--toast-top,3.75rem)] z-[60] flex justify-center p-2 sm:inset-x-auto sm:right-0 sm:p-4">
      <div aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {current ? (
          <div
            key={current.id}
            role={current.variant === "destructive" ? "alert" : "status"}
            data-testid="toast"
            className={cn(
              "pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg",
              current.variant === "destructive"
                ? "border-red-300 bg-red-50 text-red-900"
                : current.variant === "success"
                  ? "border-emerald-300 bg-emerald-50 text-emerald-950"
                  : "border-slate-200 bg-white text-slate-900",
            )}
          >
            <div className="flex-1">
              <p className="text-sm font-semibold">{current.title}</p>
              {current.description ? <p className="mt-1 text-sm">{current.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={dismissToast}
              aria-label="Fechar notificação"
              className="rounded p-1 leading-none opacity-70 hover:opacity-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
  return host ? createPortal(view, host) : view;
}
