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

/**
 * The profile columns the contract shows. A not-null column comes first: drizzle-orm reads a left-joined object as
 * absent when its first column is null.
 */
export const profileColumns = {
  dietaryRestrictions: nutritionalProfiles.dietaryRestrictions,
  age: nutritionalProfiles.age,
  weight: nutritionalProfiles.weight,
  height: nutritionalProfiles.height,
  gender: nutritionalProfiles.gender,
  activityLevel: nutritionalProfiles.activityLevel,
  goal: nutritionalProfiles.goal,
  allergyDetails: nutritionalProfiles.allergyDetails,
  customRestrictions: nutritionalProfiles.customRestrictions,
  preferredFoods: nutritionalProfiles.preferredFoods,
  dislikedFoods: nutritionalProfiles.dislikedFoods,
  healthConditions: nutritionalProfiles.healthConditions,
  customHealthConditions: nutritionalProfiles.customHealthConditions,
  supplementConsent: nutritionalProfiles.supplementConsent,
};
/** The user columns the contract shows; hashes, the session counter and the rest are not read. */
const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  whatsappNumber: users.whatsappNumber,
  profilePhoto: users.profilePhoto,
  roles: users.roles,
  privacyPolicyAccepted: users.privacyPolicyAccepted,
  privacyPolicyVersion: users.privacyPolicyVersion,
  privacyPolicyAcceptedAt: users.privacyPolicyAcceptedAt,
  termsAccepted: users.termsAccepted,
  termsVersion: users.termsVersion,
  termsAcceptedAt: users.termsAcceptedAt,
  createdAt: users.createdAt,
};
export type TProfileView = Pick<TNutritionalProfileRow, keyof typeof profileColumns>;
export type TUserView = Pick<TUserRow, keyof typeof userColumns>;

export function toProfileContract(row: TProfileView): TNutritionalProfile {
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
  user: TUserView,
  profileRow: TProfileView | null,
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
      user: userColumns,
      profile: profileColumns,
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

function profileQuery(db: TDb) {
  return db.select(profileColumns).from(nutritionalProfiles).where(eq(nutritionalProfiles.userId, sql.placeholder("userId"))).prepare("user_profile");
}
const preparedProfile = new WeakMap<TDb, ReturnType<typeof profileQuery>>();

/** The user's nutritional profile alone (null when none), for reads that need nothing else of the user. */
export async function loadProfile(db: TDb, userId: string): Promise<TProfileView | null> {
  let query = preparedProfile.get(db);
  if (!query) {
    query = profileQuery(db);
    preparedProfile.set(db, query);
  }
  return (await query.execute({ userId }))[0] ?? null;
}
