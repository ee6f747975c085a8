import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";
import { getFood } from "../foods/catalog";
import { createRandom } from "../plans/random";
import { loadTacoRows } from "./taco-csv";
import { buildMeals, naturalPhrase, phrasingsFor, withAmount, wordsOf, type TMention } from "./taco-phrasings";

const rows = loadTacoRows().filter((row) => row.cells[4] !== "NA");
const wordSets = rows.map((row) => new Set(wordsOf(naturalPhrase(row.description))));

/** True when exactly one TACO food has every word of the phrase. */
function unique(phrase: string): boolean {
  const words = wordsOf(phrase);
  return wordSets.filter((set) => words.every((w) => set.has(w))).length === 1;
}

const pool = rows.flatMap((row) => {
  const liquid = /^"?Bebidas/.test(row.cells[1] ?? "") || /suco|fluido/i.test(row.description);
  return phrasingsFor(row.description, unique).map((text) => ({ text, tacoId: row.id, liquid }));
});

function check(text: string, mentions: readonly TMention[], failures: string[]): number {
  const items = analyze(text).items;
  let hits = 0;
  mentions.forEach((m, i) => {
    const item = items[i];
    const tacoId = item ? getFood(item.foodId)?.tacoId : undefined;
    if (item && tacoId === m.tacoId && Math.abs(item.grams - m.grams) < 0.5) hits++;
    else failures.push(`${m.text} [${m.tacoId}, ${m.grams} g] <- "${text}" -> ${item ? `${item.food} [${tacoId}], ${item.grams} g` : "nada"}`);
  });
  return hits;
}

describe("frases naturais geradas a partir de cada alimento da TACO", () => {
  it(`resolvem para o alimento e as gramas certos em ao menos 97% das menções`, () => {
    expect(rows.length).toBe(591);
    const random = createRandom(102);
    const failures: string[] = [];
    let hits = 0;
    let total = 0;
    for (const p of pool) {
      const { sentence, mention } = withAmount(p.text, p.tacoId, p.liquid, random);
      hits += check(sentence, [mention], failures);
      total++;
    }
    for (const meal of buildMeals(pool, 7)) {
      hits += check(meal.text, meal.mentions, failures);
      total += meal.mentions.length;
    }
    const rate = hits / total;
    console.log(`resolução exata: ${hits}/${total} = ${(rate * 100).toFixed(1)}% (${pool.length} frases de ${rows.length} alimentos)`);
    if (process.env.SHOW_FAILURES) console.log(failures.join("\n"));
    expect(rate).toBeGreaterThanOrEqual(0.97);
  });
});
