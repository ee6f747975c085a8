import { FOOD_INDEX } from "../match/food-index";
import { matchFood } from "../match/match-food";
import { foodTokens, normalizeText } from "../text/normalize";
import { LINKS, readAmountAt, readTailAmount, splitAmounts } from "./amounts";
import { asFoods } from "./food-runs";
import { segmentMeal, type TSegment } from "./segment";
import { readSize, readUnit, type TUnit } from "./units";
import { countedKinds, kindAfterKind, placeStaple } from "./counted-kinds";
import { joinsSoup, soupReading } from "./soups";
import { platesToDish } from "./dish-plates";
import { drinkOfPowder } from "./powder-drinks";
import { withLoneAmounts } from "./lone-amounts";
import { withMeasureSaidBefore } from "./measure-said-before";
import { cutNamingTheFood, measureNamingTheFood } from "./measure-naming-the-food";
import { boxedJuice, boxedJuiceWords } from "./boxed-juices";
import { isSecondFilling } from "./fillings";
import { asWrapFilling, isBoxBeforeItsFoods, plainWhenFilled } from "./wrap-fillings";
import { asGarnish } from "./garnishes";
import { beerOfTheVessel } from "./beer-vessels";
import { joinedOwnSauce } from "./own-sauce";

export type TParsedItem = {
  /** The mention as read, normalised ("2 colheres de sopa de arroz branco"). */
  text: string;
  /** What is left once amount, unit and size are taken out ("arroz branco"). */
  foodText: string;
  quantity: number | null;
  unit: TUnit | null;
  /** Multiplier from "pequeno", "grande", "rasa"...; 1 when none is given. */
  size: number;
  /** Each folded token of the mention -> the word the user wrote, to name what could not be read. */
  words: Readonly<Record<string, string>>;
};

/** Measures that are also the name of the food ("1 bife frito", "2 coxas assadas"). */
const FOOD_MEASURES = new Set(["bife", "filé", "coxa", "sobrecoxa", "asa", "peito", "espeto", "espetinho", "espiga", "marmitex"]);
const PREPARATIONS = new Set([
  "frito", "frita", "fritos", "fritas", "grelhado", "grelhada", "grelhados", "grelhadas", "assado", "assada", "assados",
  "assadas", "cozido", "cozida", "cozidos", "cozidas", "acebolado", "acebolada", "empanado", "empanada", "a", "milanesa",
  "ensopado", "ensopada", "refogado", "refogada", "na", "brasa", "de", "panela", "frango", "boi", "porco", "peixe", "carne",
]);

const ANIMALS = new Set(["frango", "boi", "porco", "peixe", "carne"]);
/** "peito de peru" is sliced cold cut, not a breast (180 g) of turkey, unless a count says so. */
const COLD_CUTS = /^peito de (peru|chester)\b/;

type TAmount = { quantity: number | null; unit: TUnit | null; size: number | null };

/**
 * A count with a stated mass or volume: "de" gives each one's ("2 latas de 350 ml", "1 açaí de 500 ml"), otherwise it
 * is the total ("2 torradas (20g)", "uma coca 600 ml").
 */
function eachOf(amount: TAmount, rest: string[]): { amount: TAmount; rest: string[] } | null {
  if (amount.unit && amount.unit.kind !== "measure") return null;
  const head = readAmountAt(rest, 0);
  if (head?.unit && head.unit.kind !== "measure" && head.quantity !== null && LINKS.has(rest[head.next] ?? "")) {
    return { amount: { quantity: (amount.quantity ?? 1) * head.quantity, unit: head.unit, size: 1 }, rest: rest.slice(head.next) };
  }
  for (let k = 1; k < rest.length; k++) {
    const inner = readAmountAt(rest, k);
    if (!inner?.unit || inner.unit.kind === "measure" || inner.quantity === null) continue;
    let cut = k;
    while (cut > 0 && LINKS.has(rest[cut - 1] as string)) cut--;
    const left = [...rest.slice(0, cut), ...rest.slice(inner.next)];
    const each = cut < k ? (amount.quantity ?? 1) : 1;
    return { amount: { quantity: each * inner.quantity, unit: inner.unit, size: 1 }, rest: left };
  }
  return null;
}

/** "1 xícara de chá de camomila": the "chá" the measure took is the drink when "chá de …" names a food. */
function teaInCup(tokens: readonly string[], next: number, rest: string[]): string[] {
  if (tokens[next - 1] !== "cha" || tokens[next] !== "de" || rest.length === 0) return rest;
  return matchFood(`cha de ${rest.join(" ")}`)?.complete ? ["cha", "de", ...rest] : rest;
}

/** Foods and containers whose size is said in millilitres without the unit ("açaí de 500", "coca de 600"). */
const SIZED_IN_ML = /\b(acai|suco|refri\w*|coca|guarana|cerveja|chopp?|copo|copao|garrafa|garrafinha|lata|latinha|caldo de cana|vitamina|leite|cha|cafe|agua|shake|milkshake|iogurte|energetico|isotonico|vinho)\b/;

/** "açaí de 500", "bife de 200": a bare size at the end gets its unit, millilitres for drinks and cups, grams otherwise. */
/** A household measure closing the mention ("coca lata", "cerveja long neck"), starting no earlier than `from`. */
function trailingMeasure(tokens: readonly string[], from: number): { unit: TUnit; start: number } | null {
  for (let start = Math.max(from, tokens.length - 3); start < tokens.length; start++) {
    const found = readUnit(tokens, start);
    if (found?.unit.kind === "measure" && found.next === tokens.length) return { unit: found.unit, start };
  }
  return null;
}

/**
 * "4 colheres de arroz branco": the rice the spoon's name took ("colher de arroz") is the food's own when the words after
 * it go on naming a rice, so the spoon is the plain one of "4 colheres de arroz", never a spoon of "branco".
 */
function riceOfTheSpoon(tokens: string[]): string[] {
  const at = tokens.findIndex((t, k) => /^colher(es)?$/.test(t) && tokens[k + 1] === "de" && tokens[k + 2] === "arroz");
  const after = at < 0 ? undefined : tokens[at + 3];
  if (after === undefined || after === "de" || after === "com" || !matchFood(tokens.slice(at + 2).join(" "))?.complete) return tokens;
  return [...tokens.slice(0, at + 2), "sopa", "de", ...tokens.slice(at + 2)];
}

/** "um prato feito" is the dish (PF), not a plate of something called "feito". */
function plateAsDish(tokens: string[]): string[] {
  const at = tokens.findIndex((t, k) => (t === "prato" || t === "pratos") && (tokens[k + 1] === "feito" || tokens[k + 1] === "feitos"));
  return at < 0 ? tokens : [...tokens.slice(0, at), "marmitex", ...tokens.slice(at + 2)];
}

/** "omelete de 3 ovos": an omelette weighs about what its eggs do, with a little milk and fat. */
function eggsOfOmelette(tokens: string[]): string[] {
  const text = tokens.join(" ");
  const m = /^(?:(?:um|uma|1) )?(omelete|omelet|omeleta|ovos? mexidos?) (?:de|com) (\d+|dois|duas|tres|quatro|cinco) ovos?\b(.*)$/.exec(text);
  if (!m) return tokens;
  const eggs = ({ dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 } as Record<string, number>)[m[2]!] ?? Number(m[2]);
  const food = m[1]!.startsWith("omelet") ? "omelete" : "ovo mexido";
  return [String(eggs * 55), "g", "de", food, ...(m[3] ?? "").trim().split(" ").filter(Boolean)];
}

function withBareSize(tokens: string[]): string[] {
  const inner = tokens.findIndex((t, k) => k > 0 && /^\d{3,4}$/.test(t) && tokens[k - 1] === "de" && tokens[k + 1] === "de" && /^(copo|copao|garrafa|garrafinha|lata|latinha|pote|tigela|taca)$/.test(tokens[k - 2] ?? ""));
  if (inner > 0) return [...tokens.slice(0, inner + 1), "ml", ...tokens.slice(inner + 1)];
  const last = tokens[tokens.length - 1] ?? "";
  // "uma coca 600", "guaraná 2 litros" aside: a drink followed by its bottle size in ml.
  if (tokens.length >= 2 && /^\d{3,4}$/.test(last) && Number(last) >= 180 && SIZED_IN_ML.test(tokens[tokens.length - 2] ?? "")) return [...tokens, "ml"];
  if (tokens.length < 3 || tokens[tokens.length - 2] !== "de" || !/^\d{2,4}$/.test(last) || Number(last) < 50) return tokens;
  return [...tokens, SIZED_IN_ML.test(tokens.join(" ")) ? "ml" : "g"];
}

function parseSegment(input: string[], words: Readonly<Record<string, string>> = {}): TParsedItem {
  let tokens = withBareSize(eggsOfOmelette(plateAsDish(riceOfTheSpoon(input))));
  let rest = tokens;
  let amount: TAmount = { quantity: null, unit: null, size: null };
  const lead = readAmountAt(tokens, 0);
  // "baião de dois", "pizza quatro queijos": a number inside a dish's own name is not an amount.
  const named = FOOD_INDEX.phrases.has(foodTokens(tokens.join(" ")).join(" "));
  const tail = lead?.quantity != null || named ? null : readTailAmount(tokens);
  if (tail) {
    amount = tail;
    rest = tokens.slice(0, tail.start);
    const container = rest.length > 1 ? readUnit(rest, rest.length - 1) : null;
    if (container?.unit.kind === "measure" && tail.unit?.kind !== "measure" && !matchFood(rest.join(" "))?.complete) rest = rest.slice(0, -1);
    while (rest.length > 1 && LINKS.has(rest[rest.length - 1] as string)) rest = rest.slice(0, -1);
    // "copo de 300" after a food: the cup is the amount of what came before, never a food called "copo".
    const cupOnly = rest.length === 1 ? readUnit(rest, 0) : null;
    if (cupOnly?.unit.kind === "measure" && cupOnly.next === 1 && tail.unit?.kind !== "measure") rest = [];
  } else if (lead && (lead.quantity !== null || !COLD_CUTS.test(tokens.join(" ")))) {
    amount = lead;
    // "uma coca lata": the count comes first and the measure after the food.
    const measure = lead.unit === null && tokens.length - lead.next > 1 ? trailingMeasure(tokens, lead.next + 1) : null;
    if (measure) {
      amount = { ...lead, unit: measure.unit };
      tokens = tokens.slice(0, measure.start);
    }
    rest = teaInCup(tokens, lead.next, tokens.slice(lead.next));
    const own = lead.unit ? measureNamingTheFood(tokens, lead.next) : null;
    if (own !== null) {
      amount = { ...amount, unit: null };
      rest = tokens.slice(own);
    }
    const cut = lead.unit && own === null ? cutNamingTheFood(tokens, lead.next, rest) : null;
    if (cut !== null) rest = tokens.slice(cut);
    const de = tokens.lastIndexOf("de", lead.next - 1);
    const shorterNames = de > 0 && rest.length > 0 && !matchFood(rest.join(" "))?.complete && matchFood(tokens.slice(de + 1).join(" "))?.complete;
    const shorterAlone = de > 0 && (rest.length === 0 || rest[0] === "com") && matchFood(tokens.slice(de + 1, lead.next).join(" "))?.complete;
    if (shorterAlone || shorterNames) {
      const shorter = readAmountAt(tokens.slice(0, de + 1), 0);
      if (shorter) amount = shorter;
      rest = tokens.slice(de + 1);
    }
    const each = eachOf(amount, rest);
    if (each) ({ amount, rest } = each);
  } else if (tokens.length > 1) {
    const last = trailingMeasure(tokens, 1);
    // "arroz feijão bife": without a count, a measure that is also a food ends a list, it does not weigh it.
    if (last && !named && !FOOD_MEASURES.has(last.unit.unit)) {
      amount = { ...amount, unit: last.unit };
      rest = tokens.slice(0, last.start);
    }
  }
  let { quantity, unit, size } = amount;
  const madeOf = rest.findIndex((t, k) => k > 0 && t === "de" && readAmountAt(rest, k + 1) !== null);
  if (madeOf > 0 && !matchFood(rest.join(" "))?.complete && matchFood(rest.slice(0, madeOf).join(" "))?.complete) rest = rest.slice(0, madeOf);
  while (rest.length > 0 && LINKS.has(rest[0] as string)) rest = rest.slice(1);
  if (unit && FOOD_MEASURES.has(unit.unit) && rest.every((t) => PREPARATIONS.has(t))) {
    rest = [normalizeText(unit.unit), ...rest];
  } else if (unit?.unit === "posta" && rest.every((t) => PREPARATIONS.has(t) && !ANIMALS.has(t))) {
    rest = ["peixe", ...rest];
  }
  // "um espetinho de frango" is grilled: a skewer never holds the raw meat the bare name reads as.
  if ((unit?.unit === "espeto" || unit?.unit === "espetinho") && rest.some((t) => t !== "espeto" && t !== "espetinho")) {
    rest = rest.filter((t) => t !== "espeto" && t !== "espetinho");
    if (!rest.some((t) => PREPARATIONS.has(t) && !ANIMALS.has(t))) rest = [...rest, "na", "brasa"];
  }
  // "uma espiga de milho" is eaten cooked (or roasted, when said), never the raw ear.
  if (unit?.unit === "espiga" && rest.some((t) => t !== "espiga")) {
    rest = rest.filter((t) => t !== "verde");
    if (!rest.some((t) => PREPARATIONS.has(t) && !ANIMALS.has(t) && t !== "de")) rest = [...rest, "cozido"];
  }
  const trailing = readSize(rest[rest.length - 1]);
  if (trailing !== null && rest.length > 1) {
    size = trailing;
    rest = rest.slice(0, -1);
  }
  // "um pastel grande de carne": the size said between the food and its filling is the food's.
  const inner = rest.findIndex((t, k) => k > 0 && readSize(t) !== null && (rest[k + 1] === "de" || rest[k + 1] === "com"));
  if (inner > 0 && size === null) {
    size = readSize(rest[inner]);
    rest = rest.filter((_, k) => k !== inner);
  }
  ({ rest, unit } = beerOfTheVessel(input.join(" "), rest, quantity, unit));
  return { text: input.join(" "), foodText: boxedJuice(drinkOfPowder(soupReading(rest.join(" ")), quantity, unit)), quantity, unit, size: size ?? 1, words };
}

/** Drinks and porridges made of what is named after them ("vitamina de banana e leite", "mingau de aveia com leite"). */
const BLENDED = /^(vitamina|batida|shake|smoothie|mingau|mingal|papa)\b/;
const BLEND_PARTS = new Set(["leite", "aveia", "banana", "mel", "acucar", "morango", "mamao", "maca", "whey", "granola", "chia", "linhaca", "cacau", "canela", "abacate", "iogurte"]);

/** "com pele", "sem gordura": words after "com" that describe the food before it. */
const MODIFIERS = new Set(["pele", "casca", "gordura", "osso", "capa", "semente", "sementes", "sal"]);

/**
 * True when "x com y" / "x e y" is one mention: y describes x ("com pele") or the whole is a food of the
 * database ("tapioca com manteiga", "baião de dois arroz e feijão de corda", whose last words name no food of their
 * own). Never when both sides carry an amount.
 */
function isOneFood(left: string[], right: string[], connector: string): boolean {
  if (readAmountAt(right, 0)) return false;
  const l = parseSegment(left);
  const r = parseSegment(right);
  const totalAfterCount = (l.unit === null || l.unit.kind === "measure") && r.unit !== null && r.unit.kind !== "measure";
  if (l.quantity !== null && r.quantity !== null && !totalAfterCount) return false;
  // "açaí de 500 ml com granola": an amount after the first food is that food's; joining would lose it ("café 200 ml com
  // leite" stays one drink).
  const blend = /^(leite|acucar|adocante|mel|limao|gelo)$/.test(r.foodText.split(" ")[0] ?? "");
  const sized = readTailAmount(withBareSize(left));
  if (sized?.unit && sized.unit.kind !== "measure" && !blend) return false;
  if (connector === "com" && MODIFIERS.has(right[0] as string) && r.foodText.split(" ").length <= 3) return true;
  if (joinsSoup(l.foodText, r.foodText, connector) || isSecondFilling(l.foodText, r.foodText, connector)) return true;
  // "vitamina de banana c aveia e leite integral": what a blended drink or porridge is made with is part of it.
  if (BLENDED.test(l.foodText) && BLEND_PARTS.has(right[0] as string) && r.quantity === null) return true;
  const text = `${l.foodText} ${connector} ${r.foodText}`;
  if (FOOD_INDEX.phrases.has(foodTokens(text).join(" "))) return true;
  const match = matchFood(text);
  if (!match?.complete) return false;
  // "biscoito recheado trakinas": the last word names the very food the whole does.
  if (match.food === matchFood(r.foodText)?.food) return true;
  if (connector !== "com") return !FOOD_INDEX.phrases.has(foodTokens(r.foodText).join(" "));
  const fused = foodTokens(`com ${r.foodText}`)[0] ?? "";
  return (FOOD_INDEX.byToken.get(fused) ?? []).some((e) => e.food === match.food);
}

function wordsOf(segment: TSegment): Record<string, string> {
  const words: Record<string, string> = {};
  segment.tokens.forEach((t, k) => {
    words[t] ??= segment.raw[k] ?? t;
  });
  return words;
}

/** pt-BR meal text -> food mentions with amount, unit and size. Never throws. */
/** "marmitex de 10 conto", "um pastel de 8 reais", "R$ 15": what it cost, never an amount eaten. */
const PRICE = /\s*\b(?:de|por|a|uns|umas)?\s*(?:r\$\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*(?:conto|contos|reais|real|pila|pilas|mango|mangos)\b)/gi;

/** "pasteizinhos de carne", "um pastelzinho": the party pastel, half the size of the one the tables weigh. */
const PARTY_PASTEL = /\bpast(?:el|ei)zinho(s?)\b/gi;

export function parse(text: string): TParsedItem[] {
  if (typeof text !== "string") return [];
  const said = text.slice(0, 5000).replace(PARTY_PASTEL, (_whole: string, plural: string) => (plural ? "mini pasteis" : "mini pastel"));
  const segments = platesToDish(segmentMeal(boxedJuiceWords(kindAfterKind(countedKinds(placeStaple(said))).replace(PRICE, " ")), isOneFood));
  const items: TParsedItem[] = [];
  segments.forEach((segment, i) => {
    const words = wordsOf(segment);
    const parts = splitAmounts(segment.tokens);
    parts.forEach((part, k) => {
      const parsed = parseSegment(part, words);
      if (k === 0 && joinedOwnSauce(items, parsed, segment.connector)) return;
      const item = k === 0 ? asGarnish(asWrapFilling(items[items.length - 1], parsed, segment.connector), segment.connector) : parsed;
      if (k === parts.length - 1 && isBoxBeforeItsFoods(item, segments[i + 1])) return;
      items.push(...asFoods(k === parts.length - 1 ? plainWhenFilled(item, segments[i + 1]) : item));
    });
  });
  return withMeasureSaidBefore(withLoneAmounts(items.filter((item) => item.foodText.length > 0 || item.quantity !== null)));
}
