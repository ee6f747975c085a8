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

/** "tira a manteiga, foi requeijão" on "pão francês com manteiga": what the dish was made with swapped, the dish kept. */
function ingredientSwapped(part: TPart, target: string, replacement: string): string | null {
  const food = foldText(part.food);
  const what = foldText(target).replace(/^(?:o|a|os|as) /, "");
  const within = new RegExp(String.raw`\s+(?:com|c)\s+(?:o |a )?${what}\b`);
  const instead = foldText(replacement).replace(/^(?:o|a|os|as|um|uma) /, "");
  // "tira o frango, era só legumes" says what was left, never what came in.
  if (food === what || !within.test(food) || !instead || /^(?:so|apenas|somente)\b/.test(instead) || food.includes(instead)) return null;
  const made = food.replace(within, ` com ${instead}`);
  const read = analyze(made);
  return read.items.length > 0 && read.unread.length === 0 ? made : null;
}

/**
 * "tira o ovo e o bacon" on an x-tudo, "sem a maionese" on an x-salada, "a pizza era sem borda": parts of a dish the engine
 * knows the make-up of, taken out of that dish (its grams and nutrients less theirs), never a line of their own.
 */
function partsOutOfDish(parts: TPart[], targets: readonly string[]): TMealEdit | null {
  const words = targets.map((t) => foldText(t).replace(/^(?:sem\s+)?(?:(?:o|a|os|as)\s+)?/, "").replace(/\s+d[oa]s?\s+.*$/, "").trim()).filter(Boolean);
  if (words.length === 0) return null;
  for (const [k, part] of parts.entries()) {
    const before = analyze(render([part])).items;
    const food = `${part.food} sem ${words.join(" sem ")}`;
    const after = analyze(`${part.amount} ${food} ${part.after}`.trim());
    const [one] = after.items;
    if (before.length !== 1 || after.items.length !== 1 || after.unread.length > 0 || one!.foodId !== before[0]!.foodId || one!.calories >= before[0]!.calories) continue;
    parts[k] = { ...part, food };
    return { text: render(parts), change: `tirei ${words.join(" e ")} de ${foldText(part.food).replace(/\s+sem\s+.*$/, "")}` };
  }
  return null;
}

/** "a pizza era sem borda", "o hambúrguer foi sem queijo e sem pão, só a carne": the dish named, said without its parts. */
const DISH_WITHOUT = /^(?:e\s+)?(?:o|a|os|as|meu|minha)\s+(.+?)\s+(?:era|foi|veio|vieram|eram|foram|tava|tinha que ser)\s+sem\s+(.+?)(?:,?\s+(?:so|apenas)\s+.*)?$/;

export function dishSaidWithout(folded: string, parts: TPart[]): TMealEdit | null {
  const said = DISH_WITHOUT.exec(folded);
  if (!said) return null;
  const k = findPart(parts, said[1] as string);
  if (k < 0) return null;
  const out = (said[2] as string).split(/\s*,\s*|\s+e\s+(?:sem\s+)?|\s+sem\s+/);
  // "o cachorro quente era sem purê" on "cachorro quente, batata palha, purê": the purê told as a food of its own goes out.
  const apart = out.length === 1 ? findPart(parts, out[0] as string) : -1;
  const named = apart >= 0 && apart !== k && foldText((parts[apart] as TPart).food).split(" ").some((w) => w === foldText(out[0] as string).replace(/^(?:o|a|os|as)\s+/, "").split(" ")[0]);
  if (named) return removed(parts, out[0] as string, undefined);
  const one = [parts[k] as TPart];
  const edit = partsOutOfDish(one, out);
  if (!edit) return null;
  parts[k] = one[0] as TPart;
  return { text: render(parts), change: edit.change };
}

/** "o refri era sem açúcar", "a coca foi sem açúcar": the soda of the card, read as the sugar-free one. */
export function sugarFreeSoda(folded: string, parts: TPart[]): TMealEdit | null {
  // "o suco era sem açúcar" on "suco e refri" names the juice, never the soda beside it.
  const subject = /^(?:e\s+)?(?:o|a|os|as)\s+(.+?)\s+(?:era|foi|eram|foram|tava)\s+sem\b/.exec(folded)?.[1];
  const named = subject ? findPart(parts, subject) : -1;
  if (subject && named < 0) return null;
  for (const [k, part] of parts.entries()) {
    if (named >= 0 && k !== named) continue;
    const food = `${part.food} sem acucar`;
    const [was] = analyze(render([part])).items;
    const read = analyze(`${part.amount} ${food} ${part.after}`.trim());
    if (!was || read.items.length !== 1 || read.unread.length > 0 || !/\bzero\b/i.test(read.items[0]!.food) || read.items[0]!.foodId === was.foodId) continue;
    parts[k] = { ...part, food };
    return { text: render(parts), change: `troquei ${foldText(part.food)} pela versão sem açúcar` };
  }
  return null;
}

/** "sem queijo" on an x-burguer, "sem açúcar" on a café com leite: the dish without it, or the card kept and said so. */
function notOnTheCard(parts: TPart[], target: string): TMealEdit | null {
  const out = partsOutOfDish(parts, target.split(/\s+e\s+(?:sem\s+)?|\s+sem\s+/));
  if (out) return out;
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
const REASON_AFTER = /\s+(?:(?:so|apenas|eu|que|q|pq|porque|pois)\s+)+(?:comi|tomei|bebi|nao|nem|pedi|falei|disse)\b.*$|\s+(?:nao|nem)\s+(?:comi|tomei|bebi)\b.*$|,?\s+(?:que\s+)?(?:veio|vem|vieram|era|foi|pedi)\s+sem\b.*$|\s+(?:eu\s+)?comi\s+(?:so|apenas)\b.*$/;

/** The card's foods taken out or swapped for another ("tira a cerveja", "troca o arroz branco pelo integral"). */
export function removed(parts: TPart[], said: string, replacement: string | undefined, without = false): TMealEdit | null {
  // "tira a coca e o pudim, só comi a pizza": what was eaten, said after, is the reason, never a food taken out.
  const target = said.replace(REASON_AFTER, "");
  const several = replacement ? [] : target.split(/\s+e\s+(?:o |a |os |as )?/).filter(Boolean);
  if (several.length > 1) {
    const gone: string[] = [];
    for (const one of several) {
      const k = findPart(parts, one);
      if (k < 0) return gone.length === 0 ? partsOutOfDish(parts, several) : null;
      gone.push((parts[k] as TPart).food);
      parts.splice(k, 1);
    }
    return parts.length > 0 ? { text: render(parts), change: `tirei ${gone.join(" e ")}` } : null;
  }
  const index = findPart(parts, target);
  if (index < 0) return without ? notOnTheCard(parts, target) : replacement ? null : partsOutOfDish(parts, [target]);
  const gone = parts[index] as TPart;
  const count = replacement ? COUNT_ONLY.exec(replacement) : null;
  if (count) {
    // "2 bifes" is read as the food "bife" with an "s" after it: the count said again keeps the food, never "3 bife s".
    parts[index] = { ...gone, amount: `${count[1]} ${unitWords(gone)}`.trim(), after: /^e?s$/.test(gone.after) ? "" : gone.after };
    return { text: render(parts), change: `corrigi a quantidade de ${gone.food} para ${count[1]}` };
  }
  const swapped = replacement ? ingredientSwapped(gone, target, replacement) : null;
  if (swapped) {
    parts[index] = { ...gone, food: swapped };
    return { text: render(parts), change: `troquei ${foldText(target).replace(/^(?:o|a|os|as) /, "")} por ${foldText(replacement!)} (${swapped})` };
  }
  const inside = ingredientOut(gone, target, replacement);
  if (inside) {
    parts[index] = { ...gone, food: inside };
    return { text: render(parts), change: `tirei ${foldText(target)}: ficou ${inside}` };
  }
  // "tira o bacon" on an x-bacon: the part the dish is named after, taken out of it; "tira o x-bacon" is the dish.
  const named = !replacement && foldText(gone.food) !== foldText(target).replace(/^(?:o|a|os|as)\s+/, "") ? [gone] : [];
  const dish = named.length > 0 ? partsOutOfDish(named, [target]) : null;
  if (dish) {
    parts[index] = named[0] as TPart;
    return { text: render(parts), change: dish.change };
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
    // "troca o ovo por tapioca" on "2 ovos": a bare count of another food is not the count of the new one.
    const otherFood = gone.item.unit === null && (foldText(replacement).split(" ")[0] as string).replace(/s$/, "") !== (foldText(gone.food).split(" ")[0] as string).replace(/s$/, "");
    const bare = (gone.item.unit === null && ((gone.item.quantity ?? 1) === 1 || otherFood) && !gone.after) || NUMBER_WORDS.test(replacement.split(" ")[0] as string);
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
