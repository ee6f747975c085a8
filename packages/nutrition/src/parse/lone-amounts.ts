import type { TParsedItem } from "./parse";

/**
 * "café com leite, 1 xícara": an amount standing alone after a food without one is that food's amount; a mass after a
 * count is the total ("pão 2 fatias (50g)"); any other restates it ("sushi 250 g (umas 10 peças)") and is read as such.
 */
export function withLoneAmounts(items: TParsedItem[]): TParsedItem[] {
  const out: TParsedItem[] = [];
  for (const item of items) {
    const previous = out[out.length - 1];
    if (item.foodText || !previous?.foodText) {
      out.push(item);
      continue;
    }
    const merged = { ...previous, text: `${previous.text} ${item.text}`, words: { ...previous.words, ...item.words } };
    const massAfterCount = item.unit !== null && item.unit.kind !== "measure" && (previous.unit === null || previous.unit.kind === "measure");
    if (item.unit === null && item.quantity === 0.5 && previous.quantity !== null && previous.unit?.kind !== "mass") {
      out[out.length - 1] = { ...merged, quantity: previous.quantity + 0.5 };
    } else if ((previous.quantity === null && previous.unit === null) || massAfterCount) {
      out[out.length - 1] = { ...merged, quantity: item.quantity, unit: item.unit, size: item.size };
    } else {
      out[out.length - 1] = merged;
    }
  }
  return out;
}
