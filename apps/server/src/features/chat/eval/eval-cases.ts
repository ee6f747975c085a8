import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TNutritionalProfileUpdate } from "@nutriguia/domain";

export type TEvalCase = {
  id: string;
  kind: string;
  text?: string;
  turns?: string[];
  must: string[];
  mustAny: string[][];
  mustNot: string[];
  safety?: boolean;
  kb?: boolean;
  /** What a nutritionist would call a good answer (our own conversations). */
  good?: string;
  profile?: Partial<TNutritionalProfileUpdate>;
};

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadCases(file: string): TEvalCase[] {
  return fs
    .readFileSync(path.join(here, file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TEvalCase);
}

/** The profile the samples are judged with: woman, 34, 68.5 kg, 165 cm, lightly active, weight loss, no restrictions. */
export const EVAL_PROFILE: TNutritionalProfileUpdate = {
  age: 34,
  weight: 68.5,
  height: 165,
  gender: "FEMALE",
  activityLevel: "LIGHTLY_ACTIVE",
  goal: "WEIGHT_LOSS",
};

/** Why a reply fails the case, or null when it passes (must: case-sensitive; mustAny and mustNot: case-insensitive). */
export function judge(reply: string, c: TEvalCase): string | null {
  const lower = reply.toLowerCase();
  for (const m of c.must) if (!reply.includes(m)) return `missing "${m}"`;
  for (const group of c.mustAny) if (!group.some((m) => lower.includes(m.toLowerCase()))) return `none of ${JSON.stringify(group)}`;
  for (const m of c.mustNot) if (lower.includes(m.toLowerCase())) return `contains "${m}"`;
  return null;
}
