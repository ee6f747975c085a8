/** The open modal dialogs, newest last: toasts show inside the top one, since a modal dialog makes the rest inert. */
const openDialogs: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

export const topDialog = () => openDialogs.at(-1) ?? null;

export function subscribeDialogs(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function trackDialog(dialog: HTMLDialogElement, open: boolean) {
  const at = openDialogs.indexOf(dialog);
  if (at >= 0) openDialogs.splice(at, 1);
  if (open) openDialogs.push(dialog);
  for (const listener of listeners) listener();
}
