import { eq } from "drizzle-orm";
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
import { nutritionalProfiles, users, type TNutritionalProfileRow, type TUserRow } from "../db/schema";

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

export async function loadUserWithProfile(db: TDb, userId: string) {
  const [row] = await db
    .select({ user: users, profile: nutritionalProfiles })
    .from(users)
    .leftJoin(nutritionalProfiles, eq(nutritionalProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
