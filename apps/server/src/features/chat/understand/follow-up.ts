import { analyze, foodComposition, getFood, matchFood, parse } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { combineWithSubject, findFoodMentions, type TFoodMention } from "./food-mentions";
import type { TUnderstanding } from "./understand";
import { ATE } from "./eating-verbs";
import { variantAsked } from "./variant-said";
import { joinedToCompared, variantOfCompared } from "./variant-compared";
import { FATTENING } from "./question-type";

const FOLLOW_UP_START = /^(e|mas e|e se|e quanto|e pra|e para|e no|e na|e o|e a|e os|e as|e um|e uma|e com|e sem|e sendo|e quando|tambem|e tambem)\b/;
/** A question asked before, of any kind: what follows it with "e …" and no eating verb asks on. */
const ASKED_TYPES = new Set<TUnderstanding["type"]>(["general-question", "compare", "is-it-safe-for-me", "is-it-fattening", "does-it-contain", "nutrient-in-food", "what-to-eat"]);
const CARRIED_TYPES = new Set<TUnderstanding["type"]>(["nutrient-in-food", "does-it-contain", "is-it-fattening", "is-it-safe-for-me", "what-to-eat", "compare", "nutrient-per-day"]);

/** Words that describe a kind of a food more than they name one. */
const DESCRIPTOR = /^(diet|light|zero|integral|desnatad[oa]|semidesnatad[oa]|caseir[oa]|industrializad[oa]|natural|organic[oa]|frit[oa]|assad[oa]|cozid[oa]|grelhad[oa]|cru|crua|sem acucar|sem lactose|sem gluten)$/;

/** The food read alone is a word about the subject ("frito" read as batata frita), or joined to it ("com leite"). */
function describesSubject(folded: string, mention: TFoodMention): boolean {
  // "e o de soja?" after cow's milk: the subject's kind made of soy, never soy on its own.
  if (/^(e |mas e )?(com|sem|(o|a|os|as) de)\b/.test(folded)) return true;
  const name = mention.food ? foldText(mention.food.name) : "";
  return name !== "" && !name.startsWith(mention.phrase.split(" ")[0]!);
}

/** "e o de queijo?", "e a de catupiry?": the food just told, with another filling or kind, asked about. */
const OF_ANOTHER_KIND = /^(?:e |mas e )(?:o|a|os|as) (?:de|com)\b/;

/** Asked about one food just before: another kind of it asked next is that food, never a food of its own. */
const ONE_FOOD_TYPES = new Set<TUnderstanding["type"]>(["meal-to-log", "nutrient-in-food", "is-it-fattening", "does-it-contain"]);

/**
 * "e o de queijo?" after "comi um pastel de feira": the cheese pastel asked about, never the cheese alone; "e a de carne?"
 * after a chicken coxinha, "a salgada tem menos caloria?" after a sweet pamonha: the words of that kind, read by the engine.
 */
function fillingOfTheMealsFood(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding | null {
  if (!previous || !ONE_FOOD_TYPES.has(previous.type) || previous.foods.length !== 1 || ATE.test(current.folded)) return null;
  const nutrients = current.nutrients.length > 0 ? current.nutrients : previous.type === "nutrient-in-food" && previous.nutrients.length > 0 ? previous.nutrients : ["calories" as const];
  const variant = previous.type === "meal-to-log" && OF_ANOTHER_KIND.test(current.folded) && current.folded.split(" ").length <= 6 ? combineWithSubject(previous.foods[0]!, current.folded.replace(FOLLOW_UP_START, " ")) : null;
  // The card is read from the words: they name the food asked about ("Pastel de queijo"), not "de queijo" alone.
  if (variant) return { ...current, text: variant.food!.name, folded: foldText(variant.food!.name), type: "nutrient-in-food", foods: [variant], nutrients, followUp: "variant" };
  const kind = variantAsked(current.folded, previous.foods[0]!);
  if (!kind) return null;
  return { ...current, text: kind.text, folded: kind.text, type: "nutrient-in-food", foods: [kind.food ?? previous.foods[0]!], nutrients, followUp: "variant" };
}

/** "e a nanica?", "e se for integral?", "e no jantar?": the previous question asked again about a new subject. */
/** "e no dia da corrida muda alguma coisa?", "e nos dias de folga?": a day of its own, asked for itself, not the question before. */
export const DAY_OF_ITS_OWN = /\b(?:no|nos|em|na|nas) (?:dias?|semana) (?:d[aeo]s? |de )?(?:corrida|treino|prova|jogo|folga|descanso|longao|plantao|competicao)\b|\bna folga\b/;

export function readAsVariant(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding {
  const compared = variantOfCompared(current, previous) ?? joinedToCompared(current, previous);
  if (compared) return compared;
  const filling = fillingOfTheMealsFood(current, previous);
  if (filling) return filling;
  // "e suco de caixinha" after "coca zero é melhor?": the question goes on about another food; nothing was eaten.
  if (previous && ASKED_TYPES.has(previous.type) && !CARRIED_TYPES.has(previous.type) && current.type === "meal-to-log" && FOLLOW_UP_START.test(current.folded) && !ATE.test(current.folded) && !/\d/.test(current.folded) && current.folded.split(" ").length <= 6) return { ...current, type: "is-it-safe-for-me" };
  if (!previous || !CARRIED_TYPES.has(previous.type)) return current;
  const words = current.folded.split(" ").filter(Boolean);
  if (words.length > 9 || !FOLLOW_UP_START.test(current.folded)) return current;
  if (DAY_OF_ITS_OWN.test(current.folded) && current.foods.length === 0) return current;
  // "e com granola e leite condensado kkk" after "açaí é saudável?", "e se for frito" after eggs: the same question, not a meal eaten.
  if (current.type === "meal-to-log" && !/\?/.test(current.text) && (ATE.test(current.folded) || /\d/.test(current.folded) || (words.length > 6 && !/^e (com|sem|se)\b/.test(current.folded)))) return current;
  // "e antes do treino oq eu como" after two foods compared: its own question, with no food to carry.
  if (current.type === "what-to-eat" && current.foods.length === 0) return current;
  let foods = current.foods;
  const [subject] = previous.foods;
  // "e o frito?" after the boiled egg is the fried egg, not fried potatoes; "e com leite?" after coffee, café com leite.
  const variant = subject && foods.length === 1 && foods[0]!.food?.id !== subject.food?.id && describesSubject(current.folded, foods[0]!) ? combineWithSubject(subject, current.folded.replace(FOLLOW_UP_START, " ")) : null;
  if (variant) foods = [variant];
  // "e se for diet?" after gelatine, when the tables have no diet gelatine: still the gelatine, not a "diet shake".
  else if (subject && foods.length === 1 && DESCRIPTOR.test(foods[0]!.phrase)) foods = [combineWithSubject(subject, current.folded.replace(FOLLOW_UP_START, " ")) ?? subject];
  else if (subject && (foods.length === 0 || (foods.length === 1 && foods[0]!.food?.id === subject.food?.id))) {
    const combined = combineWithSubject(subject, current.folded.replace(FOLLOW_UP_START, " "));
    foods = combined ? [combined] : foods.length > 0 ? foods : previous.foods;
  }
  // "e engorda?" after the iron in beans asks its own kind of question of the same food (decision 190).
  const ownKind = current.foods.length === 0 && previous.foods.length === 1 && previous.type !== "is-it-fattening" && FATTENING.test(current.folded);
  return {
    ...current,
    type: ownKind ? "is-it-fattening" : previous.type,
    foods,
    nutrients: current.nutrients.length > 0 || ownKind ? current.nutrients : previous.nutrients,
    mealSlot: current.mealSlot ?? previous.mealSlot,
    followUp: "variant",
  };
}

/**
 * "e comparado com um prato de vatapá?", "e o cuscuz, tem mais?", "é mt diferente do sonho de padaria?", "é parecido
 * com tapioca?": one new food set against the one asked about before.
 */
const COMPARE_WORDS = /\b(comparad\w*|comparando|compara|comparacao|versus|vs|diferente d[oae]s?|diferenca (d[oae]s?|pr[oa]s?|para)|parecid[oa]s? com|igual a[os]?|mesma coisa que)\b/;
const MORE_OR_LESS = /\b(mais|menos|melhor|pior)\b/;

export function readAsComparison(current: TUnderstanding, previous: TUnderstanding | null): TUnderstanding {
  const subject = previous?.foods[0];
  const other = current.foods[0];
  if (!subject || !other || current.foods.length !== 1 || subject.food?.id === other.food?.id) return current;
  if (current.folded.split(" ").length > 12) return current;
  if (!(COMPARE_WORDS.test(current.folded) || (FOLLOW_UP_START.test(current.folded) && MORE_OR_LESS.test(current.folded)))) return current;
  return { ...current, type: "compare", foods: [subject, other], nutrients: current.nutrients.length > 0 ? current.nutrients : previous.nutrients, followUp: "variant" };
}

/** "e qual é melhor?", "qual seria mais saudável?": the two foods just talked about, set against each other. */
const WHICH_BETTER = /^(e |mas )?(qual|quem|o que) (e |eh |seria |fica |sai |faz )?(o |a )?(melhor|pior|mais saudavel|mais indicad\w*|menos pior)\b(?! (forma|jeito|maneira|modo|hora|horario|momento)\b)/;

/** The foods on the card as the engine read them ("1 colher de sopa de azeite" is azeite, not sopa). */
function cardFoods(mealText: string): TFoodMention[] {
  return analyze(mealText).items.flatMap((i) => {
    const food = getFood(i.foodId);
    return food ? [{ phrase: foldText(food.name), food, composition: foodComposition(food) }] : [];
  });
}

/** "qual desses tem mais proteína?", "e qual tem menos caloria?" after a comparison: the same foods, ranked by what is asked. */
const WHICH_MORE = /^(e |mas )?(qual|quem|o que)( deles| delas| desses| dessas| dos dois| das duas| dos tres| das tres)? (tem|tinha|e|da|possui|engorda|pesa)( o| a)? (mais|menos)\b/;

/** "qual enche mais?", "qual segura mais a fome?", "qual sacia mais?": which food keeps hunger away longer. */
export const SATIETY_ASKED = /\b(?:enche|enchem|sacia|saciam|satisfaz|satisfazem|segura|seguram|sustenta|sustentam|mata|matam|tira|tiram)\b(?: \w+)? (?:mais|menos|a fome|fome)\b|\b(?:mais|menos) (?:saciedade|saciante|sustancia|substancia)\b|\bsaciedade\b/;

/** "qual enche mais?", "qual dos dois segura mais a fome?", "e qual sacia mais?": which of the foods just named fills up more. */
const WHICH_FILLS = new RegExp(`^(?:e |mas |entao )?(?:qual|quem|o que|quais)\\b.{0,25}(?:${SATIETY_ASKED.source})`);

export function readWhichBetter(current: TUnderstanding, previous: TUnderstanding | null, pendingMeal: string | null): TUnderstanding {
  // "qual engorda mais?" after a comparison or a question on two foods; after a meal it is the card's item that is asked.
  if (previous && previous.type !== "meal-to-log" && previous.foods.length >= 2 && new Set(previous.foods.map((f) => f.food?.id ?? f.phrase)).size >= 2 && current.foods.length === 0 && WHICH_MORE.test(current.folded)) {
    return { ...current, type: "compare", foods: previous.foods.slice(0, 3), followUp: "variant" };
  }
  // Asked after any message that named two foods (a doubt between them, a meal, a question): those two, compared.
  if (previous && previous.foods.length >= 2 && current.foods.length === 0 && current.folded.split(" ").length <= 10 && WHICH_FILLS.test(current.folded)) {
    const pair = previous.foods.slice(0, 2);
    if (pair[0]!.food?.id !== pair[1]!.food?.id) return { ...current, type: "compare", foods: pair, followUp: "variant" };
  }
  if (!previous || current.foods.length > 0 || !WHICH_BETTER.test(current.folded)) return current;
  const fromCard = pendingMeal ? cardFoods(pendingMeal).slice(0, 1) : [];
  const pair = previous.foods.length >= 2 ? previous.foods.slice(0, 2) : [...fromCard, ...previous.foods].slice(0, 2);
  if (pair.length < 2 || pair[0]!.food?.id === pair[1]!.food?.id) return current;
  return { ...current, type: "compare", foods: pair, followUp: "variant" };
}

const CORRECTION_WORDS = /\b(na verdade|alias|corrigindo|correcao|corrige|corrija|errei|me enganei|ops|opa|nao foi|nao foram|nao era|nao eram|foram|eram|era|foi|troca|troque|trocar|muda|mude|substitui|substitua)\b/;
const NUMBER = /\b(\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|meio|meia)\b/;

type TPart = { prefix: string; foodText: string; foodId: string | null; head: string };

function partsOf(mealText: string): TPart[] {
  return parse(mealText).map((item) => {
    const match = item.foodText ? matchFood(item.foodText) : null;
    const prefix = item.text.endsWith(item.foodText) ? item.text.slice(0, item.text.length - item.foodText.length).trim() : "";
    return { prefix, foodText: item.foodText, foodId: match?.food.id ?? null, head: foldText(match?.food.name ?? item.foodText).split(" ")[0] ?? "" };
  });
}

function stem(word: string): string {
  return word.replace(/(oes|aes|aos)$/, "ao").replace(/s$/, "");
}

/** The part a phrase ("pães", "bife a cavalo", "ovos") points at: same food, or the same head word. */
function findPart(parts: TPart[], phrase: string): number {
  const mentions = findFoodMentions(phrase);
  const ids = new Set(mentions.map((m) => m.food?.id).filter(Boolean));
  const byId = parts.findIndex((p) => p.foodId && ids.has(p.foodId));
  if (byId >= 0) return byId;
  const words = foldText(phrase).split(" ").map(stem);
  return parts.findIndex((p) => words.includes(stem(p.head)) || words.includes(stem(foldText(p.foodText).split(" ")[0] ?? "")));
}

const render = (parts: TPart[]) => parts.map((p) => `${p.prefix} ${p.foodText}`.trim()).join(", ");

/**
 * A correction of the meal just analysed: "na verdade foram 3 ovos", "foram 2 pães", "não era bife a cavalo, era bife
 * acebolado", "troca o suco por água". Returns the corrected meal text, or null when the message is not one.
 */
export function correctedMealText(current: TUnderstanding, previousMeal: string): string | null {
  const folded = current.folded;
  if (!CORRECTION_WORDS.test(folded) || folded.split(" ").length > 16) return null;
  const parts = partsOf(previousMeal);
  if (parts.length === 0) return null;
  const swap =
    /\bnao (?:era|foi|eram|foram|e)\s+(?:o |a |os |as |um |uma )?(.+?)\s*(?:,\s*)?\b(?:era|foi|eram|foram|e sim|mas sim|mas)\b\s+(?:o |a |os |as |um |uma )?(.+)$/.exec(folded) ??
    /\b(?:troca|troque|trocar|muda|mude|substitui|substitua)\s+(?:o |a |os |as )?(.+?)\s+(?:por|pelo|pela|pelos|pelas)\s+(?:o |a |os |as |um |uma )?(.+)$/.exec(folded);
  if (swap) {
    const index = findPart(parts, swap[1]!);
    const replacement = swap[2]!.replace(/\b(na verdade|alias)\b/g, "").trim();
    if (index < 0 || !replacement) return null;
    parts[index] = { ...parts[index]!, foodText: replacement };
    return render(parts);
  }
  const amount = NUMBER.exec(folded.replace(/\b(na verdade|alias)\b/g, " "));
  if (!amount) return null;
  const after = folded.slice(folded.indexOf(amount[0]) + amount[0].length);
  let index = findPart(parts, after);
  if (index < 0 && parts.length === 1 && after.replace(/\b(na verdade|alias|unidades?|mesmo)\b/g, "").trim().length === 0) index = 0;
  if (index < 0) return null;
  const unit = /^\s*(colheres?|conchas?|fatias?|copos?|xicaras?|unidades?|pedacos?|gramas|g|ml|latas?|pratos?|escumadeiras?)\b( de (sopa|cha|servir|sobremesa))?/.exec(after);
  const oldPrefix = parts[index]!.prefix.replace(NUMBER, "").trim();
  parts[index] = { ...parts[index]!, prefix: `${amount[0]} ${unit ? unit[0].trim() + " de" : oldPrefix}`.trim() };
  return render(parts);
}
