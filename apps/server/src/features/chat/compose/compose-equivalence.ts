import { analyze, foodComposition, getFood, isDisliked, matchFood } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { conflictWarning, findConflicts } from "../facts/food-conflicts";
import type { TAvoid } from "../understand/stated-facts";
import type { TUserFacts } from "../understand/user-facts";
import { num } from "./format";

/** What the conversation holds against a food: allergies and intolerances said or saved, and foods the person does not eat. */
export type THeld = { avoid: readonly TAvoid[]; disliked: readonly string[] };
const NOTHING_HELD: THeld = { avoid: [], disliked: [] };

/** What the turn's facts hold against a food named as a swap. */
export function heldAgainst(facts: TUserFacts): THeld {
  return { avoid: facts.avoid, disliked: facts.profile?.dislikedFoods ?? [] };
}

/** What an equivalence asks: how much of `wanted` matches `given`, by energy or by one nutrient. */
type TAsk = { wanted: string; given: string; by: TBy | null };
type TBy = "energy" | "protein" | "calcium" | "iron" | "fiber" | "carbohydrates";

const BY_WORD: Readonly<Record<string, TBy>> = { proteina: "protein", calcio: "calcium", ferro: "iron", fibra: "fiber", carboidrato: "carbohydrates", carbo: "carbohydrates", caloria: "energy", kcal: "energy", energia: "energy" };
/** "… em caloria?", "… de proteína?", "… pelo carboidrato?": what the swap keeps equal, said at the end. */
const BY_SAID = / (?:em|de|pel[oa]s?|n[ao]s?) (proteina|calcio|ferro|fibra|carboidrato|carbo|caloria|kcal|energia)s?$/;
/** Name, unit and "pela/pelo" phrase of what the swap keeps equal. */
const BY_LABEL: Readonly<Record<TBy, [string, string, string]>> = {
  energy: ["energia", "kcal", "pela energia"], protein: ["proteína", "g", "pela proteína"], calcium: ["cálcio", "mg", "pelo cálcio"],
  iron: ["ferro", "mg", "pelo ferro"], fiber: ["fibra", "g", "pela fibra"], carbohydrates: ["carboidratos", "g", "pelos carboidratos"],
};

/** "quanto de mandioca equivale a 2 pães?", "quantas colheres de arroz dá 1 pão?", "qnts ovos equivalem a 100g de frango?" */
const FORWARD = /\b(?:quant[oa]s?|qnt[oa]?s?|qt[oa]s?)(?: (?:de|colheres de|gramas de|g de))? (.+?) (?:equivale|equivalem|da|dao|corresponde|correspondem|substitui|substituem|seria|seriam|e igual|sao iguais) (?:a |ao |as |aos |(?:o mesmo|a mesma coisa|a mesma energia|as mesmas calorias) (?:que|q|de|do|da) |em calorias a )?(.+?)(?: (?:em|de) (?:calorias?|kcal))?$/;
/** "1 banana prata equivale a quantas maçãs?", "1 pegador de macarrão equivale a quantas colheres de arroz?" */
const REVERSE = /^(?:e |entao |tipo |ai )?(.+?) (?:equivale|equivalem|da|dao|daria|corresponde|correspondem|e igual|seria|seriam) (?:a |em )?(?:quant[oa]s?|qnt[oa]?s?|qt[oa]s?) (.+?)(?: (?:em|de) (?:calorias?|kcal))?$/;
/** "e isso dá quantos pães de queijo?": the meal just talked about. */
const THIS = /^(isso|isto|isso tudo|tudo isso|esse lanche|essa refeicao|esse prato|esse cafe|essa comida)$/;
/** "quantos gramas de frango tem a mesma proteína de 2 ovos?", "quanto iogurte dá o mesmo cálcio?" */
const SAME = /\b(?:quant[oa]s?|qnt[oa]?s?|qt[oa]s?)(?: (?:gramas|g|colheres|unidades) de| de)? (.+?) (?:tem|da|dao|equivale|fornece|seria|preciso pra ter) (?:a mesma|o mesmo|mesma|mesmo) (?:quantidade de )?(proteina|calcio|ferro|fibra|carboidrato|caloria|energia)s?(?: (?:de|que|do|da|dos|das|que tem) (.+))?$/;
/** "quanto de batata doce dá o mesmo?": the other side is the food just talked about. */
const SAME_AS_BEFORE = /\b(?:quant[oa]s?|qnt[oa]s?|qt[oa]s?|qnts|qnt)(?: (?:de|gramas de|g de))? (.+?) (?:da|dao|equivale|seria|daria) (?:o mesmo|a mesma coisa|isso|a mesma quantidade)$/;

/** "quanto de proteína dá 2 ovos" asks for a nutrient, not an equivalence. */
const NUTRIENT = /\b(calorias?|kcal|proteinas?|carboidratos?|carbos?|gorduras?|fibras?|acucar|sodio|ferro|calcio|potassio|vitaminas?|colesterol|sal)\b/;

function readAsk(folded: string, context: string | null, contextBy: TBy | null): TAsk | null {
  const same = SAME.exec(folded);
  if (same) {
    const given = same[3] ?? context;
    return given ? { wanted: same[1]!, given, by: BY_WORD[same[2]!] ?? "energy" } : null;
  }
  const before = SAME_AS_BEFORE.exec(folded);
  if (before) return context ? { wanted: before[1]!, given: context, by: contextBy } : null;
  const reverse = REVERSE.exec(folded);
  if (reverse && !NUTRIENT.test(reverse[2]!)) {
    const given = THIS.test(reverse[1]!) ? context : reverse[1]!;
    return given ? { wanted: reverse[2]!, given, by: null } : null;
  }
  const forward = FORWARD.exec(folded);
  if (forward && !NUTRIENT.test(forward[1]!)) {
    // "quantos ovos dá a proteína de 100 g de frango?": what is kept equal, said before the food it is taken from (decision 218).
    const of = NUTRIENT_OF.exec(forward[2]!);
    return of ? { wanted: forward[1]!, given: of[2]!, by: BY_WORD[of[1]!] ?? null } : { wanted: forward[1]!, given: forward[2]!, by: null };
  }
  return null;
}

const NUTRIENT_OF = /^(proteina|calcio|ferro|fibra|carboidrato|carbo|caloria|kcal|energia)s? (?:de|do|da|dos|das|que tem|que tem em) (.+)$/;
/** "1 scoop", "uma concha", "2 fatias": an amount with no food, which is the food of the turn before. */
const AMOUNT_ONLY = /^(?:\d+(?:[.,]\d+)?|um|uma|dois|duas|meio|meia)? ?(scoops?|doses?|colher(?:es)?(?: de (?:sopa|cha))?|conchas?|fatias?|unidades?|copos?|potes?|latas?|porcao|porcoes|xicaras?|pedacos?)$/;

/** "1 scoop" after "whey ou ovo?": the food of the turn before that comes in that measure, else the first one. */
function givenFromThread(given: string, threadFoods: readonly string[]): string {
  const unit = AMOUNT_ONLY.exec(given)?.[1];
  if (!unit || threadFoods.length === 0) return given;
  const head = unit.replace(/(es|s)$/, "").split(" ")[0]!;
  const measured = threadFoods.find((f) => new RegExp(`\\b${head}`).test(foldText(analyze(f).items[0]?.measure ?? "")));
  return `${given} de ${measured ?? threadFoods[0]!}`;
}

type TFood = NonNullable<ReturnType<typeof matchFood>>["food"];
const per100 = (food: TFood, by: TBy) => (by === "energy" ? food.nutrients.energy : (food.nutrients[by] ?? 0));

/** "maçãs" → how many apples the grams make, when the wanted side names a countable measure of the food. */
function inUnits(wanted: string, grams: number): string {
  const counted = analyze(`1 ${wanted}`).items[0];
  const spoon = () => analyze(`1 colher de sopa de ${wanted.replace(/^(colheres|colher) de /, "")}`).items[0];
  // "quantas de manteiga?": a food with no unit of its own is counted in tablespoons; so is 116 g of a 150 g piece.
  for (const one of [counted && !/porção/.test(counted.measure) ? counted : undefined, spoon()]) {
    if (!one || one.grams <= 0 || /porção/.test(one.measure)) continue;
    const count = Math.round((grams / one.grams) * 2) / 2;
    // A household count only when it lands near the grams (111 g is not "0,5 × pedaço (150 g)").
    if (count > 0 && Math.abs(count * one.grams - grams) <= 0.25 * grams) return ` (cerca de ${num(count)} × ${one.measure.replace(/^1 /, "")})`;
  }
  return "";
}

/** "e de cuscuz?", "e em tapioca?" after an equivalence: the same amount, in another food. */
const ANOTHER_FOOD = /^(?:e )?(?:de |em |com |pra |para |o |a |no |na )?([a-z]+(?: [a-z]+){0,2})$/;

/** "e em arroz, quantas colher de sopa?", "e em tapioca, dá uma inteira?": the measure the other food is counted in. */
const MEASURE_ASKED = / (?:(?:quant[oa]s?|qnt[oa]s?) (colher(?:es)? de sopa|colher(?:es)?|unidades?|fatias?|conchas?|pedacos?|xicaras?|copos?)|(?:da|seria|e|fica) (?:uma|um|1) (?:inteir[oa]|unidade))$/;

function readAnotherFood(folded: string, previous: readonly string[]): TAsk | null {
  const measure = MEASURE_ASKED.exec(folded);
  const asked = measure ? folded.slice(0, measure.index) : folded;
  const other = ANOTHER_FOOD.exec(asked.replace(/^e (?:se for |quanto (?:de |da |do )?|quantas? colheres de )/, "e "));
  // "e inhame?" after "e de cuscuz?" after the equivalence asked: the last message that asked one, newest first.
  const before = previous.map((p) => readAsk(foldText(p), null, null)).find((a) => a !== null) ?? null;
  if (!other || !before || !/^e /.test(folded)) return null;
  const unit = measure?.[1]?.replace(/^colher(?:es)?$/, "colheres de sopa").replace(/^colher de sopa$/, "colheres de sopa");
  return { ...before, wanted: unit ? `${unit} de ${other[1]!}` : other[1]! };
}

/**
 * An equivalence between two foods, by the nutrient asked ("em caloria", "a mesma proteína"), else by the one that matters
 * for the two foods (mattersMost), answered with both amounts, their numbers and a household measure;
 * never logged as a meal (issue 27). `context` is the meal just talked about, for "dá o mesmo?"; `previous` the messages
 * before, newest first, for "e de cuscuz?" and then "e inhame?" after an equivalence.
 */
export function composeEquivalence(text: string, context: string | null = null, contextBy: string | null = null, previous: readonly string[] = [], held: THeld = NOTHING_HELD, threadFoods: readonly string[] = []): string | null {
  const said = BY_SAID.exec(foldText(text));
  const folded = said ? foldText(text).slice(0, said.index) : foldText(text);
  const read = readAsk(folded, context, contextBy && contextBy in BY_LABEL ? (contextBy as TBy) : null) ?? readAnotherFood(folded, previous);
  if (!read) return null;
  const ask = { ...read, given: givenFromThread(read.given, threadFoods) };
  // "uma long neck", "um latão": a beer, as anyone in Brazil reads it.
  const base = analyze(/^(?:uma|um|\d+|duas) (?:long necks?|lata[oõ]|latoes)$/.test(ask.given) ? `${ask.given} de cerveja` : ask.given);
  const wanted = plainKind(ask.wanted);
  const target = matchFood(wanted.replace(/^(gramas|g|unidades|fatias|conchas|colher(?:es)?(?: de (?:sopa|cha|sobremesa))?) de /, ""));
  if (base.items.length === 0 || !target) return null;
  const asked = said ? BY_WORD[said[1]!]! : ask.by;
  const by = asked ?? mattersMost(base, target.food);
  const perTarget = per100(target.food, by);
  if (perTarget <= 0) return null;
  const [label, unit, kept] = BY_LABEL[by];
  const amount = by === "energy" ? base.totals.calories : base.items.reduce((sum, i) => {
    const food = getFood(i.foodId);
    return sum + (food ? (per100(food, by) * i.grams) / 100 : 0);
  }, 0);
  if (amount <= 0) return null;
  const grams = Math.round((amount / perTarget) * 100);
  const same = analyze(`${grams} g de ${target.food.name}`).items[0];
  const baseItems = base.items.map((i) => `${i.food} (${i.measure})`).join(" + ");
  // Carbohydrates compared only when either side has some (no "0 g contra 0 g" for butter and oil).
  const carbs = same && Math.max(same.carbohydrates, base.totals.carbohydrates) >= 1;
  const kcal = by === "energy" ? (carbs ? `, com ${num(same!.carbohydrates)} g de carboidratos contra ${num(base.totals.carbohydrates)} g` : "") : same ? ` (${num(same.calories)} kcal contra ${num(base.totals.calories)} kcal)` : "";
  // Chosen, not asked: say why, and that the other basis is one message away.
  const why = asked || by === "energy" ? "" : ", que é o que mais pesa nesses dois alimentos (se quiser pelas calorias, é só pedir)";
  // "tenho intolerância a lactose" then "quanto de queijo equivale a um copo de leite?": the swap named is warned of first.
  const conflicts = conflictWarning(findConflicts([{ name: target.food.name, composition: foodComposition(target.food) }], held.avoid));
  const notEaten = isDisliked(target.food, held.disliked) ? `ℹ️ **Você me contou que não come ${target.food.name.toLowerCase()}**: a conta vai abaixo, mas a troca pode ser por outro alimento; é só me dizer qual.` : "";
  const warning = [conflicts, notEaten].filter(Boolean).join("\n\n");
  return [
    ...(warning ? [warning, ""] : []),
    `${baseItems} ${base.items.length > 1 ? "somam" : "tem"} cerca de **${num(amount)} ${unit}${by === "energy" ? "" : ` de ${label}`}**.`,
    `A mesma ${label === "energia" ? "energia" : `quantidade de ${label}`} está em cerca de **${grams} g de ${target.food.name.toLowerCase()}**${inUnits(wanted, grams)}${kcal}.`,
    "",
    `É uma troca ${kept}${why}: ${by === "energy" ? "as fibras, as proteínas" : "as calorias, os outros nutrientes"} e o quanto cada um sacia podem ser diferentes. Nada foi registrado no seu dia.`,
  ].join("\n");
}

type TAnalysis = ReturnType<typeof analyze>;
/** Share of energy from carbohydrate and from protein above which that nutrient is what a swap keeps equal. */
const CARB_SHARE = 0.5;
const PROTEIN_SHARE = 0.3;

/**
 * What a swap between two foods keeps equal when nothing is said: the carbohydrate of two starchy foods (bread for
 * tapioca, rice for pasta), the protein of two protein foods (egg for chicken), else the energy (milk for cheese, beer
 * for wine).
 */
function mattersMost(base: TAnalysis, target: TFood): TBy {
  const share = (kcal: number, carbs: number, protein: number) => (kcal > 0 ? [(carbs * 4) / kcal, (protein * 4) / kcal] : [0, 0]);
  const [baseCarbs, baseProtein] = share(base.totals.calories, base.totals.carbohydrates, base.totals.protein);
  const [targetCarbs, targetProtein] = share(target.nutrients.energy, target.nutrients.carbohydrates ?? 0, target.nutrients.protein ?? 0);
  if (baseCarbs! >= CARB_SHARE && targetCarbs! >= CARB_SHARE) return "carbohydrates";
  if (baseProtein! >= PROTEIN_SHARE && targetProtein! >= PROTEIN_SHARE) return "protein";
  return "energy";
}

/** "tapioca" read by the tables as a filled one: the plain kind of the food is what a swap is counted in. */
function plainKind(wanted: string): string {
  const read = analyze(`1 ${wanted}`).items[0];
  if (!read || !/ com /i.test(read.food)) return wanted;
  const plain = analyze(`1 ${wanted} simples`).items[0];
  return plain && !/ com /i.test(plain.food) ? `${wanted} simples` : wanted;
}
