import { isDrink } from "@nutriguia/domain";
import { analyze, getFood } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, NUMBER_WORDS, render, sameAmount, type TMealEdit, type TPart } from "../meal-parts";
import { withNumberOf } from "./cooking-said";
import { isTrace, splitByRecipe } from "./dish-made-with";

/** "o bife era de fígado", "o pastel era de carne": what a food of the card was made of. */
const SUBJECT_WAS = /^(?:o|a|os|as) (.+?) (?:era|foi|eram|foram) (?:de |do |da )(.+)$/;
const ALONE_WAS = /^(?:e\s+)?(?:era|foi|eram|foram) (?:de|do|da) (.+)$/;
/** "foi frito", "era cozido": how the one food on the card was prepared. */
export const PREPARATION_ONLY = /^(?:(?:era|foi|foram|eram|tava|estava|e)\s+)?((?:cozid|frit|assad|grelhad|refogad|empanad|acebolad)[oa]s?|na manteiga|no azeite|na brasa|no vapor|a milanesa|(?:ao|com|no) molho)$/;
/** "a pamonha foi doce, não de sal", "o café era sem açúcar": which kind of the food it was. */
const KIND_WAS = /^(?:o|a|os|as) ((?:\S+ ){0,2}?\S+) (?:era|foi|eram|foram) (?:o |a )?((?:sem |com |ao )?\w+(?: (?:sem|com) \w+)?)(?: (?:da|do) \w+(?: \w+)?)?(?: (?:e )?nao (?:o |a )?(?:de |com |sem )?\w+)?$/;

/** "em vez do nescau foi toddynho", "tomei toddynho no lugar do nescau": the food of the card and what came in its place. */
const INSTEAD_OF = /^(?:e\s+)?(?:em vez|ao inves|no lugar) d[eoa]s?\s+(.+?)\s+(?:foi|era|eram|foram|tomei|comi|bebi|eu tomei|eu comi|eu bebi|coloquei|usei)\s+(?:um |uma |o |a )?(.+)$/;
const INSTEAD_OF_AFTER = /^(?:e\s+)?(?:foi|era|tomei|comi|bebi|usei|coloquei)\s+(?:um |uma |o |a )?(.+?)\s+(?:em vez|ao inves|no lugar) d[eoa]s?\s+(.+)$/;

/** "não tinha bife, era frango grelhado", "não tomei coca, foi guaraná": the food denied, then the one it was. */
const NOT_IT_WAS = /^(?:e\s+)?nao (?:tinha|teve|tava|comi|tomei|bebi) (?:o |a |os |as |um |uma )?(.+?),?\s+(?:e\s+)?(?:sim\s+)?(?:era|foi|eram|foram|tinha|teve|comi|tomei|bebi)\s+(?:um |uma |o |a )?(.+?)(?:,?\s+(?:errei|foi mal|desculpa|k{2,}\w*))?$/;

/** The food the card had and the one said in its place, or null. */
export function insteadOf(folded: string): [string, string] | null {
  const first = INSTEAD_OF.exec(folded) ?? NOT_IT_WAS.exec(folded);
  if (first) return [first[1] as string, first[2] as string];
  const after = INSTEAD_OF_AFTER.exec(folded);
  return after ? [after[2] as string, after[1] as string] : null;
}

const PREPARED = /\b(?:cozid|frit|assad|grelhad|refogad|empanad|mexid|ensopad)[oa]s?\b|\b(?:a milanesa|na brasa|no vapor|na chapa|ao molho)\b/;

const AN_AMOUNT = /^(?:metade|dobro|meia|meio|pouc[oa]s?|muit[oa]s?|tudo|isso|demais|bastante)$/;

/** One food as the engine reads it, or nothing. */
const readsAsOne = (text: string) => {
  const read = analyze(text);
  return read.items.length === 1 && read.unread.length === 0;
};

/** "bife de frango" reads as two foods; a fillet of chicken is what was meant. */
const MADE_OF: readonly ((head: string, what: string) => string)[] = [(head, what) => `${head} de ${what}`, (head, what) => (head === "bife" ? `file de ${what}` : ""), (_, what) => what];

/** What a food of the card was: its preparation, its kind or what it was made of; null when the message says none. */
export function whatItWas(folded: string, parts: TPart[]): TMealEdit | null {
  const prep = PREPARATION_ONLY.exec(folded);
  // "era grelhado" on "arroz, feijão e frango frito": the one food of the card said with a preparation.
  const prepared = parts.map((p, k) => (PREPARED.test(foldText(p.food)) ? k : -1)).filter((k) => k >= 0);
  const how = prep?.[1]?.replace(/^(?:com|no) molho$/, "ao molho") ?? "";
  const variantOf = (part: TPart) => `${foldText(part.food).replace(PREPARED, "").trim()} ${how}`;
  // "foi frito" on "um bife com arroz", none prepared: the one food the tables have so prepared, as another food.
  const soPrepared = (p: TPart) => {
    const read = readsAsOne(variantOf(p)) ? oneFood(variantOf(p)) : null;
    return read !== null && read !== undefined && read.foodId !== oneFood(render([p]))?.foodId && foldText(read.food).includes(how.replace(/^(?:ao|na|no|a) /, "").slice(0, 4));
  };
  const preparable = prep && prepared.length === 0 ? parts.map((p, k) => (soPrepared(p) ? k : -1)).filter((k) => k >= 0) : [];
  const at = parts.length === 1 ? 0 : prepared.length === 1 ? (prepared[0] as number) : preparable.length === 1 ? (preparable[0] as number) : -1;
  if (prep && at >= 0) {
    const part = parts[at] as TPart;
    const variant = variantOf(part);
    if (readsAsOne(variant)) {
      parts[at] = { ...part, food: variant };
      return { text: render(parts), change: `${part.food} agora é ${variant}` };
    }
  }
  const kind = withNumberOf(KIND_WAS.exec(folded), parts);
  // "o arroz foi metade", "a farofa foi pouca": how much, never which kind.
  if (kind && !AN_AMOUNT.test(kind[2] as string)) {
    const index = findPart(parts, kind[1] as string);
    // "o pão era integral" on "pão francês": the kind of bread said, when the full name has no such kind.
    const head = foldText(kind[1] as string).split(" ")[0];
    // "o frango era frito" on "frango grelhado": the preparation said replaces the one the card had.
    const prepared = PREPARED.test(kind[2] as string) && index >= 0 ? `${foldText((parts[index] as TPart).food).replace(PREPARED, "").trim()} ${kind[2]}` : "";
    // "o ovo foi frito" on "arroz com ovo": the dish stays the dish, never a plate of fried egg.
    const dish = index < 0 ? "" : (foldText((parts[index] as TPart).food).split(" ")[0] as string);
    const keepsDish = (v: string) => foldText(oneFood(v)?.food ?? "").includes(dish.replace(/s$/, ""));
    const variants = index < 0 ? [] : [prepared, `${(parts[index] as TPart).food} ${kind[2]}`, `${head} ${kind[2]}`].filter((v) => v && readsAsOne(v) && (!PREPARED.test(kind[2] as string) || keepsDish(v)));
    // "o iogurte era natural" on "iogurte grego": the kind that names another food wins over the name kept with it.
    const current = index < 0 ? undefined : oneFood((parts[index] as TPart).food)?.foodId;
    const variant = variants.find((v) => oneFood(v)?.foodId !== current) ?? variants[0] ?? "";
    // "a pamonha foi doce": a kind the table reads as the same food changes nothing but the words.
    const same = variant && oneFood(variant)?.foodId === oneFood((parts[index] as TPart).food)?.foodId;
    if (variant && !same) {
      const part = parts[index] as TPart;
      // "a batata foi na airfryer" on fries of the usual portion: the same grams, cooked otherwise, never the new food's own portion.
      const cooked = PREPARED.test(kind[2] as string) && part.grams !== null && part.amount.trim() === "";
      parts[index] = cooked ? { ...part, amount: `${Math.round(part.grams!)} g de`, after: "", food: variant } : { ...part, food: variant };
      return { text: render(parts), change: `troquei ${part.food} por ${variant}` };
    }
    // "o bife era frango": another food of the same kind, not a kind of beef.
    const other = index >= 0 ? oneFood(kind[2] as string) : null;
    const part = parts[index] as TPart;
    if (other && kindOf(other.foodId) === kindOf(oneFood(`${part.amount} ${part.food} ${part.after}`)?.foodId)) {
      parts[index] = { ...part, food: kind[2] as string };
      return { text: render(parts), change: `troquei ${part.food} por ${kind[2]}` };
    }
    // "a banana era prata" on a card that already reads "Banana prata": nothing to change, said so.
    const reading = index >= 0 ? (analyze(render([part])).items[0]?.food ?? "") : "";
    if (index >= 0 && foldText(reading).split(" ").includes(foldText(kind[2] as string))) return { text: render(parts), change: `mantive ${part.food}: já estava como ${reading.toLowerCase()}` };
    if (index >= 0) return { text: render(parts), change: `mantive ${part.food}: a tabela que uso não separa o tipo "${kind[2]}"` };
  }
  // "e a coca era zero" on a pizza's card with no soda: the drink was not said before, so it is added as said.
  if (kind && findPart(parts, kind[1] as string) < 0 && !AN_AMOUNT.test(kind[2] as string)) {
    const named = `${kind[1]} ${kind[2]}`;
    const read = readsAsOne(named) ? oneFood(named) : null;
    if (read && read.foodId !== oneFood(kind[1] as string)?.foodId) return { text: `${render(parts)}, ${named}`, change: `acrescentei ${named}`, added: named };
  }
  const other = anotherFood(folded, parts);
  if (other) return other;
  // "eram de frango com catupiry" after "2 coxinha": what the card's one food was made of.
  const alone = parts.length === 1 ? ALONE_WAS.exec(folded) : null;
  const was = SUBJECT_WAS.exec(folded) ?? (alone ? [alone[0], foldText((parts[0] as TPart).food).split(" ")[0] as string, alone[1] as string] : null);
  if (!was) return null;
  const [, subject, said] = was as unknown as [string, string, string];
  // "a bisteca era de boi não de porco kkk": what it was ends where what it was not begins, and the laugh is no food.
  const what = said.replace(/\s+(?:k{2,}\w*|rs+|haha\w*)$/, "").replace(/,?\s+(?:e\s+)?nao\s+(?:era\s+|foi\s+)?(?:de|do|da)\s+.+$/, "");
  // "o suco era de caixinha e a batata foi pouca": the clause after "e" is another edit, never part of what it was.
  if (/\s(?:e|mas)\s+(?:o|a|os|as)\s+\S+(?:\s+\S+){0,2}\s+(?:foi|era|foram|eram|tava)\b/.test(what)) return null;
  const index = findPart(parts, subject);
  if (index >= 0 && NUMBER_WORDS.test(what.split(" ")[0] as string)) return madeOfCount(parts, index, what);
  if (index < 0) return null;
  const part = parts[index] as TPart;
  // "a de queijo era de escarola" on "1 esfiha de queijo": the one of cheese is the card's esfiha, made of escarola.
  const head = /^d[eoa]s? /.test(foldText(subject)) ? foldText(part.food).replace(/ d[eoa]s? .*$/, "") : (foldText(subject).split(" ")[0] as string);
  const food = MADE_OF.map((f) => f(head, what)).find((t) => t && readsAsOne(`${part.amount} ${t}`)) ?? `${head} de ${what}`;
  parts[index] = { ...part, food };
  return { text: render(parts), change: `troquei ${part.food} por ${food}` };
}

/** "o refri era guaraná zero", "o suco foi um mate": a food of the card said to be another food of its kind, in more than one word. */
const SUBJECT_IS = /^(?:o|a|os|as) ((?:\S+ ){0,2}?\S+) (?:era|foi|eram|foram) (?:um |uma |o |a )?((?!(?:de|do|da|com|sem|c|so|bem|mais|menos)\b)(?:\S+ ){1,3}\S+)$/;

function anotherFood(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SUBJECT_IS.exec(folded);
  const index = said ? findPart(parts, said[1] as string) : -1;
  if (!said || index < 0 || AN_AMOUNT.test((said[2] as string).split(" ")[0] as string) || NUMBER_WORDS.test((said[2] as string).split(" ")[0] as string)) return null;
  const part = parts[index] as TPart;
  const other = oneFood(said[2] as string);
  const before = oneFood(`${part.amount} ${part.food} ${part.after}`);
  if (!other || !before || other.foodId === before.foodId || kindOf(other.foodId) !== kindOf(before.foodId)) return null;
  parts[index] = { ...part, food: said[2] as string };
  return { text: render(parts), change: `troquei ${part.food} por ${said[2]}` };
}

/** "a omelete foi de 3 ovos" on "omelete de 2 ovos": how many of what the dish was made of, said again. */
function madeOfCount(parts: TPart[], index: number, what: string): TMealEdit | null {
  const [count, ...rest] = what.split(" ");
  const part = parts[index] as TPart;
  const stem = rest.join(" ").replace(/e?s$/, "");
  const before = new RegExp(String.raw`\b(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis) (${stem}\w*)`);
  // The count is in the food's name ("tapioca com 2 ovos") or in the words after it ("omelete", "de 2 ovos").
  const key = before.test(foldText(part.food)) ? "food" : before.test(foldText(part.after)) ? "after" : null;
  if (!stem || !key) return null;
  const changed = { ...part, [key]: foldText(part[key]).replace(before, `${count} $1`) };
  parts[index] = changed;
  return { text: render(parts), change: `troquei ${part.food} ${part.after} por ${changed.food} ${changed.after}`.replace(/\s+/g, " ").trim() };
}

/** "o café tinha açúcar", "o pão veio com requeijão": something the card's food had, which the card does not list yet. */
const HAD_WITH = /^(?:e\s+)?(?:o|a|os|as) ((?:\S+ )?\S+) (?:tinha|tava com|estava com|veio com|vieram com|levava|levou|era com|foi com|eram com|foram com) (.+)$/;

export function withAdded(folded: string, parts: TPart[]): TMealEdit | null {
  const said = HAD_WITH.exec(folded);
  const k = said ? findPart(parts, said[1] as string) : -1;
  if (!said || k < 0 || findPart(parts, said[2] as string) >= 0) return null;
  const part = parts[k] as TPart;
  // "o strogonoff tinha creme de leite": what the dish's row is already made with is not added again.
  const { inDish, rest } = splitByRecipe(foldText(`${part.food} ${oneFood(render([part]))?.food ?? ""}`), said[2] as string);
  if (inDish.length > 0 && rest.length === 0) return { text: render(parts), change: madeWithSaid(inDish, foldText(part.food)) };
  // "açúcar 2 colher" is said back as "2 colher de açúcar".
  const what = (inDish.length > 0 ? rest.join(" e ") : (said[2] as string)).replace(/^(.+?) ((?:\d+|um|uma|dois|duas|meia|meio) (?:colher\w*|xicara\w*|copo\w*|fatia\w*|pedac\w*|unidade\w*|sache\w*))$/, "$2 de $1");
  const read = analyze(what);
  if (read.items.length === 0 || read.unread.length > 0) return null;
  // "o café foi com leite", "o pão era com manteiga": when the food with it is one food of the tables, it is that food.
  const together = [`${said[1]} com ${what}`, `${part.food} com ${what}`].find((t) => readsAsOne(t) && oneFood(t)?.foodId !== oneFood(render([part]))?.foodId);
  if (together && !NUMBER_WORDS.test(what.split(" ")[0] as string)) {
    parts[k] = { ...part, food: together };
    return { text: render(parts), change: `troquei ${part.food} por ${together}` };
  }
  return { text: `${render(parts)}, ${what}`, change: `acrescentei ${what}`, added: what };
}

/** What the card keeps said back: "creme de leite já faz parte da receita de strogonoff", "limao quase não muda a conta de caldo de cana". */
function madeWithSaid(inDish: readonly string[], dish: string): string {
  const things = inDish.join(" e ");
  if (inDish.every(isTrace)) return `${things} quase não muda a conta de ${dish}, então mantive`;
  return `${things} já ${inDish.length > 1 ? "fazem" : "faz"} parte da receita de ${dish}, então não somei de novo`;
}

/** A drink, or the food group of anything else ("carnes", "cereais"). */
function kindOf(foodId: string | undefined): string | null {
  const food = foodId ? getFood(foodId) : undefined;
  return food ? (isDrink(food) ? "drink" : food.category) : null;
}

/** What a food said alone is, as the engine reads it: one food and nothing unread (or up to `unread` words, a brand), or null. */
function oneFood(text: string, unread = 0) {
  const read = analyze(text);
  return read.items.length === 1 && read.unread.join(" ").split(" ").filter(Boolean).length <= unread ? read.items[0]! : null;
}

/** "2 bananas" after "comi 1 banana", "3 pão de queijo": the card's food said again with a count, and nothing else. */
export function sameFoodCounted(told: string, parts: TPart[]): TMealEdit | null {
  const said = told.replace(/^(?:so|apenas|somente|foi|era|foram|eram)\s+/, "");
  if (!/^(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis|meia|meio)\s/.test(said) || said.split(" ").length > 6) return null;
  const food = oneFood(said);
  const same = food ? parts.findIndex((p) => oneFood(`${p.amount} ${p.food} ${p.after}`)?.foodId === food.foodId) : -1;
  if (same < 0) return null;
  const part = parts[same] as TPart;
  parts[same] = { ...part, amount: "", food: said, after: "" };
  return { text: render(parts), change: `${part.food}: ${said}` };
}

/**
 * "coca zero na vdd", "era guaraná" (a correction mark was said): a food named alone that shares a word with one food
 * of the card, and is another food, takes its place with the same amount.
 */
export function saidAlone(folded: string, parts: TPart[]): TMealEdit | null {
  const said = folded.replace(/^(?:(?:era|foi|eram|foram|e)\s+)?(?:(?:o|a|um|uma)\s+)?/, "").trim();
  // "era só legumes" after "tira o frango" says what was left, not another food.
  // "foi frita" names how a food was made, never the fries the tables read in "frita" alone.
  if (!said || said.split(" ").length > 6 || /^(?:so|apenas|somente)\b/.test(said) || PREPARATION_ONLY.test(said)) return null;
  // "era suco de caixinha del valle": a brand the tables do not hold is left unread, said as such on the card.
  const food = oneFood(said, 2);
  if (!food) return null;
  const recount = sameFoodCounted(said, parts);
  if (recount) return recount;
  const words = said.split(" ").filter((w) => w.length > 2);
  const sharing = parts.map((p, k) => (foldText(p.food).split(" ").some((w) => words.includes(w)) ? k : -1)).filter((k) => k >= 0);
  // "era guaraná" on a card with one drink, "era frango" on one with one meat: the food of the same kind.
  const kind = kindOf(food.foodId);
  const sameKind = parts.map((p, k) => (kindOf(oneFood(`${p.amount} ${p.food} ${p.after}`)?.foodId) === kind ? k : -1)).filter((k) => k >= 0);
  const k = sharing.length === 1 ? (sharing[0] as number) : sharing.length === 0 && kind && sameKind.length === 1 ? (sameKind[0] as number) : -1;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const had = foldText(part.food).split(" ");
  // "era meio pão" on "um pão francês com manteiga": a count of the card's own food, which keeps what it had with it.
  const count = /^(\d+|um|uma|dois|duas|tres|meia|meio) (.+)$/.exec(said);
  if (count && (count[2] as string).split(" ").every((w) => had.includes(w) || had.includes(w.replace(/e?s$/, "")))) {
    parts[k] = { ...part, amount: count[1] as string, after: "" };
    return { text: render(parts), change: `${part.food}: ${count[1]}` };
  }
  if (oneFood(`${part.amount} ${part.food} ${part.after}`)?.foodId === food.foodId || words.every((w) => had.includes(w))) return null;
  // "foi meia pizza broto" on "uma pizza, comi 4 fatias": the amount said with the new food replaces the card's, slices and all.
  parts[k] = { ...part, amount: count ? "" : part.amount, after: count ? "" : part.after, food: said };
  return { text: render(parts), change: `troquei ${part.food} por ${said}` };
}

/** "o queijo não era coalho, era minas frescal", "o suco não foi de uva, foi de laranja": the subject, the kind it was not, the kind it was. */
const SUBJECT_NOT_BUT = /^(?:o|a|os|as) (\S+(?: \S+)?) nao (?:era|foi|eram|foram) (?:de |do |da |o |a )?(.+?) (?:era|foi|eram|foram|e sim|mas sim|mas) (?:de |do |da |o |a )?(.+)$/;

export function notThatKind(folded: string, parts: TPart[]): TMealEdit | null {
  const said = SUBJECT_NOT_BUT.exec(folded);
  if (!said) return null;
  const [, subject, wrong, right] = said as unknown as [string, string, string, string];
  const named = findPart(parts, `${subject} ${wrong}`);
  const k = named >= 0 ? named : findPart(parts, subject);
  if (k < 0) return null;
  const part = parts[k] as TPart;
  // "o suco não era de uva, era de laranja" is said back with its "de".
  const kinds = /\bnao (?:era|foi|eram|foram) d[eoa] /.test(folded) ? [`${subject} de ${right}`, `${subject} ${right}`] : [`${subject} ${right}`, `${subject} de ${right}`];
  const food = [...kinds, right].find(readsAsOne);
  if (!food) return null;
  // "o queijo não era coalho, era minas": the same slice of another cheese, never the other cheese's own portion.
  parts[k] = sameAmount(part, { ...part, food });
  return { text: render(parts), change: `troquei ${part.food} por ${food}` };
}
