import { z } from "zod";
import { ZRole } from "../enums";
import { ZNutritionalProfile } from "./nutritional-profile";

export const ZUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  whatsappNumber: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  roles: z.array(ZRole),
  profile: ZNutritionalProfile.nullable(),
  profileCompleteness: z.number(),
  profileComplete: z.boolean(),
  bmi: z.number().nullable(),
  bmiCategory: z.string().nullable(),
  privacyPolicyAccepted: z.boolean(),
  privacyPolicyVersion: z.string().nullable(),
  privacyPolicyAcceptedDate: z.string().nullable(),
  termsAccepted: z.boolean(),
  termsVersion: z.string().nullable(),
  termsAcceptedDate: z.string().nullable(),
  currentPrivacyPolicyVersion: z.string(),
  currentTermsVersion: z.string(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
