import { readFileSync } from "node:fs";
import { parseCsvLine } from "../text/csv-line";

/** TACO 4ª ed. reference table, copied into the package with its citation (see data/README.md). */
export const TACO_CSV = new URL("../../data/taco-alimentos.csv", import.meta.url);

export type TTacoRow = { id: number; description: string; cells: readonly string[] };

/** Every row of the reference CSV: TACO number, description and raw cells. */
export function loadTacoRows(): TTacoRow[] {
  return readFileSync(TACO_CSV, "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map(parseCsvLine)
    .map((cells) => ({ id: Number(cells[0]), description: cells[2] ?? "", cells }));
}
