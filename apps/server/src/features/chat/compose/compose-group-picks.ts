import { analyze, getFood, isDisliked } from "@nutriguia/nutrition";
import { findConflicts } from "../facts/food-conflicts";
import { foodFacts, type TFoodFacts } from "../facts/food-facts";
import type { TGroupAsked } from "../understand/group-asked";
import type { TUserFacts } from "../understand/user-facts";
import { bullets, num } from "./format";
import PICKS from "./group-picks.json" with { type: "json" };

type TPicks = { title: string; lean: string[]; moderation: string[]; tips: string };
const LISTS = PICKS as Record<string, Record<string, TPicks>>;

/** A pick said as on a menu, as the tables read it; null when the tables have no such food. */
function factsOf(said: string): TFoodFacts | null {
  const item = analyze(said).items[0];
  const food = item ? getFood(item.foodId) : undefined;
  if (!food) return null;
  const facts = foodFacts(food);
  return facts.portion && facts.perPortion ? facts : null;
}

/** What the person leaves out, allergies, diets or dislikes said in the chat or saved in the profile. */
function leftOut(f: TFoodFacts, facts: TUserFacts): boolean {
  const food = f.foodId ? getFood(f.foodId) : undefined;
  if (!food) return true;
  return isDisliked(food, facts.profile?.dislikedFoods ?? []) || findConflicts([{ name: f.name, composition: f.composition }], facts.avoid).length > 0;
}

const line = (f: TFoodFacts) => `${f.name} — ${f.portion!.measure.replace(/ \(porção padrão\)/, "")}: ${num(Math.round(f.perPortion!.energy ?? 0))} kcal, ${num(Math.round(f.perPortion!.protein ?? 0))} g de proteína`;

/**
 * "quais carnes vc me indica?" after "não como porco" and "vou num rodízio": the leaner picks of the group for the
 * occasion, the fattier ones to keep small, and what was left out because the person does not eat it. Nothing is logged.
 */
export function composeGroupPicks(asked: TGroupAsked, facts: TUserFacts): string | null {
  const picks = LISTS[asked.group]?.[asked.occasion ?? "default"] ?? LISTS[asked.group]?.default;
  if (!picks) return null;
  const read = (list: string[]) => list.map(factsOf).filter((f): f is TFoodFacts => f !== null);
  const lean = read(picks.lean);
  const moderation = read(picks.moderation);
  const out = [...lean, ...moderation].filter((f) => leftOut(f, facts));
  const kept = (list: TFoodFacts[]) => list.filter((f) => !out.includes(f));
  if (kept(lean).length === 0) return null;
  const lines = [`**${picks.title}**${out.length > 0 ? ", já sem o que você não come" : ""} (porção usual, pela tabela de alimentos):`, "", bullets(kept(lean).slice(0, 6).map(line))];
  const fatty = kept(moderation);
  if (fatty.length > 0) lines.push("", `**Com moderação**, por terem mais gordura: ${fatty.map((f) => `${f.name.toLowerCase()} (${num(Math.round(f.perPortion!.energy ?? 0))} kcal na porção)`).join(", ")}.`);
  if (out.length > 0) lines.push("", `_Deixei de fora: ${out.map((f) => f.name.toLowerCase()).join(", ")}._`);
  lines.push("", picks.tips, "", "Nada foi registrado no seu dia.");
  return lines.join("\n");
}
