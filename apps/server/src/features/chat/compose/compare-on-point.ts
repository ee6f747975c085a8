import { getFood, type TTargets } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import type { TFoodFacts } from "../facts/food-facts";
import { comparePointAsked, type TComparePoint } from "../understand/compare-point";
import type { TUserFacts } from "../understand/user-facts";
import caffeine from "./caffeine-content.json" with { type: "json" };
import prices from "./protein-prices.json" with { type: "json" };
import { lower, num } from "./format";
import { howMuch } from "./compare-rank";

/**
 * A comparison answered on the point asked (decision 218): protein for the money from the project's price table,
 * caffeine from EFSA's usual servings, and, for a condition, the attribute that decides it (sodium for blood pressure,
 * fat for cholesterol); never the calories of each when they were not asked. Null when the point cannot be answered
 * from data (the caller answers as before).
 */
export type TCompared = { facts: TFoodFacts; phrase: string };

const PROTEIN_GRAMS = 20;
const money = (v: number) => `R$ ${v.toFixed(2).replace(".", ",")}`;

function priceOf(c: TCompared) {
  const said = [c.phrase, foldText(c.facts.name)];
  const entry = prices.foods.find((p) => p.names.some((n) => said.some((s) => s === n || s.startsWith(`${n} `))));
  const protein = entry ? (getFood(entry.id)?.nutrients.protein ?? 0) : 0;
  if (!entry || protein <= 0) return null;
  const grams = (PROTEIN_GRAMS / protein) * 100;
  return { label: entry.label, grams, cost: (grams / 1000) * entry.perKg };
}

function proteinLine(foods: readonly TCompared[]): string {
  const each = foods.filter((c) => c.facts.perPortion && c.facts.portion).map((c) => `${lower(c.facts.name)} tem ${num(c.facts.perPortion!.protein ?? 0)} g em ${c.facts.portion!.measure} (${num(c.facts.per100g?.protein ?? 0)} g por 100 g)`);
  return each.length > 0 ? `Na porção de costume, ${each.join("; ")}.` : "";
}

/** "frango ou ovo, qual dá mais proteína pelo preço?": what 20 g of protein costs in each, from the price table. */
export function costAnswer(foods: readonly TCompared[]): string {
  const priced = foods.map((c) => ({ c, price: priceOf(c) }));
  const known = priced.filter((p) => p.price !== null).sort((a, b) => a.price!.cost - b.price!.cost);
  const missing = priced.filter((p) => p.price === null).map((p) => lower(p.c.facts.name));
  const lines: string[] = [];
  if (known.length >= 2) {
    const [best, other] = [known[0]!, known.at(-1)!];
    const ratio = other.price!.cost / Math.max(0.01, best.price!.cost);
    const how = ratio >= 1.15 ? `: sai por ${ratio >= 1.95 ? `cerca de ${num(Math.round(ratio * 10) / 10)} vezes menos` : `cerca de ${Math.round((1 - 1 / ratio) * 100)}% menos`}` : ", mas a diferença é pequena";
    lines.push(`**Pelo dinheiro, ${lower(best.c.facts.name)} rende mais proteína**${how}. ${PROTEIN_GRAMS} g de proteína (o que uma refeição costuma trazer) custam cerca de ${known.map((k) => `**${money(k.price!.cost)}** em ${k.price!.label} (${num(Math.round(k.price!.grams / 5) * 5)} g)`).join(" e ")}.`);
  } else {
    lines.push(`Não tenho um preço de referência para ${missing.join(" e ")}: o preço muda muito com a região, a marca e a época. Para comparar no mercado, divida o preço do quilo pela proteína de cada um (a conta abaixo) e veja quanto custam ${PROTEIN_GRAMS} g de proteína em cada.`);
    if (known.length === 1) lines.push(`Como referência, ${PROTEIN_GRAMS} g de proteína em ${known[0]!.price!.label} custam cerca de ${money(known[0]!.price!.cost)}.`);
  }
  lines.push(proteinLine(foods));
  if (known.length >= 2 && missing.length > 0) lines.push(`Não tenho preço de referência para ${missing.join(" e ")}.`);
  lines.push("_Preços médios de supermercado (2025), que variam com a região e a época; proteína pela tabela do aplicativo. Nada foi registrado no seu dia._");
  return lines.filter(Boolean).join("\n\n");
}

type TCaffeine = (typeof caffeine.foods)[number];
const CAFFEINE = caffeine.foods.map((e) => ({ ...e, pattern: new RegExp(e.match) }));

function caffeineOf(c: TCompared): TCaffeine | null {
  return CAFFEINE.find((e) => e.pattern.test(c.phrase)) ?? CAFFEINE.find((e) => e.pattern.test(foldText(c.facts.name))) ?? null;
}

/** "café ou chá preto, qual tem mais cafeína?": the usual caffeine of each serving, and per 100 ml, with the day's limit. */
export function caffeineAnswer(foods: readonly TCompared[], nursingOrPregnant: boolean): string | null {
  const known = foods.map((c) => ({ c, e: caffeineOf(c) })).filter((k): k is { c: TCompared; e: TCaffeine } => k.e !== null);
  if (known.length < 2) return null;
  const ranked = [...known].sort((a, b) => b.e.mg - a.e.mg);
  const [top, low] = [ranked[0]!, ranked.at(-1)!];
  const per100 = (e: TCaffeine) => Math.round((e.mg / e.ml) * 100);
  const each = ranked.map((k) => `- **${k.e.label}**: cerca de **${num(k.e.mg)} mg** em ${k.e.serving}${/ml/.test(k.e.serving) ? ` (${num(per100(k.e))} mg por 100 ml)` : ""}`);
  const lead = top.e.mg === low.e.mg ? `**${top.e.label.charAt(0).toUpperCase()}${top.e.label.slice(1)} e ${low.e.label} têm cafeína parecida** na dose de costume.` : `**Mais cafeína: ${top.e.label}**, com cerca de ${num(top.e.mg)} mg contra ${num(low.e.mg)} mg em ${low.e.label} na dose de costume (${howMuch(top.e.mg, low.e.mg)}).`;
  const denser = ranked.every((k) => /ml/.test(k.e.serving)) ? [...known].sort((a, b) => per100(b.e) - per100(a.e))[0]! : null;
  const note = denser && denser.e.label !== top.e.label ? ` Gole a gole, ${denser.e.label} é mais concentrado (${num(per100(denser.e))} mg por 100 ml); a dose é que é menor.` : "";
  const limit = nursingOrPregnant ? "Na gestação e na amamentação, o limite é de **200 mg de cafeína por dia** (EFSA)." : "Para adultos saudáveis, a EFSA considera seguro até **400 mg de cafeína por dia** e até 200 mg de uma vez; na gestação e na amamentação, até 200 mg por dia.";
  return [`${lead}${note}`, each.join("\n"), `O valor muda com a marca, o pó e o preparo. ${limit}`, `_Fonte: ${caffeine.source}. Nada foi registrado no seu dia._`].join("\n\n");
}

/** "presunto ou peito de peru, qual é melhor pra pressão alta?": sodium decides, against the day's limit. */
function sodiumAngle(foods: readonly TCompared[], targets: TTargets | null): string | null {
  const known = foods.filter((c) => c.facts.perPortion?.sodium !== undefined && c.facts.portion);
  if (known.length < 2) return null;
  const ranked = [...known].sort((a, b) => a.facts.perPortion!.sodium! - b.facts.perPortion!.sodium!);
  const [best, worst] = [ranked[0]!, ranked.at(-1)!];
  const limit = targets?.sodiumLimit ?? 2000;
  const each = ranked.map((c) => `- **${c.facts.name}** (${c.facts.portion!.measure}): ${num(c.facts.perPortion!.sodium!)} mg de sódio, ${Math.round((c.facts.perPortion!.sodium! / limit) * 100)}% do limite de ${num(limit)} mg por dia (${num(c.facts.per100g?.sodium ?? 0)} mg por 100 g)`);
  return [
    `**Para a pressão, o que decide é o sódio, e ${lower(best.facts.name)} sai na frente**: ${num(best.facts.perPortion!.sodium!)} mg contra ${num(worst.facts.perPortion!.sodium!)} mg em ${lower(worst.facts.name)} na porção de costume (${howMuch(best.facts.perPortion!.sodium!, worst.facts.perPortion!.sodium!)}).`,
    each.join("\n"),
    "Embutidos e frios variam muito de marca para marca: compare o sódio no rótulo e prefira os que não têm a lupa de \"alto em sódio\". Para o dia a dia, carne, frango ou ovo feitos em casa, com pouco sal, costumam ter bem menos.",
  ].join("\n\n");
}

const GOOD_FAT = /^(azeite|oleo|abacate|castanha|amendoim|nozes|amendoa|linhaca|chia|sardinha|salmao|atum)/;

/** "ovo ou queijo branco, qual é melhor com colesterol alto?": fat, its kind where the name tells it, and cholesterol. */
function cholesterolAngle(foods: readonly TCompared[]): string | null {
  const known = foods.filter((c) => c.facts.perPortion && c.facts.portion);
  if (known.length < 2) return null;
  const fat = (c: TCompared) => c.facts.perPortion!.fat ?? 0;
  const ranked = [...known].sort((a, b) => fat(a) - fat(b));
  const [best, worst] = [ranked[0]!, ranked.at(-1)!];
  const unsaturated = known.filter((c) => GOOD_FAT.test(foldText(c.facts.name)));
  const each = ranked.map((c) => `- **${c.facts.name}** (${c.facts.portion!.measure}): ${num(fat(c))} g de gordura${c.facts.perPortion!.cholesterol !== undefined ? `, ${num(c.facts.perPortion!.cholesterol)} mg de colesterol` : ""}`);
  const lead = unsaturated.length === 1 && unsaturated[0] !== best
    ? `**Com colesterol alto, ${lower(unsaturated[0]!.facts.name)} tende a ser a melhor escolha**, mesmo com mais gordura: a gordura dele é principalmente insaturada, que não eleva o LDL.`
    : `**Com colesterol alto, ${lower(best.facts.name)} sai na frente**: ${num(fat(best))} g de gordura contra ${num(fat(worst))} g em ${lower(worst.facts.name)} na porção de costume (${howMuch(fat(best), fat(worst))}).`;
  return [lead, each.join("\n"), "O que mais eleva o LDL é a gordura saturada (queijos amarelos, carnes gordas, embutidos, manteiga); o colesterol do alimento pesa menos, e a diretriz da SBC aceita até 1 ovo por dia. Siga a orientação do seu médico."].join("\n\n");
}

/** The condition's angle on the foods compared, or null when the condition has none here (diabetes: see glycaemic). */
export function conditionAngle(point: TComparePoint, foods: readonly TCompared[], targets: TTargets | null): string | null {
  if (point.condition === "HYPERTENSION") return sodiumAngle(foods, targets);
  if (point.condition === "HYPERCHOLESTEROLEMIA") return cholesterolAngle(foods);
  return null;
}

/** The foods of the turn with the words the person used for each. */
export function comparedOf(foods: readonly TFoodFacts[], mentions: readonly { phrase: string; food: { name: string } | null }[]): TCompared[] {
  return foods.map((f) => ({ facts: f, phrase: foldText(mentions.find((m) => m.food?.name === f.name)?.phrase ?? f.name) }));
}

/** Said of the profile and the conversation: pregnancy or breastfeeding halves the caffeine limit. */
export const nursingOrPregnant = (user: TUserFacts) => user.conditions.has("PREGNANCY") || user.conditions.has("LACTATION");

/** "qual é melhor?", "qual escolher?", "pra mim": a judgement asked, which a known condition answers. */
const JUDGEMENT = /\b(melhor|pior|escolh\w*|recomend\w*|indica\w*|prefir\w*|vale mais|pra mim|para mim|posso)\b/;
/** The conditions a comparison is judged by, in the order they decide. */
const ANGLED = ["DIABETES", "HYPERTENSION", "HYPERCHOLESTEROLEMIA"] as const;

/** The point of a comparison: said in the message, else the person's own condition when a judgement is asked. */
export function comparePointFor(folded: string, nutrients: readonly string[], user: TUserFacts): TComparePoint | null {
  const said = comparePointAsked(folded);
  if (said || nutrients.length > 0 || !JUDGEMENT.test(folded)) return said;
  const own = ANGLED.find((c) => user.conditions.has(c));
  return own ? { point: "condition", condition: own } : null;
}

/** With diabetes, what decides between two foods is how each moves blood sugar in its usual portion. */
export const DIABETES_LEAD = "**Com diabetes, o que decide é quanto cada um sobe a glicose na porção de costume**: o índice glicêmico e, mais ainda, a carga glicêmica, que junta o índice e o carboidrato da porção.";

/**
 * The comparison on its point (caffeine, cost, a condition's attribute), or null when the point is a nutrient of the
 * table (ranked by compose-food) or nothing beyond the foods.
 */
export function composeCompareOnPoint(folded: string, nutrients: readonly string[], compared: readonly TCompared[], user: TUserFacts, targets: TTargets | null): string | null {
  if (compared.length < 2) return null;
  if (nutrients.includes("caffeine")) return caffeineAnswer(compared, nursingOrPregnant(user));
  const point = comparePointFor(folded, nutrients, user);
  if (point?.point === "cost") return costAnswer(compared);
  return point?.point === "condition" && nutrients.length === 0 ? conditionAngle(point, compared, targets) : null;
}

/**
 * "tapioca ou pão, qual é melhor pra quem tem diabetes?": beside the glycaemic index, which one weighs less on blood sugar
 * in its usual portion, by its available carbohydrate (carbohydrate less fibre), and by how much.
 */
export function carbVerdict(compared: readonly TCompared[]): string {
  const carbs = (c: TCompared) => Math.max(0, (c.facts.perPortion?.carbohydrates ?? 0) - (c.facts.perPortion?.fiber ?? 0));
  const known = compared.filter((c) => c.facts.perPortion && c.facts.portion);
  if (known.length < 2) return "";
  const [best, worst] = [...known].sort((a, b) => carbs(a) - carbs(b));
  const how = howMuch(carbs(best!), carbs(worst!));
  const lead = how === "quase o mesmo"
    ? `**Na porção de costume, os dois pesam quase o mesmo na glicose**: ${num(carbs(best!))} g de carboidrato disponível em ${lower(best!.facts.name)} contra ${num(carbs(worst!))} g em ${lower(worst!.facts.name)}.`
    : `**Na porção de costume, ${lower(best!.facts.name)} pesa menos na glicose**: ${num(carbs(best!))} g de carboidrato disponível (${best!.facts.portion!.measure}) contra ${num(carbs(worst!))} g em ${lower(worst!.facts.name)} (${worst!.facts.portion!.measure}), ${how}.`;
  return `${lead} Qualquer um dos dois cabe em porção controlada, junto de proteína e fibra (ovo, queijo branco, feijão, salada); acompanhe a glicemia como combinou com seu médico.`;
}
