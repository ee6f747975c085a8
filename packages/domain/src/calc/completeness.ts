type TCoreFields = {
  age?: number | null;
  weight?: number | null;
  height?: number | null;
  gender?: string | null;
  activityLevel?: string | null;
  goal?: string | null;
};

const CORE_FIELDS = ["age", "weight", "height", "gender", "activityLevel", "goal"] as const;

function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return false;
  if (typeof value === "number") return value > 0;
  return true;
}

/** Share of the six core fields present, as a whole percentage (100 = complete). */
export function profileCompleteness(profile: TCoreFields | null | undefined): number {
  if (!profile) return 0;
  const present = CORE_FIELDS.filter((field) => isPresent(profile[field])).length;
  return Math.round((present / CORE_FIELDS.length) * 100);
}

export function isProfileComplete(profile: TCoreFields | null | undefined): boolean {
  return profileCompleteness(profile) === 100;
}

/** Age, weight, height and gender: without them the profile dialog opens by itself. */
export function hasBasicProfile(profile: TCoreFields | null | undefined): boolean {
  return !!profile && (["age", "weight", "height", "gender"] as const).every((f) => isPresent(profile[f]));
}
