import type { TParsedItem } from "./parse";

/** A count joined to its food by "de" ("2 de feijão"): the count of a measure left unsaid, never of whole portions. */
const COUNT_THEN_LINK = /^(?:\d+(?:[.,]\d+)?|uma?|duas|dois|tres|quatro|cinco|seis|meia|meio) (?:de|do|da|dos|das) \S/;

/**
 * "4 colheres de sopa de arroz e 2 de feijão", "1 concha de feijão e 2 de arroz": the count with no measure of its own
 * takes the measure said just before, as the person said it (the beans were 2 spoons, not 2 ladles).
 */
export function withMeasureSaidBefore(items: TParsedItem[]): TParsedItem[] {
  return items.map((item, k) => {
    const previous = items[k - 1];
    if (!previous || item.unit !== null || item.quantity === null || previous.unit?.kind !== "measure") return item;
    return COUNT_THEN_LINK.test(item.text) ? { ...item, unit: previous.unit } : item;
  });
}
