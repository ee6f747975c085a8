import { foldText } from "../chat.text";
import { FOOD_COMPONENT_LABELS, type TFoodComponent, type TTargets } from "@nutriguia/nutrition";
import type { TFoodFacts } from "../facts/food-facts";
import type { TNutrientKey, TQuestionType } from "../understand/question-type";
import type { TUserFacts } from "../understand/user-facts";
import { compositionNotes, conditionNotes } from "./condition-notes";
import { bullets, lower, num } from "./format";
import { satietyLine } from "./compose-satiety";
import { calorieFreeLine } from "./compare-calorie-free";
import { SATIETY_ASKED } from "../understand/follow-up";
import { foodVerdict } from "./compose-food-verdict";
import { childNotes } from "./child-food";
import { asksBeyondCalories, NUTRIENT_NAMES, rankLines } from "./compare-rank";

export { NUTRIENT_NAMES } from "./compare-rank";

/** Azeite and óleo de soja (884 kcal each), arroz branco and integral: within 5 % per 100 g, neither is "lighter". */
const sameEnergy = (a: TFoodFacts, b: TFoodFacts) => Math.abs((a.per100g!.energy ?? 0) - (b.per100g!.energy ?? 0)) <= 0.05 * Math.max(a.per100g!.energy ?? 0, b.per100g!.energy ?? 0);

/** "Ovo cozido — 1 unidade (50 g): 73 kcal, 6,7 g de proteína … Por 100 g: … (fonte: TACO …)". */
export function numbersLine(f: TFoodFacts): string {
  if (!f.perPortion || !f.per100g || !f.portion) return `Não tenho **${lower(f.name)}** na minha base de alimentos, então não tenho números confiáveis para ele. Se me disser os ingredientes e as quantidades, eu calculo.`;
  const p = f.perPortion;
  const h = f.per100g;
  const macro = (n: typeof p) =>
    `${num(n.energy ?? 0)} kcal, ${num(n.protein ?? 0)} g de proteína, ${num(n.carbohydrates ?? 0)} g de carboidratos, ${num(n.fat ?? 0)} g de gorduras${n.fiber !== undefined ? `, ${num(n.fiber)} g de fibras` : ""}${n.sodium !== undefined ? `, ${num(n.sodium)} mg de sódio` : ""}`;
  return `**${f.name}** — ${f.portion.measure}: ${macro(p)}. Por 100 g: ${macro(h)}. _Fonte: ${f.source}._`;
}

function nutrientLine(f: TFoodFacts, nutrient: TNutrientKey, targets: TTargets | null): string | null {
  if (nutrient === "sugar" && f.perPortion && f.portion) {
    return `A tabela de alimentos não separa os açúcares: ${lower(f.name)} (${f.portion.measure}) tem **${num(f.perPortion.carbohydrates ?? 0)} g de carboidratos**${f.tags.includes("high_sugar") ? ", quase todos açúcar" : ""}. A OMS recomenda menos de 10% das calorias do dia em açúcar de adição (idealmente menos de 25 g).`;
  }
  const n = NUTRIENT_NAMES[nutrient];
  if (!n || !f.perPortion || !f.portion) return null;
  const value = f.perPortion[n.key];
  if (value === undefined) return `A tabela não informa ${n.label} para ${lower(f.name)}.`;
  let line = `${f.name} (${f.portion.measure}) tem **${num(value)} ${n.unit} de ${n.label}** (${num(f.per100g![n.key] ?? 0)} ${n.unit} por 100 g).`;
  if (nutrient === "protein" && targets) line += ` Sua meta de proteína é de cerca de ${num(targets.protein)} g por dia: essa porção cobre ${Math.round((value / targets.protein) * 100)}% dela; vale somar outras fontes ao longo do dia.`;
  return line + (targets ? shareOfTarget(nutrient, value, targets) : "");
}

/** What the sodium line adds when salt is a condition's care. */
const SALT_CARE = " Com a sua condição, use raramente e tempere com alho, cebola, cheiro-verde, louro e ervas.";

/** The portion against the person's own daily target or limit, said as a reader weighs it. */
function shareOfTarget(nutrient: TNutrientKey, value: number, targets: TTargets): string {
  const share = (of: number) => Math.round((value / Math.max(1, of)) * 100);
  switch (nutrient) {
    case "sodium": {
      const pct = share(targets.sodiumLimit);
      const weight = pct >= 40 ? " É muito para uma porção só: no resto do dia, prefira comida caseira com pouco sal." : pct >= 20 ? " Vale equilibrar no resto do dia com comida caseira e pouco sal." : "";
      return ` Isso é **${pct}% do seu limite de ${num(targets.sodiumLimit)} mg de sódio por dia**.${weight}`;
    }
    case "fiber":
      return ` Sua meta é de pelo menos ${num(targets.fiber)} g de fibras por dia: essa porção cobre ${share(targets.fiber)}% dela.`;
    case "fat":
      return ` Sua meta é de cerca de ${num(targets.fat)} g de gorduras por dia: essa porção é ${share(targets.fat)}% dela.`;
    case "carbohydrates":
      return ` Sua meta é de cerca de ${num(targets.carbohydrates)} g de carboidratos por dia: essa porção é ${share(targets.carbohydrates)}% dela.`;
    default:
      return "";
  }
}

const COMPONENT_ASKED: readonly [RegExp, TFoodComponent][] = [
  [/\bgluten\b/, "gluten"], [/\blactose\b/, "lactose"], [/\bleite\b/, "milk"], [/\bovos?\b/, "egg"], [/\bamendoim\b/, "peanut"],
  [/\bcastanhas?\b/, "tree_nuts"], [/\bsoja\b/, "soy"], [/\b(camarao|frutos do mar)\b/, "shellfish"], [/\bgergelim\b/, "sesame"],
  [/\btrigo\b/, "wheat"], [/\bcarne\b/, "meat"], [/\bcafeina\b/, "caffeine"], [/\balcool\b/, "alcohol"], [/\bpeixe\b/, "fish"], [/\borigem animal\b/, "animal"],
];

function containsLine(f: TFoodFacts, folded: string): string | null {
  const asked = COMPONENT_ASKED.filter(([p]) => p.test(folded)).map(([, c]) => c);
  if (asked.length === 0) return null;
  return asked
    .map((c) => {
      const label = FOOD_COMPONENT_LABELS[c];
      if (f.composition.contains.includes(c)) return `**Sim: ${lower(f.name)} contém ${label}**${f.composition.because[c] ? ` (vem de: ${f.composition.because[c]})` : ""}.`;
      if (f.composition.mayContain.includes(c)) return `**${f.name} não leva ${label} na receita, mas pode conter por contaminação cruzada**; confira o rótulo ("pode conter ${label}").`;
      return `**Não: ${lower(f.name)} não contém ${label}** pela receita usual. Em produtos industrializados, confira sempre a lista de ingredientes e os alérgenos do rótulo.`;
    })
    .join("\n");
}

function fatteningLine(f: TFoodFacts, targets: TTargets | null): string {
  const kcal = f.perPortion?.energy;
  const share = kcal !== undefined && targets ? ` — cerca de ${Math.round((kcal / targets.calories) * 100)}% da sua meta diária de ${num(targets.calories)} kcal` : "";
  const extra = f.tags.includes("high_sugar") ? " Tem bastante açúcar: prefira porções pequenas e sem coberturas doces." : (f.per100g?.fat ?? 0) > 20 ? " É rico em gordura, então a porção pesa nas calorias." : "";
  return `Nenhum alimento sozinho engorda ou emagrece: o que conta é o total de calorias do dia e a frequência. ${kcal !== undefined && f.portion ? `Uma porção de ${lower(f.name)} (${f.portion.measure}) tem **${num(kcal)} kcal**${share}.` : ""}${extra}`;
}

/** Which of two foods does better per 100 kcal on fibre, protein, sodium and sugar: the answer to "qual é melhor?". */
/** Fats compared by kind, which the table's totals do not show: vegetable oils and nuts against butter, lard and margarine. */
const GOOD_FAT = /^(azeite|oleo de (canola|soja|girassol|milho|oliva)|abacate|castanha|amendoim|nozes|amendoa|linhaca|chia)/;
const POOR_FAT = /^(manteiga|margarina|banha|gordura vegetal|toucinho|bacon|creme de leite|nata)/;

function betterFatLine(a: TFoodFacts, b: TFoodFacts): string | null {
  const [fa, fb] = [foldText(a.name), foldText(b.name)];
  const best = GOOD_FAT.test(fa) && POOR_FAT.test(fb) ? a : GOOD_FAT.test(fb) && POOR_FAT.test(fa) ? b : null;
  if (!best) return null;
  const other = best === a ? b : a;
  return `Para o dia a dia, **${lower(best.name)}** sai na frente: a gordura dele é principalmente insaturada, que protege o coração, enquanto ${lower(other.name)} tem mais gordura saturada. Nas calorias os dois são parecidos, então vale medir a colher.`;
}

function betterLine(a: TFoodFacts, b: TFoodFacts): string {
  const fats = betterFatLine(a, b);
  if (fats) return fats;
  const per100kcal = (f: TFoodFacts, key: "fiber" | "protein" | "sodium") => ((f.per100g?.[key] ?? 0) / Math.max(1, f.per100g?.energy ?? 1)) * 100;
  const sweet = (f: TFoodFacts) => (f.tags.includes("high_sugar") ? 1 : 0);
  const wins = (x: TFoodFacts, y: TFoodFacts) =>
    [per100kcal(x, "fiber") > per100kcal(y, "fiber") * 1.1, per100kcal(x, "protein") > per100kcal(y, "protein") * 1.1, per100kcal(x, "sodium") < per100kcal(y, "sodium") * 0.9, sweet(x) < sweet(y)].filter(Boolean).length;
  const [wa, wb] = [wins(a, b), wins(b, a)];
  if (wa === wb) return "Pelo que a tabela mostra (fibra, proteína, sódio e açúcar para as mesmas calorias), os dois ficam parecidos: escolha pelo que você gosta e pela porção.";
  const [best, other] = wa > wb ? [a, b] : [b, a];
  const why = [
    per100kcal(best, "fiber") > per100kcal(other, "fiber") * 1.1 ? "mais fibra" : "",
    per100kcal(best, "protein") > per100kcal(other, "protein") * 1.1 ? "mais proteína" : "",
    per100kcal(best, "sodium") < per100kcal(other, "sodium") * 0.9 ? "menos sódio" : "",
    sweet(best) < sweet(other) ? "menos açúcar" : "",
  ].filter(Boolean);
  return `Para o dia a dia, **${lower(best.name)}** sai na frente: ${why.join(", ")} para as mesmas calorias.`;
}

const IN_ROWS = new Set<TNutrientKey>(["protein", "carbohydrates", "fiber"]);

function compareLines(foods: readonly TFoodFacts[], conflicted: boolean, folded: string, nutrients: readonly TNutrientKey[]): string[] {
  const known = foods.filter((f) => f.perPortion && f.per100g);
  if (known.length < 2) return [];
  // "qual tem mais ferro?": the line above answers; a table of calories and a word on calories were not asked (decision 218).
  // Protein, carbohydrate and fibre are in the table's rows, which stay beside the ranking.
  const offCalories = asksBeyondCalories(nutrients, folded) && !SATIETY_ASKED.test(folded);
  if (offCalories && nutrients.some((n) => !IN_ROWS.has(n))) return [`_Fontes: ${known.map((f) => f.source).join("; ")}._`];
  // "qual enche mais?": which one holds hunger, answered first, from protein, fibre and volume for the same calories.
  const satiety = SATIETY_ASKED.test(folded) && known.length === 2 ? satietyLine(known[0]!, known[1]!) : null;
  const calorieFree = known.length === 2 ? calorieFreeLine(known[0]!, known[1]!, folded) : null;
  const rows = known.map((f) => `**${f.name}**: ${num(f.per100g!.energy ?? 0)} kcal, ${num(f.per100g!.protein ?? 0)} g de proteína, ${num(f.per100g!.carbohydrates ?? 0)} g de carboidratos e ${num(f.per100g!.fiber ?? 0)} g de fibras por 100 g; ${f.portion!.measure}: ${num(f.perPortion!.energy ?? 0)} kcal`);
  const [a, b] = known as [TFoodFacts, TFoodFacts];
  const byEnergy = [...known].sort((x, y) => (x.per100g!.energy ?? 0) - (y.per100g!.energy ?? 0));
  const lighter = byEnergy[0]!;
  const heavier = byEnergy.at(-1)!;
  return [
    ...(satiety ? [satiety] : []),
    "Comparando pelos dados da tabela:",
    bullets(rows),
    // "Which is better" weighs two foods; with three, the ranking lines and the table above answer.
    ...(conflicted || known.length > 2 || offCalories ? [] : [calorieFree ?? betterLine(a, b)]),
    // With an allergy or restriction at stake, the warning above decides: no talk of swapping one for the other.
    // Next to a food with no calories, a swap "keeping the calories" means nothing: the line above says it all.
    ...(calorieFree || offCalories ? [] : [conflicted
      ? `Grama por grama, ${sameEnergy(lighter, heavier) ? "os dois têm praticamente as mesmas calorias" : `**${lower(lighter.name)}** tem menos calorias que ${lower(heavier.name)}`}; mas, pelo que você me contou, o aviso acima vale antes das calorias.`
      : `Grama por grama, ${sameEnergy(lighter, heavier) ? "os dois têm praticamente as mesmas calorias" : `**${lower(lighter.name)}** tem menos calorias que ${lower(heavier.name)}`}. Na prática, o que decide é a porção: dá para trocar um pelo outro mantendo as calorias parecidas, ajustando a quantidade. Nenhum dos dois, sozinho, engorda.`]),
    `_Fontes: ${known.map((f) => f.source).join("; ")}._`,
  ];
}

/** Raw or runny egg said in words ("mousse com clara em neve crua", "maionese caseira", "gemada"), whatever the table's cooked egg. */
const RAW_EGG = /\b(ovos?|claras?|gemas?)\b[^.?!]{0,30}\bcru[as]?\b|\bcru[as]? de ovo\b|\bovos? (mole|mal cozid\w*|mal passad\w*)\b|\bmaionese caseira\b|\bgemada\b/;
const RAW_EGG_NOTE =
  "🚫 **Na gestação e para crianças, nada de ovo cru ou mal cozido** (mousse com clara em neve crua, maionese caseira, gemada, ovo com gema mole): há risco de salmonela. Prefira versões com a clara cozida (merengue suíço ou italiano), ovo pasteurizado ou uma mousse feita com gelatina.";

/**
 * Answers about named foods: numbers per portion and per 100 g with the source, then what the question asked. With
 * `withNumbers` false (a curated entry already answers), only the notes the person's conditions, child or restrictions
 * call for.
 */
export function composeFoodAnswer(type: TQuestionType, foods: readonly TFoodFacts[], nutrients: readonly TNutrientKey[], facts: TUserFacts, targets: TTargets | null, folded: string, conflicted: boolean, withNumbers = true): string {
  const parts: string[] = [];
  const avoided = new Set(facts.avoid.map((a) => a.component));
  if (RAW_EGG.test(folded) && (facts.conditions.has("PREGNANCY") || facts.child)) parts.push(RAW_EGG_NOTE);
  // "tem muito sódio?" with high blood pressure: the sodium line says it against the person's own limit, once.
  const sodiumAsked = type === "nutrient-in-food" && nutrients.includes("sodium");
  const SODIUM_NOTE = /^⚠️ \*\*Atenção ao sódio/;
  for (const f of foods) parts.push(...conditionNotes(f, facts.conditions).filter((n) => !(sodiumAsked && SODIUM_NOTE.test(n))), ...childNotes(f, facts.child));
  if (type === "compare") parts.push(...rankLines(foods, nutrients, folded), ...compareLines(foods, conflicted, folded, nutrients));
  for (const f of type === "compare" && foods.length >= 2 ? [] : foods.slice(0, 3)) {
    if (type === "nutrient-in-food") {
      const saltCare = facts.conditions.has("HYPERTENSION") || facts.conditions.has("HEART_DISEASE") || facts.conditions.has("KIDNEY_DISEASE");
      const lines = nutrients.map((n) => { const line = nutrientLine(f, n, targets); return line && n === "sodium" && saltCare && (f.perPortion?.sodium ?? 0) >= 400 ? line + SALT_CARE : line; }).filter((l): l is string => Boolean(l));
      parts.push(...lines);
    }
    if (type === "does-it-contain") {
      const line = containsLine(f, folded);
      if (line) parts.push(line);
    }
    if (type === "is-it-fattening") parts.push(fatteningLine(f, targets));
    const notes = compositionNotes(f, facts.conditions, facts.child !== null, avoided, folded);
    const warns = (n: string) => /^(🚫|⚠️)/.test(n);
    // "queijo coalho é gorduroso?", "barrinha é saudável?": the judgement asked, from the numbers, before them.
    const verdict = type === "is-it-safe-for-me" && withNumbers && !conflicted && f === foods[0] && ![...parts, ...notes].some(warns) ? foodVerdict(f, folded) : null;
    if (verdict) parts.push(verdict);
    // A food the person must not eat gets its warning and numbers, not trivia about it.
    parts.push(...notes.filter(warns), ...(withNumbers ? [numbersLine(f)] : []), ...(conflicted ? [] : notes.filter((n) => !warns(n))));
  }
  if (withNumbers && type === "is-it-safe-for-me" && !conflicted && parts.every((p) => !/^(🚫|⚠️)/.test(p))) {
    const said = facts.avoid.length > 0 || facts.conditions.size > 0 || facts.diets.size > 0;
    if (said) parts.unshift(`Pelo que você me contou, ${foods.map((f) => lower(f.name)).join(" e ")} não tem nada que conflite com suas restrições ou condições. Veja os números:`);
  }
  return parts.join("\n\n");
}
