import { render, type TMealEdit, type TPart } from "../meal-parts";

const COUNTS: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3 };
const PEOPLE: Readonly<Record<string, number>> = { meu: 1, minha: 1, o: 1, a: 1, ele: 1, ela: 1, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, 2: 2, 3: 3, 4: 4 };

/** "e uma eu dividi com meu filho", "um deles rachei com 2 amigos": some of the count shared, the rest eaten whole. */
const SOME_SHARED = /^(?:e\s+)?(um|uma|dois|duas|tres|\d)\s+(?:del[ea]s\s+)?(?:eu\s+)?(?:dividi|rachei|reparti)\s+com\s+(?:(?:mais|outr[oa]s?)\s+)?(meu|minha|o|a|ele|ela|um|uma|dois|duas|tres|[234])\b/;

/**
 * The food counted more than once on the card, with the units shared counted at the person's share: "eram 2 tapiocas,
 * e uma eu dividi com meu filho" is one and a half tapiocas. Null unless one food of the card is counted above the
 * units said to be shared.
 */
export function someShared(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SOME_SHARED.exec(folded);
  if (!said) return null;
  const shared = COUNTS[said[1] as string] ?? Number(said[1]);
  const people = (PEOPLE[said[2] as string] ?? 1) + 1;
  const counted = parts.map((p, k) => ((p.item.quantity ?? 0) > shared && p.item.unit?.kind !== "volume" && p.item.unit?.kind !== "mass" ? k : -1)).filter((k) => k >= 0);
  if (counted.length !== 1) return null;
  const k = counted[0] as number;
  const part = parts[k] as TPart;
  const count = part.item.quantity as number;
  const eaten = Math.round((count - shared + shared / people) * 100) / 100;
  const words = part.amount.split(" ");
  const unit = /^\d/.test(words[0] ?? "") || COUNTS[words[0] ?? ""] ? words.slice(1).join(" ") : part.amount;
  parts[k] = { ...part, amount: `${String(eaten).replace(".", ",")} ${unit}`.trim() };
  // "tapioca tapioca simples" (the card's food said again with its kind) is said once.
  const food = part.food.replace(/^(\S+) \1\b/, "$1");
  return { text: render(parts), change: `${food}: ${String(eaten).replace(".", ",")} (${shared} dividid${/as?$/.test(part.food.split(" ")[0] ?? "") ? "a" : "o"} com ${people - 1 === 1 ? "mais uma pessoa" : `mais ${people - 1} pessoas`})` };
}
