import { readFileSync } from "node:fs";

/** TACO 4ª ed. reference table, copied into the package with its citation (see data/README.md). */
export const TACO_CSV = new URL("../../data/taco-alimentos.csv", import.meta.url);

export type TTacoRow = { id: number; description: string; cells: readonly string[] };

function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** Every row of the reference CSV: TACO number, description and raw cells. */
export function loadTacoRows(): TTacoRow[] {
  return readFileSync(TACO_CSV, "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map(parseCsvLine)
    .map((cells) => ({ id: Number(cells[0]), description: cells[2] ?? "", cells }));
}
