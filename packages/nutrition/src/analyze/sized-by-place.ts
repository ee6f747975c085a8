/**
 * Where a piece was bought sizes it (decision 176): a pastel "na feira" is the fair stall's large pastel, whatever its
 * filling ("comi um pastel de carne na feira" is "pastel de feira de carne"). The place words are dropped by the
 * reader, so the food is renamed before it reads the message; a pastel named "de feira" already, a party
 * "pastelzinho", or one whose weight is said, is left as said.
 */
const PLACE_SIZES: readonly { place: RegExp; food: RegExp; as: string }[] = [
  { place: /\b(?:na|da|numa|de) feira(?:s)?\b|\bfeirante\b/i, food: /\bpast(?:el|[eé]is)\b(?!\s+de\s+feira)(?!zinho)/gi, as: "$& de feira" },
];

/** A weight said wins over a size guessed from the place ("3 pastéis (total 240g) na feira" keeps the survey's pastel). */
const WEIGHED = /\d\s*(?:g|gr|gramas?)\b/i;

export function withSizeOfThePlace(text: string): string {
  if (WEIGHED.test(text)) return text;
  let out = text;
  for (const { place, food, as } of PLACE_SIZES) if (place.test(out)) out = out.replace(food, as);
  return out;
}
