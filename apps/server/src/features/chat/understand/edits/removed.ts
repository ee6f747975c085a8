import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, leadingCount, NUMBER_WORDS, render, unitWords, type TMealEdit, type TPart } from "../meal-parts";

/** "só 1", "2": a count alone, which changes how many rather than what. */
export const COUNT_ONLY = /^(?:so |apenas |somente )?(\d+|um|uma|dois|duas|tres|quatro|cinco)$/;

/** "tira o frango, era só legumes" on "sopa de legumes com frango": the dish without what it was said to have. */
function ingredientOut(part: TPart, target: string, replacement: string | undefined): string | null {
  const food = foldText(part.food);
  const what = foldText(target).replace(/^(?:o|a|os|as) /, "");
  const within = new RegExp(String.raw`\s+(?:com|c|e)\s+(?:o |a )?${what}\b`);
  if (food === what || !within.test(food)) return null;
  const left = food.replace(within, "").trim();
  const only = replacement ? foldText(replacement).replace(/^(?:so|apenas|somente)\s+/, "") : "";
  if (replacement && !left.includes(only)) return null;
  const read = analyze(left);
  return read.items.length === 1 && read.unread.length === 0 ? left : null;
}

/** "sem queijo" on an x-burguer, "sem açúcar" on a café com leite: the dish without it, or the card kept and said so. */
function notOnTheCard(parts: TPart[], target: string): TMealEdit | null {
  const what = analyze(target);
  if (what.items.length !== 1 || what.unread.length > 0) return null;
  const k = parts.length === 1 ? 0 : -1;
  const part = parts[k] as TPart | undefined;
  const without = part ? `${part.food} sem ${target}` : "";
  const read = without ? analyze(`${part!.amount} ${without} ${part!.after}`) : null;
  // The dish read without it must still be that dish ("x burguer sem queijo" read as an x-egg is not).
  const sameDish = (name: string) => foldText(part!.food).split(" ").some((w) => w.length >= 4 && foldText(name).includes(w));
  if (part && read && read.items.length === 1 && read.unread.length === 0 && read.items[0]!.foodId !== analyze(render([part])).items[0]?.foodId && sameDish(read.items[0]!.food)) {
    parts[k] = { ...part, food: without };
    return { text: render(parts), change: `troquei ${part.food} por ${without}` };
  }
  return { text: render(parts), change: `mantive como estava: ${target} não está no cartão como um item à parte` };
}

/** A reason said after the foods taken out: "só comi a pizza", "eu não tomei", "que não comi". */
const REASON_AFTER = /\s+(?:(?:so|apenas|eu|que|q|pq|porque|pois)\s+)+(?:comi|tomei|bebi|nao|nem)\b.*$|\s+(?:nao|nem)\s+(?:comi|tomei|bebi)\b.*$/;

/** The card's foods taken out or swapped for another ("tira a cerveja", "troca o arroz branco pelo integral"). */
export function removed(parts: TPart[], said: string, replacement: string | undefined, without = false): TMealEdit | null {
  // "tira a coca e o pudim, só comi a pizza": what was eaten, said after, is the reason, never a food taken out.
  const target = said.replace(REASON_AFTER, "");
  const several = replacement ? [] : target.split(/\s+e\s+(?:o |a |os |as )?/).filter(Boolean);
  if (several.length > 1) {
    const gone: string[] = [];
    for (const one of several) {
      const k = findPart(parts, one);
      if (k < 0) return null;
      gone.push((parts[k] as TPart).food);
      parts.splice(k, 1);
    }
    return parts.length > 0 ? { text: render(parts), change: `tirei ${gone.join(" e ")}` } : null;
  }
  const index = findPart(parts, target);
  if (index < 0) return without ? notOnTheCard(parts, target) : null;
  const gone = parts[index] as TPart;
  const count = replacement ? COUNT_ONLY.exec(replacement) : null;
  if (count) {
    parts[index] = { ...gone, amount: `${count[1]} ${unitWords(gone)}`.trim() };
    return { text: render(parts), change: `corrigi a quantidade de ${gone.food} para ${count[1]}` };
  }
  const inside = ingredientOut(gone, target, replacement);
  if (inside) {
    parts[index] = { ...gone, food: inside };
    return { text: render(parts), change: `tirei ${foldText(target)}: ficou ${inside}` };
  }
  if (replacement) {
    // "troca o strogonoff de carne pelo de frango": the same dish, of what is said.
    const sameDish = /^(?:de|do|da)\s+(.+)$/.exec(replacement)?.[1];
    const dish = sameDish ? `${foldText(target).replace(/\s+(?:de|do|da|com)\s+.*$/, "")} de ${sameDish}` : "";
    replacement = dish && analyze(dish).items.length === 1 && analyze(dish).unread.length === 0 ? dish : replacement.replace(/^(?:de|do|da|com)\s+/, "");
    // "troca o refri por um zero": a count before a kind said alone counts nothing new.
    const kindCounted = /^(?:um|uma) (.+)$/.exec(replacement);
    if (kindCounted && analyze(replacement).items.length === 0) replacement = kindCounted[1] as string;
    // "troca o arroz branco pelo integral": a kind said alone is the same food of that kind.
    const head = foldText(target).split(" ")[0] as string;
    if (analyze(replacement).items.length === 0 && readsAsOneFood(`${head} ${replacement}`)) replacement = `${head} ${replacement}`;
    // "uma salada" swapped for "maionese de batata": a bare count of one leaves the new food at its own portion;
    // "coloca 1 pão francês" says its own amount.
    const bare = (gone.item.unit === null && (gone.item.quantity ?? 1) === 1 && !gone.after) || NUMBER_WORDS.test(replacement.split(" ")[0] as string);
    // "um nescau de caixinha", which the reader named "achocolatado pronto", keeps its count, never its old words.
    const renamed = !gone.item.text.includes(gone.item.foodText);
    parts[index] = { ...gone, amount: bare ? "" : renamed ? leadingCount(gone) : gone.amount, food: replacement };
    return { text: render(parts), change: `troquei ${gone.food} por ${replacement}` };
  }
  parts.splice(index, 1);
  return parts.length > 0 ? { text: render(parts), change: `tirei ${gone.food}` } : null;
}

const readsAsOneFood = (text: string) => {
  const read = analyze(text);
  return read.items.length === 1 && read.unread.length === 0;
};

/** "foi 2 ovo e não 1", "foram 4 pão de queijo, não 2": a count said again, with the food it counts. */
export function recounted(parts: TPart[], right: string, wrong: string): TMealEdit | null {
  const count = /^(\d+|um|uma|dois|duas|tres|quatro|cinco|seis)(?: (.+))?$/.exec(right);
  if (!count || !/^(\d+|um|uma|dois|duas|tres|quatro|cinco|seis)$/.test(wrong)) return null;
  const k = count[2] ? findPart(parts, count[2]) : parts.length === 1 ? 0 : parts.findIndex((p) => p.amount.split(" ")[0] === wrong);
  if (k < 0) return null;
  const part = parts[k] as TPart;
  parts[k] = { ...part, amount: `${count[1]} ${unitWords(part)}`.trim() };
  return { text: render(parts), change: `corrigi a quantidade de ${part.food} para ${count[1]}` };
}
