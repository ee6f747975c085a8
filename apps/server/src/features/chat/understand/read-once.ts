/** Deep-frozen: a reading shared between turns cannot be changed by one of its readers. */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * A pure reading of a message, kept for the texts read lately: every new message reads the conversation's earlier
 * turns again (what was said of oneself, the turn a follow-up leans on, a risk still open), and a text always reads
 * the same. The reading is frozen; the least recently read text goes first when `size` are kept.
 */
export function readOnce<T>(read: (text: string) => T, size = 5000): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) {
      const value = kept.get(text)!;
      kept.delete(text);
      kept.set(text, value);
      return value;
    }
    const value = frozen(read(text));
    kept.set(text, value);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return value;
  };
}
