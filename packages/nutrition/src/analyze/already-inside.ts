import { normalizeText } from "../text/normalize";
import type { TResolvedPair } from "./plate-weight";

/** Fats a dish's own name can hold ("Pão com manteiga", "Macarrão ao alho e óleo"): the word in the dish's name. */
const FATS: readonly [RegExp, RegExp][] = [
  [/^(?:manteiga|margarina)/, /\b(?:manteiga|margarina)\b/],
  [/^(?:oleo|azeite)/, /\b(?:oleo|azeite)\b/],
];
/** Seasonings that go into a pan, never a food of their own when said of how a dish was made. */
const SEASONING = /^(?:alho|cebola|sal|cheiro verde|salsa|salsinha|coentro|cebolinha|pimenta|colorau|louro|tempero|oregano)\b/;
/** How a dish was made, before what it was made with: "temperado com alho", "refogado na cebola", "feito com óleo e alho". */
const MADE_WITH = /\b(?:temperad|refogad|feit|preparad|cozid|frit|assad|refogou|temperou|fiz|fez)\w*\s+(?:so\s+|bem\s+)?(?:com|no|na|em|c\/)\s+/g;

const hasAmount = (p: TResolvedPair) => p.parsed.quantity !== null || p.parsed.unit !== null;
const named = (p: TResolvedPair) => normalizeText(p.item.food);

/** The seasoning is in the list said after a "made with" phrase of the message ("feito com óleo e alho"). */
function saidAsHowItWasMade(message: string, seasoning: TResolvedPair): boolean {
  const word = named(seasoning).split(" ")[0];
  if (!word) return false;
  for (const made of message.matchAll(MADE_WITH)) {
    const list = message.slice((made.index ?? 0) + made[0].length).split(/[.;!?]/)[0] as string;
    const items = list.split(/\s*,\s*|\s+e\s+/);
    if (items.some((item) => item.split(" ")[0] === word)) return true;
  }
  return false;
}

/**
 * What is already inside a dish is not counted again (decision 188): a fat said with no amount beside a dish whose name
 * holds it ("pão na chapa e manteiga" is the buttered bread once), and seasonings said of how a dish was made ("arroz
 * temperado com alho e cebola", "o frango foi refogado na cebola") are in the dish's row, never 75 g of garlic. A fat or a
 * seasoning said with its amount ("e mais 1 colher de manteiga") stays as told.
 */
export function withoutWhatIsInside(message: string, pairs: readonly TResolvedPair[]): TResolvedPair[] {
  const text = normalizeText(message);
  return pairs.filter((p) => {
    if (hasAmount(p)) return true;
    const fat = FATS.find(([food]) => food.test(named(p)));
    if (fat && pairs.some((o) => o !== p && !FATS.some(([food]) => food.test(named(o))) && fat[1].test(named(o)))) return false;
    return !(SEASONING.test(named(p)) && pairs.length > 1 && saidAsHowItWasMade(text, p));
  });
}
