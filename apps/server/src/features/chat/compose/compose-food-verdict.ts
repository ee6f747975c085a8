import type { TFoodFacts } from "../facts/food-facts";
import { lower, num } from "./format";

/**
 * "queijo coalho é muito gorduroso?", "barrinha de cereal é saudável?", "pode comer mortadela?" with no curated entry:
 * the answer is composed from the food's own numbers, read against label thresholds, instead of a bare card or "não
 * tenho isso na minha base" (issue 27). Thresholds per 100 g: sodium ≥ 600 mg is ANVISA's front-of-pack "alto em sódio"
 * (RDC 429/2020); total fat > 17,5 g is "high" in the UK's traffic-light label (FSA); a source of fibre gives ≥ 2,5 g
 * and of protein ≥ 10 g per usual portion.
 */
const HIGH_SODIUM = 600;
const HIGH_FAT = 17.5;
const LOW_FAT = 3;
const DENSE_KCAL = 400;

type TAspect = "fat" | "sodium" | "sugar" | "energy" | "overall";

const ASPECTS: readonly [TAspect, RegExp][] = [
  ["fat", /\b(?:gordur\w*|gordos[oa]s?|oleos[oa]s?)\b/],
  ["sodium", /\b(?:salgad[oa]s?|sodio|sal)\b/],
  ["sugar", /\b(?:doces?|acucar\w*|acucarad[oa]s?)\b/],
  ["energy", /\b(?:calori\w*|pesad[oa]s?)\b/],
];

const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

export function foodVerdict(f: TFoodFacts, folded: string): string | null {
  const per100 = f.per100g;
  const portion = f.perPortion;
  if (!per100 || !portion || !f.portion) return null;
  // "gelatina diet" read as plain gelatine: the numbers are another product's, so no judgement from them.
  const variant = /\b(?:diet|zero|light|sem acucar|integral|desnatad[oa])\b/.exec(folded)?.[0];
  if (variant && !fold(f.name).includes(variant)) return null;
  // "e a salgada?" after a sweet pamonha: another kind of the food is asked, and these numbers are not its numbers.
  if (/^(?:e |mas e )?(?:o|a|os|as) [a-z]+$/.test(folded)) return null;
  const aspect = ASPECTS.find(([, p]) => p.test(folded))?.[0] ?? "overall";
  const name = `**${f.name}**`;
  const serving = `${f.portion.measure} tem ${num(portion.energy ?? 0)} kcal`;
  const fat = per100.fat ?? 0;
  const sodium = per100.sodium ?? 0;
  const sweet = f.tags.includes("high_sugar");
  if (aspect === "fat") {
    const level = fat > HIGH_FAT ? "Sim, é rico em gordura" : fat <= LOW_FAT ? "Não, tem pouca gordura" : "Tem gordura moderada";
    return `${level}: ${name} tem ${num(fat)} g de gordura por 100 g (acima de 17,5 g já conta como alto); ${serving} e ${num(portion.fat ?? 0)} g de gordura.`;
  }
  if (aspect === "sodium") {
    const level = sodium >= HIGH_SODIUM ? "Sim, é alto em sódio" : "Não chega a ser alto em sódio";
    return `${level}: ${name} tem ${num(sodium)} mg de sódio por 100 g (a partir de 600 mg o rótulo leva a lupa de "alto em sódio"); ${f.portion.measure} tem ${num(portion.sodium ?? 0)} mg, de um limite de 2.000 mg por dia.`;
  }
  if (aspect === "sugar") return sweet ? `Sim, ${lower(f.name)} tem bastante açúcar: ${serving}, quase tudo de carboidrato (${num(portion.carbohydrates ?? 0)} g). Vale como sobremesa de vez em quando, em porção pequena.` : null;
  const concerns = [
    ...(fat > HIGH_FAT ? [`muita gordura (${num(portion.fat ?? 0)} g)`] : []),
    ...(sodium >= HIGH_SODIUM ? [`muito sódio (${num(portion.sodium ?? 0)} mg)`] : []),
    ...(sweet ? ["bastante açúcar"] : []),
  ];
  const fiber = portion.fiber ?? 0;
  const protein = portion.protein ?? 0;
  const goods = [...(protein >= 10 ? [`boa proteína (${num(protein)} g)`] : []), ...(fiber >= 2.5 ? [`boa fibra (${num(fiber)} g)`] : [])];
  const dense = (per100.energy ?? 0) >= DENSE_KCAL;
  if (concerns.length > 0) return `${name} cabe de vez em quando, em porção pequena, não como hábito: ${serving}, com ${concerns.join(" e ")}.${goods.length > 0 ? ` Tem ${goods.join(" e ")}.` : ""}`;
  if (goods.length > 0) return `${name} é uma boa escolha no dia a dia, na porção usual: ${serving}, com ${goods.join(" e ")}.${dense ? " É concentrado em calorias, então vale medir a porção." : ""}`;
  if (aspect === "energy") return null;
  // Little protein and fibre for its calories: it fills little, whatever else it holds.
  const fillsLittle = protein < 3 && fiber < 1.5 && (portion.energy ?? 0) >= 60;
  return fillsLittle
    ? `${name} pode, mas sustenta pouco: ${serving}, com ${num(protein)} g de proteína e ${num(fiber)} g de fibra. Como lanche, uma fruta com um punhado de castanhas ou um iogurte natural sacia mais.`
    : `${name} cabe no dia a dia na porção usual: ${serving}${dense ? ", e é concentrado em calorias, então vale medir a porção" : ""}. O que pesa é a quantidade e o resto do prato.`;
}
