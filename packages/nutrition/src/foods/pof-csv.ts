import { readFileSync } from "node:fs";
import { parseCsvLine } from "../text/csv-line";
import type { TPofRow } from "./pof-row";

/** IBGE POF 2008-2009 composition table, trimmed copy kept in the package (see data/README.md). */
export const POF_CSV = new URL("../../data/pof-composicao.csv", import.meta.url);

const num = (cell: string | undefined): number => (cell === undefined || cell === "" ? 0 : Math.round(Number(cell) * 100) / 100);

/** Every row of the POF CSV as a tuple; rows without energy (diet drinks, sweeteners) are kept with 0 kcal. */
export function loadPofRows(): TPofRow[] {
  const [header, ...lines] = readFileSync(POF_CSV, "utf8").trim().split("\n");
  const names = parseCsvLine(header ?? "");
  const at = (cells: string[], name: string) => cells[names.indexOf(name)];
  return lines.map((line) => {
    const c = parseCsvLine(line);
    return [
      Number(at(c, "codigo_alimento")),
      Number(at(c, "codigo_preparacao")),
      (at(c, "descricao_alimento") ?? "").replace(/\s+/g, " ").trim(),
      num(at(c, "energia_kcal")),
      num(at(c, "proteina_g")),
      num(at(c, "lipidios_g")),
      num(at(c, "carboidrato_g")),
      num(at(c, "fibra_g")),
      Math.round(num(at(c, "sodio_mg")) + num(at(c, "sodio_adicao_mg"))),
      num(at(c, "calcio_mg")),
      num(at(c, "ferro_mg")),
      num(at(c, "potassio_mg")),
      num(at(c, "vitamina_c_mg")),
      num(at(c, "colesterol_mg")),
    ] as const;
  });
}
