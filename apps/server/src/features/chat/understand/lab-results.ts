import type { THealthCondition } from "@nutriguia/domain";

/** A blood test or pressure reading said with its number ("meu ldl deu 190", "glicada 6,0", "pressão 14 por 9"). */
export type TLabMarker = "LDL" | "TOTAL_CHOLESTEROL" | "HDL" | "TRIGLYCERIDES" | "FASTING_GLUCOSE" | "A1C" | "URIC_ACID" | "FERRITIN" | "VITAMIN_D" | "B12" | "PRESSURE";
export type TLabResult = { marker: TLabMarker; value: number; diastolic?: number };

/** Accents and case folded, punctuation kept: "6,0" and "14/9" still read as numbers. */
function plain(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
/** Between the marker and its number: "deu", "de", "ta em", "foi pra", a colon, "de jejum". */
const GAP = String.raw`(?:\s*[:=]?\s*|\s+(?:(?:de jejum|em jejum|jejum|deu|deram|de|do|ta|tá|esta|estava|foi|ficou|veio|subiu|caiu|pra|para|em|agora|no exame|mg\/dl|mg|%)\s*){1,4})`;

/** The words of each marker, folded: shared with the statements that say a marker is high ("colesterol alto"). */
export const LAB_MARKER_WORDS: Readonly<Record<Exclude<TLabMarker, "PRESSURE">, string>> = {
  LDL: String.raw`(?:ldl|colesterol ruim|ldl colesterol)`,
  HDL: String.raw`(?:hdl|colesterol bom)`,
  TOTAL_CHOLESTEROL: String.raw`(?<!ldl |hdl )(?:colesterol total|colesterol)(?! (?:ruim|bom))`,
  TRIGLYCERIDES: String.raw`(?:triglicerideos?|triglicerides|triglicerides?|trigliceridios?)`,
  A1C: String.raw`(?:hemoglobina glicada|glicada|hba1c|a1c)`,
  FASTING_GLUCOSE: String.raw`(?:glicemia|glicose|acucar no sangue)`,
  URIC_ACID: String.raw`(?:acido urico)`,
  FERRITIN: String.raw`(?:ferritina)`,
  VITAMIN_D: String.raw`(?:vitamina d|vit d|25 ?oh)`,
  B12: String.raw`(?:vitamina b12|vit b12|b12)`,
};
/** Each marker followed by its number ("ldl deu 190"), not by an age, a weight or a time; compiled once. */
const MARKERS = (Object.entries(LAB_MARKER_WORDS) as [TLabMarker, string][]).map(
  ([marker, words]) => [marker, new RegExp(String.raw`\b${words}${GAP}${NUMBER}(?!\s*(?:anos|kg|quilos|semanas|dias|horas|h\b))`)] as const,
);

const PRESSURE = new RegExp(String.raw`\bpressao${GAP}(\d{2,3})\s*(?:por|x|\/|sobre)\s*(\d{1,3})\b`);

function toNumber(raw: string): number {
  return Number(raw.replace(",", "."));
}

/** Every marker the message gives a number for; a pressure "14 por 9" is read as 140/90. */
export function readLabResults(text: string): TLabResult[] {
  const t = plain(text);
  const found: TLabResult[] = [];
  for (const [marker, pattern] of MARKERS) {
    const m = pattern.exec(t);
    if (!m) continue;
    const value = toNumber(m[1]!);
    if (marker === "FASTING_GLUCOSE" && found.some((f) => f.marker === "A1C" && f.value === value)) continue;
    found.push({ marker, value });
  }
  const p = PRESSURE.exec(t);
  if (p) {
    let [sys, dia] = [Number(p[1]), Number(p[2])];
    if (sys < 30) [sys, dia] = [sys * 10, dia * 10];
    if (sys >= 70 && sys <= 260 && dia >= 40 && dia <= 160) found.push({ marker: "PRESSURE", value: sys, diastolic: dia });
  }
  return found.filter(plausible);
}

const RANGES: Record<TLabMarker, [number, number]> = {
  LDL: [20, 600],
  HDL: [10, 150],
  TOTAL_CHOLESTEROL: [80, 800],
  TRIGLYCERIDES: [20, 3000],
  FASTING_GLUCOSE: [40, 600],
  A1C: [3, 20],
  URIC_ACID: [1, 20],
  FERRITIN: [1, 2000],
  VITAMIN_D: [3, 150],
  B12: [50, 3000],
  PRESSURE: [70, 260],
};

function plausible(r: TLabResult): boolean {
  const [lo, hi] = RANGES[r.marker];
  return r.value >= lo && r.value <= hi;
}

/** The conditions a result places the person in for the rest of the conversation (never pre-diabetes as diabetes). */
export function conditionsFromLabs(results: readonly TLabResult[]): THealthCondition[] {
  const out = new Set<THealthCondition>();
  for (const r of results) {
    if ((r.marker === "LDL" && r.value >= 160) || (r.marker === "TOTAL_CHOLESTEROL" && r.value >= 240) || (r.marker === "TRIGLYCERIDES" && r.value >= 200)) out.add("HYPERCHOLESTEROLEMIA");
    if ((r.marker === "FASTING_GLUCOSE" && r.value >= 126) || (r.marker === "A1C" && r.value >= 6.5)) out.add("DIABETES");
    if (r.marker === "PRESSURE" && (r.value >= 140 || (r.diastolic ?? 0) >= 90)) out.add("HYPERTENSION");
    if (r.marker === "FERRITIN" && r.value < 15) out.add("ANEMIA");
  }
  return [...out];
}

/** Fasting glucose of 100–125 mg/dL or an A1C of 5,7–6,4 %: pre-diabetes (SBD 2023), its own state, never diabetes. */
export function prediabetesFromLabs(results: readonly TLabResult[]): boolean {
  return results.some((r) => (r.marker === "FASTING_GLUCOSE" && r.value >= 100 && r.value < 126) || (r.marker === "A1C" && r.value >= 5.7 && r.value < 6.5));
}
