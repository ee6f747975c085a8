import { z } from "zod";
import { ZActivityLevel, ZDietaryRestriction, ZGoal, ZHealthCondition, ZSeverity } from "../enums";
import { ZNutritionalProfile } from "./nutritional-profile";

const label = z.string();

/** One addition to the saved profile, with the words the button shows ("Doença celíaca", "Não come: carne de porco"). */
export const ZProfileAddition = z.discriminatedUnion("field", [
  z.object({ field: z.literal("healthConditions"), value: ZHealthCondition, label }),
  z.object({ field: z.literal("dietaryRestrictions"), value: ZDietaryRestriction, label }),
  /** Saved with its restriction checked too, as the profile form keeps a severity only for a checked restriction. */
  z.object({ field: z.literal("allergyDetails"), value: ZDietaryRestriction, severity: ZSeverity, label }),
  /** Allergies with no restriction of their own (peanut, egg, shellfish...), in words the assistant reads back. */
  z.object({ field: z.literal("customRestrictions"), value: z.string(), label }),
  z.object({ field: z.literal("dislikedFoods"), value: z.string(), label }),
  z.object({ field: z.literal("activityLevel"), value: ZActivityLevel, label }),
  /** A goal said in the chat ("queria ganhar uns 5 kg"): saving it replaces the profile's goal. */
  z.object({ field: z.literal("goal"), value: ZGoal, label }),
]);
export type TProfileAddition = z.infer<typeof ZProfileAddition>;

/** On an assistant message that answered a statement about oneself: what saving it would add (issue 27). */
export const ZProfileSuggestion = z.object({
  /** The assistant message to name in POST /api/chat/save-facts. */
  messageId: z.string(),
  additions: z.array(ZProfileAddition).min(1),
});
export type TProfileSuggestion = z.infer<typeof ZProfileSuggestion>;

/** POST /api/chat/save-facts; any string is accepted so that a bad id gets the 404 envelope. */
export const ZSaveFactsRequest = z.object({ messageId: z.string().trim().min(1, "Informe a mensagem.") }).strict();
export type TSaveFactsRequest = z.infer<typeof ZSaveFactsRequest>;

export const ZSaveFactsResponse = z.object({
  success: z.literal(true),
  /** Null only when nothing was saved and the user has no profile yet. */
  profile: ZNutritionalProfile.nullable(),
  /** The labels of what was added; empty when the profile already held it all. */
  saved: z.array(z.string()),
});
export type TSaveFactsResponse = z.infer<typeof ZSaveFactsResponse>;
