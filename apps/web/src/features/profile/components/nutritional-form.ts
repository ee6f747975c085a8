import { formatNumber, HEIGHT_STEP_MESSAGE, hasOneDecimalAtMost, parseDecimal, WEIGHT_STEP_MESSAGE } from "@nutriguia/domain/calc";
import type {
  TActivityLevel,
  TDietaryRestriction,
  TGender,
  TGoal,
  THealthCondition,
  TNutritionalProfile,
  TNutritionalProfileUpdate,
  TSeverity,
} from "@nutriguia/domain";

/** The nutritional profile dialog's form state: numbers stay text until validated. */
export type TNutritionalForm = {
  age: string;
  weight: string;
  height: string;
  gender: TGender | "";
  activityLevel: TActivityLevel | "";
  goal: TGoal | "";
  dietaryRestrictions: TDietaryRestriction[];
  allergyDetails: Partial<Record<TDietaryRestriction, TSeverity>>;
  customRestrictions: string;
  healthConditions: THealthCondition[];
  customHealthConditions: string;
  preferredFoods: string[];
  dislikedFoods: string[];
  supplementConsent: boolean;
};

export type TNutritionalErrors = Partial<Record<"age" | "weight" | "height" | "activityLevel" | "goal", string>>;

export const ACTIVITY_REQUIRED = "Por favor, selecione seu nível de atividade física";
export const GOAL_REQUIRED = "Por favor, selecione seu objetivo nutricional";

const numberText = (value: number | null | undefined) => (value && value > 0 ? formatNumber(value) : "");

export function formFromProfile(profile: TNutritionalProfile | null | undefined): TNutritionalForm {
  return {
    age: numberText(profile?.age),
    weight: numberText(profile?.weight),
    height: numberText(profile?.height),
    gender: profile?.gender ?? "",
    activityLevel: profile?.activityLevel ?? "",
    goal: profile?.goal ?? "",
    dietaryRestrictions: [...(profile?.dietaryRestrictions ?? [])],
    allergyDetails: { ...(profile?.allergyDetails ?? {}) },
    customRestrictions: (profile?.customRestrictions ?? []).join("\n"),
    healthConditions: [...(profile?.healthConditions ?? [])],
    customHealthConditions: (profile?.customHealthConditions ?? []).join("\n"),
    preferredFoods: [...(profile?.preferredFoods ?? [])],
    dislikedFoods: [...(profile?.dislikedFoods ?? [])],
    supplementConsent: profile?.supplementConsent ?? false,
  };
}

/** Free-text lists: one item per line, blank lines dropped (000 §5). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Food chips are trimmed; duplicates within a list are ignored (case-insensitive). */
export function addFood(list: string[], input: string): string[] {
  const value = input.trim();
  if (!value) return list;
  if (list.some((item) => item.toLocaleLowerCase("pt-BR") === value.toLocaleLowerCase("pt-BR"))) return list;
  return [...list, value];
}

function checkNumber(text: string, required: string, min: number, minMsg: string, max: number, maxMsg: string, stepMsg?: string): string | null {
  if (!text.trim()) return required;
  const value = parseDecimal(text) ?? Number.NaN;
  if (!Number.isFinite(value)) return required;
  if (value < min) return minMsg;
  if (value > max) return maxMsg;
  if (stepMsg && !hasOneDecimalAtMost(value)) return stepMsg;
  return null;
}

/** 000 §5: age, weight and height ranges; activity level and goal required on submit. */
export function validateNutritionalForm(form: TNutritionalForm): TNutritionalErrors {
  const errors: TNutritionalErrors = {};
  const age = checkNumber(form.age, "Idade é obrigatória", 1, "Idade mínima: 1 ano", 120, "Idade máxima: 120 anos");
  if (age) errors.age = age;
  else if (!Number.isInteger(Number(form.age))) errors.age = "Idade é obrigatória";
  const weight = checkNumber(form.weight, "Peso é obrigatório", 1, "Peso mínimo: 1kg", 500, "Peso máximo: 500kg", WEIGHT_STEP_MESSAGE);
  if (weight) errors.weight = weight;
  const height = checkNumber(form.height, "Altura é obrigatória", 1, "Altura mínima: 1cm", 250, "Altura máxima: 250cm", HEIGHT_STEP_MESSAGE);
  if (height) errors.height = height;
  if (!form.activityLevel) errors.activityLevel = ACTIVITY_REQUIRED;
  if (!form.goal) errors.goal = GOAL_REQUIRED;
  return errors;
}

const toNumber = (text: string) => Math.round((parseDecimal(text) ?? Number.NaN) * 10) / 10;

/** The PUT payload of a validated form; severities only for checked restrictions. */
export function formToUpdate(form: TNutritionalForm): TNutritionalProfileUpdate {
  const allergyDetails: Partial<Record<TDietaryRestriction, TSeverity>> = {};
  for (const code of form.dietaryRestrictions) {
    const severity = form.allergyDetails[code];
    if (severity) allergyDetails[code] = severity;
  }
  return {
    age: Math.round(Number(form.age)),
    weight: toNumber(form.weight),
    height: toNumber(form.height),
    gender: form.gender || null,
    activityLevel: form.activityLevel || null,
    goal: form.goal || null,
    dietaryRestrictions: form.dietaryRestrictions,
    allergyDetails,
    customRestrictions: splitLines(form.customRestrictions),
    healthConditions: form.healthConditions,
    customHealthConditions: splitLines(form.customHealthConditions),
    preferredFoods: form.preferredFoods,
    dislikedFoods: form.dislikedFoods,
    supplementConsent: form.supplementConsent,
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The background save on close (000 §4): only the food lists, and only when they changed.
 * Without an existing profile it creates a mostly empty one with those lists and age 0.
 */
export function foodListsUpdate(form: TNutritionalForm, profile: TNutritionalProfile | null | undefined): TNutritionalProfileUpdate | null {
  const preferred = profile?.preferredFoods ?? [];
  const disliked = profile?.dislikedFoods ?? [];
  if (sameList(form.preferredFoods, preferred) && sameList(form.dislikedFoods, disliked)) return null;
  const lists = { preferredFoods: form.preferredFoods, dislikedFoods: form.dislikedFoods };
  return profile ? lists : { age: 0, ...lists };
}
