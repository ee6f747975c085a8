import { z } from "zod";
import data from "./medicine-table.json" with { type: "json" };

/** How strict an interaction is, strictest first: the lead of the strictest medicine named opens the answer. */
export const SEVERITIES = ["never", "avoid", "limit", "space", "steady", "info"] as const;
export type TSeverity = (typeof SEVERITIES)[number];

const PHRASE = /^[a-z0-9 ()|?*!\[\]\\-]+$/;
const ZTested = { examples: z.array(z.string().min(5)).min(1), nearMisses: z.array(z.string().min(5)) };
const ZAlcohol = z.object({ with: z.literal("alcohol"), severity: z.enum(SEVERITIES), lead: z.string().min(10), why: z.string().min(10), ...ZTested }).strict();
const ZFood = z.object({ with: z.literal("food"), severity: z.enum(SEVERITIES), foods: z.array(z.string().regex(PHRASE)).min(1), answer: z.string().min(10), ...ZTested }).strict();
const ZMedicine = z
  .object({ id: z.string().regex(/^[a-z-]+$/), label: z.string(), names: z.array(z.string().regex(PHRASE)).min(1), interactions: z.array(z.discriminatedUnion("with", [ZAlcohol, ZFood])).min(1) })
  .strict();
export const ZMedicineTable = z.object({ about: z.string(), medicines: z.array(ZMedicine).min(1) }).strict();

export type TMedicine = z.infer<typeof ZMedicine>;
export type TAlcoholInteraction = z.infer<typeof ZAlcohol>;
export type TFoodInteraction = z.infer<typeof ZFood>;

/** Medicines with what they meet at the table (alcohol, a food, the meal's time), as data with paraphrase tests. */
export const MEDICINE_TABLE = ZMedicineTable.parse(data);

/** The names of every medicine that alcohol harms (not the ones where alcohol only needs a word): the lexicon's medicine concept takes them. */
export const ALCOHOL_HARMED_NAMES: readonly string[] = MEDICINE_TABLE.medicines
  .filter((m) => m.interactions.some((i) => i.with === "alcohol" && i.severity !== "info"))
  .flatMap((m) => m.names);
