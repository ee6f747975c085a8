import { eq, sql } from "drizzle-orm";
import {
  bmiCategory,
  calculateBmi,
  profileCompleteness,
  type TLegalVersions,
  type TNutritionalProfile,
  type TRole,
  type TUser,
} from "@nutriguia/domain";
import type { TDb } from "../db/client";
import { nutritionalProfiles, settings, users, type TNutritionalProfileRow, type TUserRow } from "../db/schema";

export function toProfileContract(row: TNutritionalProfileRow): TNutritionalProfile {
  return {
    age: row.age,
    weight: row.weight,
    height: row.height,
    gender: row.gender as TNutritionalProfile["gender"],
    activityLevel: row.activityLevel as TNutritionalProfile["activityLevel"],
    goal: row.goal as TNutritionalProfile["goal"],
    dietaryRestrictions: row.dietaryRestrictions as TNutritionalProfile["dietaryRestrictions"],
    allergyDetails: row.allergyDetails as TNutritionalProfile["allergyDetails"],
    customRestrictions: row.customRestrictions,
    preferredFoods: row.preferredFoods,
    dislikedFoods: row.dislikedFoods,
    healthConditions: row.healthConditions as TNutritionalProfile["healthConditions"],
    customHealthConditions: row.customHealthConditions,
    supplementConsent: row.supplementConsent,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUserContract(
  user: TUserRow,
  profileRow: TNutritionalProfileRow | null,
  versions: TLegalVersions,
): TUser {
  const profile = profileRow ? toProfileContract(profileRow) : null;
  const bmi = calculateBmi(profile?.weight, profile?.height);
  const completeness = profileCompleteness(profile);
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    whatsappNumber: user.whatsappNumber,
    profilePhoto: user.profilePhoto,
    roles: user.roles as TRole[],
    profile,
    profileCompleteness: completeness,
    profileComplete: completeness === 100,
    bmi,
    bmiCategory: bmi === null ? null : bmiCategory(bmi),
    privacyPolicyAccepted: user.privacyPolicyAccepted,
    privacyPolicyVersion: user.privacyPolicyVersion,
    privacyPolicyAcceptedDate: iso(user.privacyPolicyAcceptedAt),
    termsAccepted: user.termsAccepted,
    termsVersion: user.termsVersion,
    termsAcceptedDate: iso(user.termsAcceptedAt),
    currentPrivacyPolicyVersion: versions.privacyPolicyVersion,
    currentTermsVersion: versions.termsVersion,
    createdAt: user.createdAt.toISOString(),
  };
}

function userWithProfileQuery(db: TDb) {
  return db
    .select({
      user: users,
      profile: nutritionalProfiles,
      privacyPolicyVersion: sql<string | null>`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'privacyPolicyVersion')`,
      termsVersion: sql<string | null>`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'termsVersion')`,
    })
    .from(users)
    .leftJoin(nutritionalProfiles, eq(nutritionalProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("user_with_profile");
}
const prepared = new WeakMap<TDb, ReturnType<typeof userWithProfileQuery>>();

/** The user, their profile and the admin's legal versions (null when unset) in one prepared round trip. */
export async function loadUserWithProfile(db: TDb, userId: string) {
  let query = prepared.get(db);
  if (!query) {
    query = userWithProfileQuery(db);
    prepared.set(db, query);
  }
  return (await query.execute({ userId }))[0] ?? null;
}
