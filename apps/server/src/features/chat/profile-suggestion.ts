import {
  ACTIVITY_LEVEL_LABELS,
  DIETARY_RESTRICTION_LABELS,
  GOAL_LABELS,
  HEALTH_CONDITION_LABELS,
  type TActivityLevel,
  type TChatIntent,
  type TDietaryRestriction,
  type TNutritionalProfile,
  type TNutritionalProfileUpdate,
  type TProfileAddition,
  type TSeverity,
} from "@nutriguia/domain";
import { FOOD_COMPONENT_LABELS, type TFoodComponent } from "@nutriguia/nutrition";
import { foldText } from "./chat.text";
import { readStatedFacts, type TAvoid } from "./understand/stated-facts";
import { EXCLUSION } from "./understand/exclusions-said";
import { understand } from "./understand/understand";
import { faithLeavesOut, GOAL_SAID } from "./understand/said-of-oneself";

/** The sentence a statement's acknowledgement ends with when saving it would add something (web only: it names the button). */
export const SAVE_HINT = "Se quiser, toque em **Salvar no meu perfil** para eu lembrar disso nas próximas conversas.";

const SEVERITY_RANK: Record<TSeverity, number> = { SEVERE: 3, MODERATE: 2, MILD: 1, PREFERENCE: 0 };
const SEVERITY_WORD: Record<TSeverity, string> = { SEVERE: "grave", MODERATE: "moderada", MILD: "leve", PREFERENCE: "por preferência" };
const KIND_WORD: Record<TAvoid["kind"], string> = { allergy: "alergia", intolerance: "intolerância", condition: "", diet: "" };
/** The components the profile has a restriction for; every other allergen is saved in words (customRestrictions). */
const RESTRICTION_OF: Partial<Record<TFoodComponent, TDietaryRestriction>> = { gluten: "GLUTEN_FREE", lactose: "LACTOSE_FREE" };
const BELOW_VERY_ACTIVE: readonly TActivityLevel[] = ["SEDENTARY", "LIGHTLY_ACTIVE", "MODERATELY_ACTIVE"];

const stricter = (a: TSeverity, than: TSeverity | undefined) => than === undefined || SEVERITY_RANK[a] > SEVERITY_RANK[than];

/** One entry per component, the strictest severity (and an allergy over an intolerance) winning. */
function strictestAvoids(avoid: readonly TAvoid[]): TAvoid[] {
  const best = new Map<TFoodComponent, TAvoid>();
  for (const a of avoid) {
    const current = best.get(a.component);
    if (!current || stricter(a.severity, current.severity) || (a.severity === current.severity && a.kind === "allergy")) best.set(a.component, a);
  }
  return [...best.values()];
}

/** "não como carne de porco" → "carne de porco", with the person's own accents. */
function excludedPhrase(text: string): string | null {
  const folded = foldText(text);
  const match = EXCLUSION.exec(folded);
  if (!match) return null;
  const words = match[1]!
    .replace(/\b(mais|nada de|nenhum|nenhuma)\b/g, " ")
    .replace(/^\s*(o|a|os|as|de|do|da) /, "")
    .trim()
    .split(/\s+/);
  if (words[0] === "") return null;
  const foldedWords = folded.split(" ");
  const ownWords = text.toLowerCase().split(/[^\p{L}\p{N}%]+/u).filter(Boolean);
  // Folding keeps one word per word, so the phrase's last words are the message's last words.
  const same = ownWords.length === foldedWords.length && foldedWords.slice(-words.length).join(" ") === words.join(" ");
  return same ? ownWords.slice(-words.length).join(" ") : words.join(" ");
}

function customAvoids(profile: TNutritionalProfile | null): TAvoid[] {
  return (profile?.customRestrictions ?? []).flatMap((custom) => readStatedFacts(/alerg|intoler/i.test(custom) ? custom : `alergia a ${custom}`).avoid);
}

function avoidAdditions(avoid: readonly TAvoid[], profile: TNutritionalProfile | null): TProfileAddition[] {
  const out: TProfileAddition[] = [];
  const custom = customAvoids(profile);
  for (const a of strictestAvoids(avoid)) {
    const kind = KIND_WORD[a.kind];
    const restriction = RESTRICTION_OF[a.component];
    if (restriction) {
      const saved = profile?.allergyDetails?.[restriction];
      const checked = profile?.dietaryRestrictions.includes(restriction) ?? false;
      if (!stricter(a.severity, saved) && checked) continue;
      const severity = saved && !stricter(a.severity, saved) ? saved : a.severity;
      const label = `${DIETARY_RESTRICTION_LABELS[restriction]} (${kind ? `${kind} ` : ""}${SEVERITY_WORD[severity]})`;
      out.push({ field: "allergyDetails", value: restriction, severity, label });
      continue;
    }
    if (custom.some((c) => c.component === a.component && !stricter(a.severity, c.severity))) continue;
    const words = `${kind || "restrição"} a ${FOOD_COMPONENT_LABELS[a.component].replace(/ \(.*\)$/, "")} (${SEVERITY_WORD[a.severity]})`;
    const value = `${words[0]!.toUpperCase()}${words.slice(1)}`;
    out.push({ field: "customRestrictions", value, label: value });
  }
  return out;
}

/**
 * What the user's message would add to the saved profile, read against the profile as it is now; empty unless the
 * assistant answered it as a statement about oneself. Nothing already held (or held more strictly) is offered.
 */
export function profileAdditions(userText: string, intent: TChatIntent | null, profile: TNutritionalProfile | null): TProfileAddition[] {
  if (intent !== "PROFILE_QUESTION") return [];
  const u = understand(userText);
  if (u.type !== "statement") return [];
  const s = u.stated;
  const out: TProfileAddition[] = [];
  for (const c of new Set(s.conditions)) {
    if (!profile?.healthConditions.includes(c)) out.push({ field: "healthConditions", value: c, label: HEALTH_CONDITION_LABELS[c] });
  }
  const avoids = avoidAdditions(s.avoid, profile);
  for (const d of new Set(s.diets)) {
    const viaSeverity = avoids.some((a) => a.field === "allergyDetails" && a.value === d);
    if (!viaSeverity && !profile?.dietaryRestrictions.includes(d)) out.push({ field: "dietaryRestrictions", value: d, label: DIETARY_RESTRICTION_LABELS[d] });
  }
  out.push(...avoids);
  const excluded = excludedPhrase(userText);
  // "sigo kosher", "sou adventista": pork is left out by the faith even when the message does not say it.
  const disliked = [excluded, faithLeavesOut(u.folded).pork && !/\bporco\b/.test(foldText(excluded ?? "")) ? "porco" : null];
  for (const food of disliked) {
    if (food && !profile?.dislikedFoods.some((f) => foldText(f) === foldText(food))) out.push({ field: "dislikedFoods", value: food, label: `Não come: ${food === "porco" && food !== excluded ? "carne de porco" : food}` });
  }
  if (s.goal && GOAL_SAID.test(u.folded) && profile?.goal !== s.goal) out.push({ field: "goal", value: s.goal, label: `Objetivo: ${GOAL_LABELS[s.goal]}` });
  if (s.training && (!profile?.activityLevel || BELOW_VERY_ACTIVE.includes(profile.activityLevel))) {
    out.push({ field: "activityLevel", value: "VERY_ACTIVE", label: `Nível de atividade: ${ACTIVITY_LEVEL_LABELS.VERY_ACTIVE}` });
  }
  return out;
}

/** The profile fields to write: a union with what is saved, never removing anything nor weakening a severity. */
export function withAdditions(profile: TNutritionalProfile | null, additions: readonly TProfileAddition[]): TNutritionalProfileUpdate {
  const conditions = new Set(profile?.healthConditions ?? []);
  const restrictions = new Set(profile?.dietaryRestrictions ?? []);
  const allergyDetails = { ...(profile?.allergyDetails ?? {}) };
  const custom = [...(profile?.customRestrictions ?? [])];
  const disliked = [...(profile?.dislikedFoods ?? [])];
  let activityLevel = profile?.activityLevel ?? null;
  let goal = profile?.goal ?? null;
  for (const a of additions) {
    if (a.field === "healthConditions") conditions.add(a.value);
    else if (a.field === "dietaryRestrictions") restrictions.add(a.value);
    else if (a.field === "allergyDetails") {
      restrictions.add(a.value);
      if (stricter(a.severity, allergyDetails[a.value])) allergyDetails[a.value] = a.severity;
    } else if (a.field === "customRestrictions") custom.push(a.value);
    else if (a.field === "dislikedFoods") disliked.push(a.value);
    else if (a.field === "goal") goal = a.value;
    else if (!activityLevel || BELOW_VERY_ACTIVE.includes(activityLevel)) activityLevel = a.value;
  }
  return {
    healthConditions: [...conditions],
    dietaryRestrictions: [...restrictions],
    allergyDetails,
    customRestrictions: custom,
    dislikedFoods: disliked,
    activityLevel,
    goal,
  };
}
