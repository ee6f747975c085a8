import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";
import { trackDialog } from "../../lib/open-dialogs";

type TDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** Body scrolls within this height (the nutritional dialog uses 70vh). */
  bodyClassName?: string;
  role?: "dialog" | "alertdialog";
};

/**
 * Modal dialog on the native `<dialog>` (showModal): the browser keeps focus inside and the rest inert, Escape cancels;
 * closing returns focus to where it was. Opens on the first `[data-autofocus]` field, else the first control.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = "md", bodyClassName, role = "dialog" }: TDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // React removes the element before this effect's cleanup when `open` turns false, so the browser's own return of
    // focus on close() finds nothing to do: the opener is focused here.
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    trackDialog(dialog, true);
    return () => {
      trackDialog(dialog, false);
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  const width = size === "sm" ? "max-w-md" : size === "lg" ? "max-w-2xl" : "max-w-lg";
  return createPortal(
    <dialog
      ref={ref}
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The backdrop is the dialog element itself; a press that began inside (a text selection dragged out) is no click on it.
      onPointerDown={(event) => (pressedBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => pressedBackdrop.current && event.target === event.currentTarget && onClose()}
      className={cn(
        "mx-auto mt-auto mb-0 max-h-[95vh] w-full flex-col rounded-t-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60 open:flex sm:m-auto sm:rounded-2xl",
        width,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100"
          aria-label="Fechar"
        >
          <span aria-hidden="true" className="block text-xl leading-none">×</span>
        </button>
      </div>
      <div className={cn("overflow-y-auto px-5 py-4", bodyClassName)}>{children}</div>
      {footer ? (
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">{footer}</div>
      ) : null}
    </dialog>,
    document.body,
  );
}
