import { readUnit, type TUnit } from "./units";

/** Vessels that name their beer when no drink is said: "tomei 3 latinhas", "um latão", "1 long neck", "um litrão". */
const BEER_VESSELS = /\b(?:latinhas?|latas?|latao|latoes|long necks?|litrao|litroes|litraozinho)\b/;
const DRAUGHT = /^(?:chopp?e?s?|chopinhos?)$/;
const TULIPA = readUnit(["tulipa"], 0)?.unit ?? null;

/**
 * A vessel said alone is beer (decision 176), and draught beer counted with no measure ("3 chopp", "dois chopes") is
 * poured in its glass, the tulipa, never the can a beer is otherwise taken in.
 */
export function beerOfTheVessel(said: string, rest: string[], quantity: number | null, unit: TUnit | null): { rest: string[]; unit: TUnit | null } {
  if (rest.length === 0 && (unit?.unit === "long neck" || unit?.unit === "lata" || BEER_VESSELS.test(said))) return { rest: ["cerveja"], unit };
  if (unit === null && quantity !== null && rest.length === 1 && DRAUGHT.test(rest[0] as string)) return { rest, unit: TULIPA };
  return { rest, unit };
}
