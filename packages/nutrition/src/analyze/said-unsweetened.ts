import { getFood } from "../foods/catalog";
import { normalizeText } from "../text/normalize";
import { alternativesFor, sourceOf } from "./reading";
import { nutrientsFor } from "./nutrients";
import type { TAnalyzedItem } from "./resolve";

/**
 * A juice or an açaí said to have no sugar ("suco de maracujá sem açúcar", "o açaí era puro, só a polpa", "suco de
 * abacaxi sem adoçar", "natural"): the survey's juice and the açaí with guaraná syrup carry the sugar the person did not
 * add, so the fruit's own TACO row is read instead at the same amount (data; decision 206). Where TACO has the juice
 * ("Suco de limão galego", "Suco de laranja") that is the row; otherwise the frozen pulp the juice is made of, which
 * is the most it can hold before water is added. A fruit with no such TACO row (goiaba) stays as read.
 */
const UNSWEETENED_ROW: Readonly<Record<string, string>> = {
  acai: "polpa-de-acai-168", abacaxi: "abacaxi-polpa-congelada-165", acerola: "acerola-polpa-congelada-170",
  caja: "caja-polpa-congelada-185", caju: "caju-polpa-congelada-187", cupuacu: "cupuacu-polpa-congelada-193",
  graviola: "graviola-polpa-congelada-202", laranja: "suco-de-laranja-215", limao: "suco-de-limao-galego-219",
  manga: "manga-polpa-congelada-230", maracuja: "maracuja-polpa-congelada-233", pitanga: "pitanga-polpa-congelada-248",
  tangerina: "suco-de-tangerina-252", mexerica: "suco-de-tangerina-252", umbu: "umbu-polpa-congelada-255",
};

/** Words saying nothing sweet went in, and the pulp said on its own. */
const NO_SUGAR = /\b(?:sem (?:acucar|adocar|adocante|xarope|nada)|zero acucar|natural|pur[oa]|polpa pura|so (?:a )?polpa|nao adocei)\b/;

/** The rows read for a bare "açaí": the one with guaraná syrup and the survey's. */
const SWEETENED_ACAI = new Set(["acai-com-xarope-de-guarana-167", "pof-6601706-99"]);

/** The fruit of a juice or of the sweetened açaí ("Suco de maracujá" -> maracuja), none for any other food. */
function fruitOf(item: TAnalyzedItem): string | undefined {
  const words = normalizeText(item.food).split(" ");
  const fruit = SWEETENED_ACAI.has(item.foodId) ? "acai" : (words[0] === "suco" || words[0] === "refresco") && words[1] === "de" ? words[2] : undefined;
  return fruit !== undefined && fruit in UNSWEETENED_ROW ? fruit : undefined;
}

/** "suco de caju sem açúcar", "suco natural de caju": the words right after the fruit or just before it, never another food's. */
function saidUnsweetened(n: string, fruit: string): boolean {
  const at = new RegExp(String.raw`\b${fruit}\b`).exec(n)?.index;
  if (at === undefined) return false;
  return NO_SUGAR.test(n.slice(at, at + 50)) || /\b(?:natural|pur[oa]) de $/.test(n.slice(Math.max(0, at - 12), at));
}

/** The items with each juice or açaí the message says is unsweetened read on the fruit's own row. */
export function withUnsweetenedSaid(message: string, items: readonly TAnalyzedItem[]): TAnalyzedItem[] {
  const n = normalizeText(message);
  const swapped = items.map((item) => {
    const fruit = fruitOf(item);
    const row = fruit ? getFood(UNSWEETENED_ROW[fruit]!) : undefined;
    if (!fruit || !row || row.id === item.foodId || !saidUnsweetened(n, fruit)) return item;
    const measure = `${item.measure.replace(/ \(porção padrão\)/, "")} — sem açúcar: ${row.tacoId !== undefined ? "TACO" : "tabela"}, ${row.name.toLowerCase()}`;
    return {
      ...item,
      foodId: row.id, food: row.name, reading: row.name, measure,
      source: row.tacoId ? `TACO 4ª ed., alimento nº ${row.tacoId}` : row.source,
      ...sourceOf(row), alternatives: alternativesFor(row), ...nutrientsFor(row, item.grams),
    };
  });
  // "um açaí de 400 ml, era só a polpa pura", "o açaí era sem açúcar, só a polpa, 400ml": the pulp named to say how it
  // was made is the same açaí, not one more; of the two, the one the amount was said of stays.
  const byDefault = items.map((item) => item.measure.includes("(porção padrão)"));
  const touched = new Set(swapped.filter((item, i) => item !== items[i]).map((item) => item.foodId));
  return swapped.filter((item, i) => !byDefault[i] || !touched.has(item.foodId) || !swapped.some((other, j) => j !== i && other.foodId === item.foodId && !byDefault[j]));
}
