import { readFileSync } from "node:fs";

export type TCorpusCase = { id: string; text: string; tier: string; expected: { kcal: number; carbohydrates: number } };

const FILES = ["corpus/meals-dev.jsonl", "corpus/meals-heldout.jsonl", "corpus/meals-heldout-2.jsonl", "nutrition-eval-sample.jsonl", "pof-meals-fixture.jsonl"];

function load(name: string): TCorpusCase[] {
  const url = new URL(`../../data/${name}`, import.meta.url);
  return readFileSync(url, "utf8").trim().split("\n").map((line) => JSON.parse(line) as TCorpusCase);
}

/** Every meal the team keeps: the development and held-out corpus, the published sample and the POF fixture. */
export const CORPUS: readonly TCorpusCase[] = FILES.flatMap(load);
export const DEV: readonly TCorpusCase[] = load(FILES[0] as string);
export const HELD_OUT: readonly TCorpusCase[] = load(FILES[1] as string);
export const HELD_OUT_2: readonly TCorpusCase[] = load(FILES[2] as string);
