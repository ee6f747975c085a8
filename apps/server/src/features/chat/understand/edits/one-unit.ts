import { analyze, singular } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import type { TMealEdit } from "../meal-parts";
import lexicon from "./one-unit-lexicon.json" with { type: "json" };

const alt = (words: readonly string[]) => `(?:${words.join("|")})`;
const COUNT_WORDS: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6 };
const countOf = (word: string): number | null => (/^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word] ?? null));
const COUNT = String.raw`(?:\d+|dois|duas|tres|quatro|cinco|seis)`;

/**
 * One unit of a food counted more than once, as it is named: "um", "uma delas", "um dos 3", "um dos pastéis", "o outro",
 * "a segunda", "o último". The group holds the count said ("dos 3") and the food said ("das esfihas"), when said.
 */
const UNIT = String.raw`(?:(?:um|uma|1)(?: (?:dos|das|de) (${COUNT})(?: (\S+))?| (?:dos|das) (\S+)| deles| delas)?|(?:o|a) (?:outr[oa]|${alt(lexicon.ordinals)}[oa]))`;
/** "uma era de coco", "o outro era de carne", "um deles foi sem manteiga", "um dos ovos foi frito", "um deles era grande". */
const UNIT_WAS = new RegExp(String.raw`^(?:e )?${UNIT},? (?:era|foi|veio|tava|tinha|e)(?: so)? (.+)$`);
/** "tira a salsicha de um deles", "tira o queijo de uma delas". */
const OFF_UNIT = new RegExp(String.raw`^(?:tira|tire|tirar|retira|remove|sem) (?:o |a |os |as )?(.+?) (?:de|do|da|d) ${UNIT}$`);
/** "uma de carne e outra de frango", "um de queijo e o outro de carne": each unit said, without a verb. */
const EACH = /^(?:um|uma) (?:era |foi )?((?:de|do|da|com) .+?),? e (?:o |a )?(?:outr[oa]|segund[oa]) (?:era |foi )?((?:de|do|da|com) .+)$/;

/** A food said with its count in the meal's words: "2 tapiocas de queijo", "3 pasteis de carne". */
const COUNTED = new RegExp(String.raw`(?:^|[\s,])(${COUNT}) ((?:(?!\b(?:e|no|na|nos|nas|pro|pra|hoje|ontem|de manha|de tarde|de noite|mais)\b)[^,;.])+)`, "g");

type TCounted = { said: string; count: number; food: string };

/** The foods of the meal said with a count above one, each as said. */
function countedFoods(meal: string): TCounted[] {
  const folded = foldText(meal);
  const found: TCounted[] = [];
  for (const m of folded.matchAll(COUNTED)) {
    const count = countOf(m[1]!);
    const food = m[2]!.trim();
    if (count === null || count < 2 || analyze(`1 ${food}`).items.length === 0) continue;
    found.push({ said: `${m[1]} ${food}`, count, food });
  }
  return found;
}

const singularOf = (food: string) => food.split(" ").map((w) => (w.length > 3 ? singular(w) : w)).join(" ");
/** The food's name without what it is filled with: "pasteis de carne" → "pasteis". */
const headOf = (food: string) => food.replace(/\s+(?:de|do|da|com|c)\s+.*$/, "");
const feminine = (food: string) => /a$/.test(singularOf(food).split(" ")[0]!);

/** The counted food the unit names: by the food or the count said, else the only one (of the gender said, when several). */
function namedCounted(counted: TCounted[], count: string | undefined, noun: string | undefined, fem: boolean): TCounted | null {
  const byNoun = noun ? counted.filter((c) => singularOf(c.food).startsWith(singularOf(noun).slice(0, 4))) : counted;
  const byCount = count ? byNoun.filter((c) => c.count === countOf(count)) : byNoun;
  if (byCount.length === 1) return byCount[0]!;
  const byGender = byCount.filter((c) => feminine(c.food) === fem);
  return byGender.length === 1 ? byGender[0]! : null;
}

const readsWhole = (text: string) => {
  const read = analyze(text);
  return read.items.length > 0 && read.unread.length === 0;
};
const itemsKey = (text: string) => analyze(text).items.map((i) => `${i.foodId}:${Math.round(i.grams)}`).join(",");

/** One unit with a component left out: its own items without it, the food's name without it, or the dish said "sem" it. */
function unitWithout(food: string, component: string): string | null {
  const one = `1 ${singularOf(food)}`;
  const read = analyze(one);
  const word = singularOf(component);
  const isIt = (name: string) => foldText(name).includes(word);
  if (read.items.length > 1 && read.items.some((i) => isIt(i.food))) {
    const kept = read.items.filter((i) => !isIt(i.food));
    return kept.length > 0 ? kept.map((i) => `${Math.round(i.grams)} g de ${foldText(i.food)}`).join(", ") : null;
  }
  const head = headOf(singularOf(food));
  if (head !== singularOf(food) && singularOf(food).slice(head.length).includes(word) && readsWhole(`1 ${head}`)) return `1 ${head}`;
  const without = `${one} sem ${component}`;
  const less = analyze(without).items.reduce((s, i) => s + i.calories, 0) < read.items.reduce((s, i) => s + i.calories, 0);
  return readsWhole(without) && less ? without : null;
}

/** One unit said as another kind: "de coco", "com catupiry" (its filling), "frito", "grande" (said of the food itself). */
function unitAs(food: string, kind: string): { unit: string; same: boolean } | null {
  const said = kind.replace(/^doce,?\s+(?=(?:de|com)\s)/, "").replace(/\s+(?:nao|e nao)\s.*$/, "").trim();
  const without = /^sem (?:o |a |os |as )?(.+)$/.exec(said);
  if (without) {
    const unit = unitWithout(food, without[1]!);
    return unit ? { unit, same: false } : null;
  }
  const one = singularOf(food);
  const tries = /^(?:de|do|da|com|c)\s/.test(said) ? [`1 ${headOf(one)} ${said}`] : [`1 ${one} ${said}`, `1 ${headOf(one)} de ${said}`];
  // "banana com canela": a spice the table does not have is left out rather than the whole unit.
  const plain = tries.flatMap((t) => [t, t.replace(/\s+(?:com|e)\s+\S+$/, "")]);
  // A kind the table has no row for reads as the plain unit: kept, and said to be counted as the plain one.
  const same = itemsKey(`1 ${one}`);
  const shown = plain.find((t) => readsWhole(t) && itemsKey(t) !== same);
  if (shown) return { unit: shown, same: false };
  const unit = plain.find(readsWhole);
  return unit ? { unit, same: true } : null;
}

/** What the split says back: the unit as it now reads, or the kind said and that the table counts it as the plain one. */
function saidBack(counted: TCounted, unit: { unit: string; same: boolean }, kind: string): string {
  const of = `1 de ${counted.count}`;
  if (!unit.same) return `separei ${of}: ${unit.unit}`;
  const plain = singularOf(counted.food);
  return `anotei que ${of} era ${kind.trim()}; a tabela não tem ${headOf(plain)} ${kind.trim()} à parte, então contei como ${headOf(plain)} comum (a conta não muda)`;
}

/** Every food of the meal is the counted food's own (its dough and filling): no other food "o outro" could mean. */
function aloneOnCard(meal: string, counted: TCounted): boolean {
  const own = new Set(analyze(counted.said).items.map((i) => i.foodId));
  return analyze(meal).items.every((i) => own.has(i.foodId));
}

/** The meal with one counted food said again as its units: the units kept, then the one (or ones) changed. */
function splitInto(meal: string, counted: TCounted, units: string[]): string {
  const kept = counted.count - units.length;
  const keptText = kept > 0 ? `${kept} ${kept === 1 ? singularOf(counted.food) : counted.food}, ` : "";
  return foldText(meal).replace(counted.said, `${keptText}${units.join(", ")}`);
}

/**
 * An edit said of one unit of a food counted more than once ("uma era de coco" on "2 tapiocas de queijo", "tira a
 * salsicha de um deles", "o segundo era de atum", "um deles era grande"): the count is split into its units and only
 * the one named changes; the card then shows it (a filling the table has no row for is said as such by the check).
 */
export function oneUnitEdit(folded: string, meal: string): TMealEdit | null {
  if (!EACH.test(folded) && !OFF_UNIT.test(folded) && !UNIT_WAS.test(folded)) return null;
  const counted = countedFoods(meal);
  if (counted.length === 0) return null;
  const fem = /^(?:uma|a)\b|\bdelas\b|\bdas\b/;
  const each = EACH.exec(folded);
  if (each) {
    const target = namedCounted(counted.filter((c) => c.count === 2), undefined, undefined, /^uma\b/.test(folded));
    const a = target ? unitAs(target.food, each[1]!) : null;
    const b = target ? unitAs(target.food, each[2]!) : null;
    if (!target || !a || !b) return null;
    const told = [a, b].filter((u) => u.same).length > 0 ? "; a tabela não distingue todos esses recheios, então algum deles fica com a conta da versão comum (a conta não muda)" : "";
    return { text: splitInto(meal, target, [a.unit, b.unit]), change: `separei as 2: ${a.unit} e ${b.unit}${told}` };
  }
  const off = OFF_UNIT.exec(folded);
  if (off) {
    const [, component, count, countNoun, noun] = off as unknown as [string, string, string | undefined, string | undefined, string | undefined];
    const target = namedCounted(counted, count, countNoun ?? noun, fem.test(folded.replace(/^.*? (?:de|do|da|d) (?=\S+(?: \S+)?$)/, "")));
    const unit = target ? unitWithout(target.food, component) : null;
    return target && unit ? { text: splitInto(meal, target, [unit]), change: `tirei ${component} de 1 de ${target.count}: ${unit}` } : null;
  }
  const was = UNIT_WAS.exec(folded);
  // "uma era lata e a outra long neck": each unit said, read by the reader of each said apart.
  if (!was || /\be (?:(?:o|a|os|as) )?(?:outr|resto|\d|um\b|uma\b|dois\b|duas\b)/.test(was[4]!)) return null;
  const [, count, countNoun, noun, kind] = was as unknown as [string, string | undefined, string | undefined, string | undefined, string];
  const target = namedCounted(counted, count, countNoun ?? noun, fem.test(folded));
  // "o outro foi uma esfiha, não kibe" on "duas coxinhas e um kibe": "o outro" is a unit only when the card is that food alone.
  if (target && /^(?:e )?(?:o|a) outr/.test(folded) && !aloneOnCard(meal, target)) return null;
  const unit = target ? unitAs(target.food, kind) : null;
  if (!target || !unit) return null;
  return { text: splitInto(meal, target, [unit.unit]), change: saidBack(target, unit, kind) };
}

/** "o queijo foi 1 fatia em cada", "a manteiga foi meia colher em cada um": a measure said per unit of the counted food. */
const PER_UNIT = /^(.*?\b(?:foi|era|foram|eram|tinha|tinham|levou|veio com)\s+)(\d+|um|uma|dois|duas|tres|meia|meio)\s+(.+?),?\s+(?:em cada|cada|por)(?: (?:um|uma|unidade|\S+))?$/;

/** The message with a measure said per unit made the measure of them all: "o queijo foi 2 fatias" on 2 tapiocas. */
export function perUnitSaid(folded: string, meal: string): string | null {
  const said = PER_UNIT.exec(folded);
  if (!said) return null;
  const counted = countedFoods(meal);
  const each = said[2] === "meia" || said[2] === "meio" ? 0.5 : countOf(said[2]!);
  if (counted.length !== 1 || each === null) return null;
  const all = Math.round(each * counted[0]!.count * 100) / 100;
  return `${said[1]}${all} ${said[3]}`;
}
