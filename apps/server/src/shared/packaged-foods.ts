import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getFood, type TFood } from "@nutriguia/nutrition";
import type { TDb } from "../db/client";
import { packagedFoods, type TPackagedFoodRow } from "../db/schema";

/** A packaged food's id in the day log: `ean:` and its barcode, beside the food database's own ids. */
export const PACKAGED_FOOD_ID_PREFIX = "ean:";
export const packagedFoodId = (barcode: string) => `${PACKAGED_FOOD_ID_PREFIX}${barcode}`;

export const OFF_LICENCE = "Dados de Open Food Facts (openfoodfacts.org), licença ODbL";
export const LABEL_LICENCE = "Tabela nutricional do rótulo, digitada por um usuário do NutriGuia";

/** Where an item's numbers came from, as the card and the edit page show it. */
function sourceOf(row: TPackagedFoodRow): string {
  return row.origin === "OPEN_FOOD_FACTS"
    ? `Open Food Facts (ODbL), código ${row.barcode}${row.offRevision !== null ? `, revisão ${row.offRevision}` : ""}`
    : `Rótulo do produto (informado por usuário), código ${row.barcode}`;
}

export const packagedFoodName = (row: Pick<TPackagedFoodRow, "name" | "brand">) =>
  row.brand && !row.name.toLowerCase().includes(row.brand.toLowerCase()) ? `${row.name} (${row.brand})` : row.name;

/** The product as a food record, so portions, items and edits treat it like any food of the database. */
export function toFoodRecord(row: TPackagedFoodRow): TFood {
  const serving = row.servingMeasure && row.measures[row.servingMeasure] !== undefined ? { unit: row.servingMeasure, quantity: 1 } : { unit: "g", quantity: 100 };
  return {
    id: packagedFoodId(row.barcode),
    name: packagedFoodName(row),
    category: row.unit === "ml" ? "bebidas" : "industrializados",
    nutrients: {
      energy: row.calories,
      protein: row.protein,
      carbohydrates: row.carbohydrates,
      fat: row.fat,
      ...(row.fiber !== null ? { fiber: row.fiber } : {}),
      ...(row.sodium !== null ? { sodium: row.sodium } : {}),
    },
    aliases: [],
    heads: [],
    aliasHeads: [],
    rank: 0,
    measures: row.measures,
    serving,
    tags: [],
    source: sourceOf(row),
  };
}

export async function findPackagedFood(db: TDb, barcode: string): Promise<TPackagedFoodRow | null> {
  const [row] = await db.select().from(packagedFoods).where(eq(packagedFoods.barcode, barcode));
  return row ?? null;
}

const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüç";
const PLAIN = "aaaaaeeeeiiiiooooouuuuc";
const fold = (text: string) => [...text.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join("");

/** Products already kept whose name or brand holds every word of the query, accents, case and punctuation aside; newest first. */
export async function searchPackagedFoods(db: TDb, query: string, limit: number): Promise<TFood[]> {
  const words = fold(query).split(/[^a-z0-9]+/).filter((w) => w.length >= 2).slice(0, 6);
  if (words.length === 0) return [];
  const haystack = sql`translate(lower(${packagedFoods.name} || ' ' || coalesce(${packagedFoods.brand}, '')), ${ACCENTED}, ${PLAIN})`;
  const rows = await db
    .select()
    .from(packagedFoods)
    .where(and(...words.map((w) => sql`${haystack} LIKE ${`%${w}%`}`)))
    .orderBy(desc(packagedFoods.createdAt))
    .limit(limit);
  return rows.map(toFoodRecord);
}

/** Foods by id, from the food database or (`ean:…`) from the packaged foods; unknown ids are left out. */
export async function resolveFoods(db: TDb, ids: readonly string[]): Promise<Map<string, TFood>> {
  const found = new Map<string, TFood>();
  const barcodes: string[] = [];
  for (const id of new Set(ids)) {
    if (id.startsWith(PACKAGED_FOOD_ID_PREFIX)) barcodes.push(id.slice(PACKAGED_FOOD_ID_PREFIX.length));
    else {
      const food = getFood(id);
      if (food) found.set(id, food);
    }
  }
  if (barcodes.length > 0) {
    for (const row of await db.select().from(packagedFoods).where(inArray(packagedFoods.barcode, barcodes))) {
      found.set(packagedFoodId(row.barcode), toFoodRecord(row));
    }
  }
  return found;
}
