import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { render, type TMealEdit, type TPart } from "../meal-parts";

const KIND = String.raw`(desnatado|semidesnatado|semi desnatado|semi|integral|de soja|sem lactose|zero lactose|de aveia|de amendoas?|de coco|de castanhas?|de arroz|vegetal)`;
/** "era com leite desnatado", "o leite era desnatado", "fiz com leite de soja", "foi com desnatado". */
const MILK_SAID = new RegExp(
  String.raw`^(?:e\s+)?(?:(?:era|foi|fiz|feit[oa]|usei|bati|e)\s+)?(?:(?:com|c)\s+)?(?:o\s+)?leite\s+(?:(?:era|foi|e)\s+)?(?:o\s+)?${KIND}(?:\s+(?:e\s+)?nao\s+(?:o\s+)?\w+)?$|^(?:era|foi|fiz|usei)\s+(?:com\s+|c\s+)?(?:o\s+)?${KIND}$`,
);

/** How the engine names each milk; a milk it does not hold is said so, never read as whole milk. */
const MILK_FOOD: Readonly<Record<string, string>> = { "semi desnatado": "leite semidesnatado", semi: "leite semidesnatado", "zero lactose": "leite sem lactose" };

/** The share of milk in the drinks people make with it (by volume), and what the rest of the cup is. */
const WITH_MILK: readonly (readonly [RegExp, number, (food: string) => string])[] = [
  [/^(?:cafe com leite|cafe c leite|pingado|cafe pingado)\b/, 0.5, () => "ml de cafe"],
  [/^vitamina de (.+?)(?: com leite)?$/, 0.7, (food) => `g de ${/^vitamina de (.+?)(?: com leite)?$/.exec(food)![1]}`],
  [/^(?:achocolatado|leite com achocolatado|leite com nescau|nescau|toddy)\b/, 0.9, () => "g de achocolatado em po"],
];

const readsAs = (text: string) => {
  const read = analyze(text);
  return read.unread.length === 0 && read.items.length > 0 ? read : null;
};

/**
 * The milk of the card said again ("era com leite desnatado"): a glass of milk becomes that milk; a café com leite,
 * vitamina or achocolatado is told as its milk and the rest, with the same volume, so the milk can change.
 */
export function milkSaid(folded: string, parts: TPart[]): TMealEdit | null {
  const said = MILK_SAID.exec(folded);
  if (!said) return null;
  const kind = (said[1] ?? said[2]) as string;
  const milk = MILK_FOOD[kind] ?? `leite ${kind}`;
  const known = readsAs(`1 copo de ${milk}`)?.items[0];
  const plain = parts.findIndex((p) => /^leite\b/.test(foldText(p.food)) && !/\bcom\b/.test(foldText(p.food)));
  const mixed = parts.findIndex((p) => WITH_MILK.some(([drink]) => drink.test(foldText(p.food))));
  const k = plain >= 0 ? plain : mixed;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  if (/lactose/.test(kind)) return { text: render(parts), change: `mantive ${part.food}: o leite sem lactose tem praticamente as mesmas calorias e nutrientes do comum` };
  const kindWord = kind.replace(/^de /, "");
  if (!known || !foldText(known.food).includes(kindWord.split(" ")[0] as string)) {
    return { text: render(parts), change: `mantive ${part.food}: a tabela que uso não tem leite ${kind}` };
  }
  if (plain >= 0) {
    parts[k] = { ...part, food: milk };
    return { text: render(parts), change: `troquei ${part.food} por ${milk}` };
  }
  const food = foldText(part.food);
  const [, share, rest] = WITH_MILK.find(([drink]) => drink.test(food))!;
  const volume = part.grams ?? 200;
  const told = `${Math.round(volume * share)} ml de ${milk}, ${Math.round(volume * (1 - share))} ${rest(food)}`;
  if (!readsAs(told)) return null;
  parts[k] = { ...part, amount: "", food: told, after: "" };
  return { text: render(parts), change: `${part.food.replace(/ com leite$/, "")} com ${milk}` };
}
