/**
 * A load (a dynamic import, most often) started on first use and shared by every caller after. A load that fails
 * is forgotten, so the next call tries again instead of repeating the failure until the page is reloaded; the
 * failing call gets null.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined;
  return () =>
    (loading ??= load().catch(() => {
      loading = undefined;
      return null;
    }));
}
