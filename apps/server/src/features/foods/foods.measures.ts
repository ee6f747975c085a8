import { parseDecimal } from "@nutriguia/domain";
import { singular } from "@nutriguia/nutrition";

const MASS_OR_VOLUME = /^(g|gr|grs|gramas?|ml|mililitros?|l|litros?|kg|mg|oz|fl)\b/;

/** The household measure of a label's portion: "30 g (3 biscoitos)" or "3 biscoitos" → 3 × "biscoito". */
export function householdMeasure(text: string | null | undefined): { name: string; quantity: number } | null {
  if (!text) return null;
  for (const part of text.toLowerCase().split(/[()[\],;]/)) {
    const match = /^\s*(\d+(?:[.,]\d+)?|½|meio|meia|uma?)\s+([a-zà-ú]+(?: (?:de|da|do) [a-zà-ú]+)?)\s*$/.exec(part);
    if (!match) continue;
    const name = match[2]!.trim();
    if (MASS_OR_VOLUME.test(name) || /^porç/.test(name)) continue;
    const quantity = /^(½|meio|meia)$/.test(match[1]!) ? 0.5 : /^uma?$/.test(match[1]!) ? 1 : parseDecimal(match[1]!);
    if (quantity && quantity > 0 && quantity <= 50) return { name: name.replace(/^\S+/, singular), quantity };
  }
  return null;
}

/**
 * The portions a product is logged in: the label's portion ("porção"), its household unit ("biscoito" = portion ÷ 3)
 * and the whole pack ("pacote"; "embalagem" for drinks). The default is the label's portion.
 */
export function measuresOf(input: { unit: "g" | "ml"; servingGrams: number | null; servingText: string | null; packageGrams: number | null }) {
  const measures: Record<string, number> = {};
  const round = (n: number) => Math.round(n * 10) / 10;
  if (input.servingGrams) {
    measures["porção"] = round(input.servingGrams);
    const household = householdMeasure(input.servingText);
    if (household && household.name !== "porção") measures[household.name] = round(input.servingGrams / household.quantity);
  }
  if (input.packageGrams) measures[input.unit === "ml" ? "embalagem" : "pacote"] = round(input.packageGrams);
  return { measures, servingMeasure: input.servingGrams ? "porção" : null };
}
