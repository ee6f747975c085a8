import { parse, type TParsedItem } from "../parse/parse";

/**
 * A plate said after the food ("almocei escondidinho de macaxeira, prato cheio"): the food's measure when one food was
 * told, and no food of its own ("Prato de comida brasileiro") when several were, whose plate it only describes.
 */
const PLATE_AFTER = /^(?:um |1 )?(?:prato|pratao|pratinho)(?: (?:fundo|raso))?(?: (?:bem )?(?:cheio|servido|caprichado|grande))?$/;

export function withPlateSaidAfter(parsed: readonly TParsedItem[]): TParsedItem[] {
  const out: TParsedItem[] = [];
  for (const item of parsed) {
    if (out.length === 0 || !PLATE_AFTER.test(item.text)) {
      out.push(item);
      continue;
    }
    const only = out.length === 1 ? out[0]! : null;
    const plate = only && only.quantity === null && only.unit === null ? parse(`1 ${item.text.replace(/^(?:um|1) /, "")} de ${only.foodText}`)[0] : undefined;
    if (plate?.unit && plate.foodText === only!.foodText) out[0] = { ...only!, quantity: 1, unit: plate.unit, size: plate.size };
  }
  return out;
}
