/**
 * A value built on its first use. Meant for Intl formatters: a page's first one loads the engine's locale and
 * time-zone data (tens of milliseconds on a phone), which a formatter built at import makes every page pay at start,
 * even pages that never format anything.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
