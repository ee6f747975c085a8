import type { TDietaryRestriction, THealthCondition, TSeverity } from "@nutriguia/domain";
import type { TFoodComponent, TNutritionProfile } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { CUSTOM_PREDIABETES, GASTRIC_AVOID, PREDIABETES, readStatedFacts, type TAvoid, type TCondition, type TRiskSignals, type TStatedFacts } from "./stated-facts";
import type { TOwnTargets } from "./own-targets";
import type { TToldIntake } from "./told-intake";

/** What holds for this answer: the profile, plus every fact stated in this message or earlier in the conversation. */
export type TUserFacts = {
  /** The profile the engine reads, with stated conditions and diets added. */
  profile: TNutritionProfile | undefined;
  /** The profile's conditions and those said, with pre-diabetes as its own (never diabetes's cautions). */
  conditions: ReadonlySet<TCondition>;
  avoid: readonly TAvoid[];
  diets: ReadonlySet<TDietaryRestriction>;
  /** A child the current message (or the turn just before it) asks about. */
  child: { age: number | null } | null;
  /** The person is a minor (stated in text or in the profile). */
  minor: boolean;
  wantsWeightLoss: boolean;
  /** Training stated in this conversation (the energy estimate already counts it). */
  training: boolean;
  /** Risk signals said in this message or earlier: insulin with a skipped meal may be said in two turns. */
  risks: TRiskSignals;
  /** Daily calories or protein the person gave as their own in this conversation ("minha meta é 1600"). */
  own?: TOwnTargets;
  /** Calories the person told they already ate today, counted elsewhere ("hj já foi café 280, almoço 610…"). */
  told?: TToldIntake;
};

const SEVERITY_RANK: Record<TSeverity, number> = { SEVERE: 3, MODERATE: 2, MILD: 1, PREFERENCE: 0 };

const DIET_AVOIDS: Partial<Record<TDietaryRestriction, TFoodComponent[]>> = {
  VEGAN: ["animal", "meat", "fish", "shellfish", "milk", "egg"],
  VEGETARIAN: ["meat", "fish", "shellfish"],
  PESCATARIAN: ["meat"],
  GLUTEN_FREE: ["gluten"],
  LACTOSE_FREE: ["lactose"],
};

/** What one message's facts leave out: allergies and intolerances said, and what each diet said keeps off the plate. */
export function statedAvoids(s: TStatedFacts): TAvoid[] {
  return [...s.avoid, ...s.diets.flatMap((d) => (DIET_AVOIDS[d] ?? []).map((component) => ({ component, severity: "MODERATE" as const, kind: "diet" as const, source: "text" as const })))];
}

const ALLERGY_RESTRICTIONS: Partial<Record<TDietaryRestriction, TFoodComponent[]>> = { GLUTEN_FREE: ["gluten"], LACTOSE_FREE: ["lactose"] };

function profileAvoids(profile: TNutritionProfile | undefined): TAvoid[] {
  const out: TAvoid[] = [];
  for (const diet of profile?.dietaryRestrictions ?? []) {
    for (const component of DIET_AVOIDS[diet] ?? []) out.push({ component, severity: "MODERATE", kind: "diet", source: "profile" });
  }
  for (const [restriction, severity] of Object.entries(profile?.allergyDetails ?? {}) as [TDietaryRestriction, TSeverity][]) {
    for (const component of ALLERGY_RESTRICTIONS[restriction] ?? DIET_AVOIDS[restriction] ?? []) {
      out.push({ component, severity, kind: severity === "PREFERENCE" ? "diet" : component === "lactose" ? "intolerance" : "allergy", source: "profile" });
    }
  }
  if (profile?.healthConditions?.includes("CELIAC_DISEASE")) out.push({ component: "gluten", severity: "SEVERE", kind: "condition", source: "profile" });
  for (const custom of profile?.customRestrictions ?? []) {
    const stated = readStatedFacts(/alerg|intoler/i.test(custom) ? custom : `alergia a ${custom}`);
    out.push(...stated.avoid.map((a) => ({ ...a, source: "profile" as const })));
  }
  return out;
}

/** One entry per component, the strictest severity winning: a stated fact is never weaker than the profile. */
function mergeAvoids(all: readonly TAvoid[]): TAvoid[] {
  const best = new Map<TFoodComponent, TAvoid>();
  for (const a of all) {
    const current = best.get(a.component);
    const stricter = !current || SEVERITY_RANK[a.severity] > SEVERITY_RANK[current.severity] || (a.kind === "allergy" && current.kind !== "allergy");
    if (stricter) best.set(a.component, current && SEVERITY_RANK[current.severity] > SEVERITY_RANK[a.severity] ? { ...a, severity: current.severity } : a);
  }
  return [...best.values()];
}

/**
 * The facts for this turn: profile, then what earlier user turns stated, then the current message.
 * A child counts only when the current message or the turn just before it is about the child.
 */
export function buildUserFacts(profile: TNutritionProfile | undefined, current: TStatedFacts, earlier: readonly TStatedFacts[]): TUserFacts {
  const stated = [...earlier, current];
  // "tomo metformina" after "tenho resistência à insulina" or the polycystic ovary: that medicine's care, not diabetes.
  const glucoseCare = stated.some((s) => s.prediabetes || s.conditions.includes("POLYCYSTIC_OVARY_SYNDROME")) || (profile?.healthConditions ?? []).includes("POLYCYSTIC_OVARY_SYNDROME");
  const ownConditions = (s: TStatedFacts) => (glucoseCare && s.diabetesByMedicine ? s.conditions.filter((c) => c !== "DIABETES") : s.conditions);
  const health = new Set<THealthCondition>([...(profile?.healthConditions ?? []), ...stated.flatMap(ownConditions)]);
  // Pre-diabetes said in the chat or kept in the profile's words: its own care, unless diabetes itself holds.
  const savedPre = (profile?.customHealthConditions ?? []).some((c) => PREDIABETES.test(foldText(c)));
  const prediabetes = !health.has("DIABETES") && (savedPre || stated.some((s) => s.prediabetes));
  const conditions = new Set<TCondition>([...health, ...(prediabetes ? ["PREDIABETES" as const] : [])]);
  const diets = new Set<TDietaryRestriction>([...(profile?.dietaryRestrictions ?? []), ...stated.flatMap((s) => s.diets)]);
  const lastEarlier = earlier[earlier.length - 1];
  const earlierChild = [...earlier].reverse().find((s) => s.child)?.child ?? null;
  const child = current.child ?? (lastEarlier?.child && !current.ownAge ? lastEarlier.child : null) ?? (current.thirdPerson ? earlierChild : null);
  // The child's allergies hold for the conversation, said as the child's; a question about the child leaves the
  // person's own out ("tenho alergia a camarão" does not make "meu filho pode comer camarão?" a no).
  const childAvoids = stated.flatMap((s) => s.child?.avoid ?? []).map((a) => ({ ...a, of: "child" as const }));
  const aboutChild = child !== null && (current.child !== null || current.thirdPerson);
  const avoid = mergeAvoids([...(aboutChild ? [] : [...profileAvoids(profile), ...stated.flatMap(statedAvoids)]), ...childAvoids]);
  const ownAge = current.ownAge ?? [...earlier].reverse().find((s) => s.ownAge !== null)?.ownAge ?? null;
  const minor = (ownAge !== null && ownAge < 18) || (profile?.age != null && profile.age < 18);
  const allergyDetails = { ...(profile?.allergyDetails ?? {}) };
  for (const a of avoid) {
    const restriction = a.component === "gluten" ? "GLUTEN_FREE" : a.component === "lactose" ? "LACTOSE_FREE" : null;
    if (restriction && a.kind !== "diet") allergyDetails[restriction] = a.severity;
  }
  const gender = [...stated].reverse().find((s) => s.gender)?.gender;
  const goal = [...stated].reverse().find((s) => s.goal)?.goal;
  const exclusions = [...new Set([...stated.flatMap((s) => s.exclusions), ...(stated.some((s) => s.gastric) ? GASTRIC_AVOID : [])])];
  const training = stated.some((s) => s.training);
  // Training stated in chat enters the energy estimate: never below "muito ativo(a)" for someone training for a race.
  const active = training && profile?.activityLevel && ["SEDENTARY", "LIGHTLY_ACTIVE", "MODERATELY_ACTIVE"].includes(profile.activityLevel);
  // The age said is the age the targets read, and a minor is never given a deficit: a loss goal is held at maintenance.
  const heldGoal = goal ?? profile?.goal;
  const merged: TNutritionProfile = {
    ...(profile ?? {}),
    ...(ownAge !== null ? { age: ownAge } : {}),
    ...(active ? { activityLevel: "VERY_ACTIVE" as const } : {}),
    ...(gender ? { gender } : {}),
    ...(goal ? { goal } : {}),
    ...(minor && heldGoal === "WEIGHT_LOSS" ? { goal: "WEIGHT_MAINTENANCE" as const } : {}),
    dislikedFoods: [...(profile?.dislikedFoods ?? []), ...exclusions],
    // "sou alérgica a ovo": allergens with no dietary restriction of their own still leave plans.
    avoidComponents: [...new Set(avoid.filter((a) => a.kind !== "diet").map((a) => a.component))],
    healthConditions: [...health],
    // Plans read the profile's conditions in words: pre-diabetes is carried there.
    customHealthConditions: [...(profile?.customHealthConditions ?? []), ...(prediabetes && !savedPre ? [CUSTOM_PREDIABETES] : [])],
    dietaryRestrictions: [...diets],
    allergyDetails,
  };
  return {
    profile: profile || stated.some((s) => s.training || s.gastric || s.conditions.length || s.prediabetes || s.diets.length || s.avoid.length || s.gender || s.goal || s.exclusions.length) ? merged : undefined,
    conditions,
    avoid,
    diets,
    child,
    minor,
    wantsWeightLoss: current.wantsWeightLoss,
    training,
    risks: {
      glucoseLowering: stated.some((s) => s.risks.glucoseLowering),
      skipsMeals: stated.some((s) => s.risks.skipsMeals),
      slimmingProduct: stated.some((s) => s.risks.slimmingProduct),
      weightLossMedicine: earlier.some((s) => s.risks.weightLossMedicine),
      purgingAids: stated.some((s) => s.risks.purgingAids),
      bariatric: stated.some((s) => s.risks.bariatric),
      alcoholMedicine: stated.some((s) => s.risks.alcoholMedicine),
    },
  };
}
