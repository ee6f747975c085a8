import type { TFoodRecord } from "../foods/food-types";

/**
 * How a planned food is bought: under which name (cooked forms of one product merge: "Ovo cozido" and
 * "Ovo mexido" are "Ovos"), how many grams of it raw or dry make one gram as planned, and in what unit.
 */
export type TPurchase = {
  name: string;
  /** Grams bought per gram planned: meat loses about 30 % cooking, rice triples, beans gain 2.5 times. */
  raw: number;
  unit:
    | { kind: "weight"; raw: boolean }
    | { kind: "count"; grams: number }
    | { kind: "pack"; label: string; grams: number };
};

type TRule = { pattern: RegExp; name?: string; raw?: number; unit: TPurchase["unit"] };

const COOKED = /\s+(cozid[oa]s?|grelhad[oa]|assad[oa]|refogad[oa]|mexido|crua?|sem pele|sem gordura|filé congelado|filé|grande)(?=\s|$)/g;
const RAW_WEIGHT = { kind: "weight", raw: true } as const;
const WEIGHT = { kind: "weight", raw: false } as const;
const pack = (label: string, grams: number) => ({ kind: "pack", label, grams }) as const;
const count = (grams: number) => ({ kind: "count", grams }) as const;

/** First match wins; a food matching none is bought by weight as planned. */
const RULES: readonly TRule[] = [
  { pattern: /^Ovo/, name: "Ovos", unit: count(50) },
  { pattern: /^Peito de frango/, name: "Peito de frango", raw: 1 / 0.7, unit: RAW_WEIGHT },
  { pattern: /^Inteiro de frango/, name: "Frango inteiro", raw: 1 / 0.6, unit: RAW_WEIGHT },
  { pattern: /^Arroz branco/, name: "Arroz branco", raw: 1 / 2.8, unit: pack("pacote de 1 kg", 1000) },
  { pattern: /^Arroz integral/, name: "Arroz integral", raw: 1 / 2.6, unit: pack("pacote de 1 kg", 1000) },
  { pattern: /^(Feijão|Lentilha|Grão)/, raw: 1 / 2.5, unit: pack("pacote de 500 g", 500) },
  { pattern: /^Macarrão/, name: "Macarrão", raw: 1 / 2.4, unit: pack("pacote de 500 g", 500) },
  { pattern: /^Quinoa/, name: "Quinoa", raw: 1 / 2.7, unit: pack("pacote de 200 g", 200) },
  { pattern: /^Cuscuz de milho/, name: "Flocão de milho", raw: 1 / 2.2, unit: pack("pacote de 500 g", 500) },
  { pattern: /^Tapioca/, name: "Goma de tapioca", raw: 0.85, unit: pack("pacote de 500 g", 500) },
  { pattern: /^Aveia/, unit: pack("pacote de 200 g", 200) },
  { pattern: /^Granola/, unit: pack("pacote de 250 g", 250) },
  { pattern: /^Pão francês/, unit: count(50) },
  { pattern: /^Pão de queijo/, unit: count(30) },
  { pattern: /^Pão/, unit: pack("pacote de 500 g", 500) },
  { pattern: /^Biscoito/, unit: pack("pacote de 200 g", 200) },
  { pattern: /^Azeite/, name: "Azeite de oliva", unit: pack("garrafa de 500 ml", 460) },
  { pattern: /^Café com leite/, name: "Leite integral", raw: 0.5, unit: pack("caixa de 1 litro", 1030) },
  { pattern: /^Leite de soja/, unit: pack("caixa de 1 litro", 1000) },
  { pattern: /^Leite/, unit: pack("caixa de 1 litro", 1030) },
  { pattern: /^Iogurte/, unit: pack("pote", 170) },
  { pattern: /^Alface/, unit: pack("pé", 250) },
  { pattern: /^(Rúcula|Agrião|Couve manteiga)/, unit: pack("maço", 200) },
  { pattern: /^(Banana|Maçã|Laranja|Kiwi|Pera|Goiaba|Mexerica|Manga|Mamão Papaia|Tomate|Pepino|Abacate)/, unit: count(0) },
  { pattern: /^(Mamão Formosa|Melão|Abacaxi)/, unit: pack("unidade", 1400) },
  { pattern: /^Melancia/, unit: pack("unidade", 6000) },
  { pattern: /^(Morango|Uva)/, unit: pack("bandeja de 500 g", 500) },
  { pattern: /^(Batata|Mandioca|Abóbora|Cenoura cozida|Beterraba cozida|Chuchu|Abobrinha|Berinjela|Brócolis|Couve-flor|Vagem)/, raw: 1.1, unit: RAW_WEIGHT },
];

/** The shopping name: the product without how it was cooked ("Patinho sem gordura grelhado" → "Patinho"). */
function productName(food: TFoodRecord): string {
  return food.name.replace(COOKED, "").replace(/\s+/g, " ").trim();
}

export function purchaseFor(food: TFoodRecord): TPurchase {
  const rule = RULES.find((r) => r.pattern.test(food.name));
  if (rule) {
    const unit = rule.unit.kind === "count" && rule.unit.grams === 0 ? count(food.measures.unidade ?? 100) : rule.unit;
    return { name: rule.name ?? productName(food), raw: rule.raw ?? 1, unit };
  }
  if (food.category === "carnes") return { name: productName(food), raw: 1 / 0.7, unit: RAW_WEIGHT };
  if (food.category === "pescados") return { name: productName(food), raw: 1 / 0.8, unit: RAW_WEIGHT };
  return { name: productName(food), raw: 1, unit: WEIGHT };
}
