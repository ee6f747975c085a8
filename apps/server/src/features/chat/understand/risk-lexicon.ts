import { z } from "zod";
import data from "./risk-lexicon.json" with { type: "json" };
import { readOnce } from "./read-once";
import { ALCOHOL_HARMED_NAMES } from "./medicine-table";

/** What the gate answers when a sign fires: care first, the refusal of that name, food handling (left out, shared with the allergen), a low mood met with words and food, never the crisis reply; a pregnancy that may have begun, or choking on food (decision 194); very little food on a pen, a meal skipped for days ahead, someone close restricting (decision 205); fast loss, a practice before an event, a child with type 1 diabetes and a snack, a teenager's body or cut (decision 208). */
export const RISK_REPLIES = ["support", "low-mood", "medicine-alcohol", "weight-loss-medicine", "kidney-protein-supplement", "allergic-reaction", "meal-replacement", "anabolic-steroids", "food-safety", "cross-contact", "possible-pregnancy", "swallowing", "pen-eating-little", "eating-ahead", "someone-restricting", "fast-loss", "practice-before-event", "child-type-one", "teen-body"] as const;
export type TRiskReply = (typeof RISK_REPLIES)[number];

const PHRASE = /^[a-z0-9 ()|?*#!:%\[\]\-\\]*(\$[A-Z]+)?[a-z0-9 ()|?*#!:%\[\]\-\\]*$/;
const ZConceptName = z.string().regex(/^[a-z_]+$/);
const ZSign = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    reply: z.enum(RISK_REPLIES),
    all: z.array(z.array(ZConceptName).min(1)).min(1),
    none: z.array(ZConceptName).optional(),
    examples: z.array(z.string().min(5)).min(1),
    nearMisses: z.array(z.string().min(5)),
  })
  .strict();

export const ZRiskLexicon = z
  .object({
    about: z.string(),
    macros: z.record(z.string().regex(/^[A-Z]+$/), z.string()),
    concepts: z.record(ZConceptName, z.array(z.string().regex(PHRASE)).min(1)),
    /** Phrases that say the opposite of a risk ("pra não passar fome"): taken out of the text before any concept is read. */
    unsaid: z.array(z.string().regex(PHRASE)),
    signs: z.array(ZSign).min(1),
  })
  .strict()
  .superRefine((lexicon, ctx) => {
    for (const sign of lexicon.signs) {
      for (const name of [...sign.all.flat(), ...(sign.none ?? [])]) {
        if (!lexicon.concepts[name]) ctx.addIssue({ code: "custom", message: `sign ${sign.id} names unknown concept ${name}` });
      }
    }
  });

export type TRiskLexicon = z.infer<typeof ZRiskLexicon>;
export type TRiskSign = { id: string; reply: TRiskReply };

/** A phrase as a regular expression source: '*' is the rest of a word, '#' a number, $NAME a macro. */
export function phraseSource(phrase: string, macros: Readonly<Record<string, string>>): string {
  const expanded = phrase.replace(/\$([A-Z]+)/g, (_, name: string) => macros[name] ?? "");
  return expanded.replace(/\*/g, "\\w*").replace(/#/g, "\\d+");
}

/** Compiles the lexicon into one test per concept and returns the signs a folded message shows. */
export function compileRiskLexicon(lexicon: TRiskLexicon) {
  const concepts = new Map(
    Object.entries(lexicon.concepts).map(([name, phrases]) => [name, new RegExp(`\\b(?:${phrases.map((p) => phraseSource(p, lexicon.macros)).join("|")})\\b`)]),
  );
  const unsaid = new RegExp(`\\b(?:${lexicon.unsaid.map((p) => phraseSource(p, lexicon.macros)).join("|")})\\b`, "g");
  const has = (folded: string, name: string) => concepts.get(name)!.test(folded.replace(unsaid, " | "));
  return {
    /** Whether the folded text says something of this concept ("laxative", "sedative", …). */
    mentions: has,
    signs(folded: string): TRiskSign[] {
      // Several signs share a concept ("weight_motive", "habitual"): each concept is tested once per message.
      const seen = new Map<string, boolean>();
      const hit = (name: string) => seen.get(name) ?? seen.set(name, has(folded, name)).get(name)!;
      return lexicon.signs
        .filter((s) => s.all.every((group) => group.some(hit)) && !(s.none ?? []).some(hit))
        .map((s) => ({ id: s.id, reply: s.reply }));
    },
  };
}

export const RISK_LEXICON: TRiskLexicon = ZRiskLexicon.parse(data);
// The medicines alcohol harms are named once, in the medicine table: the lexicon's concept takes every name from it too.
const medicines = [...new Set([...RISK_LEXICON.concepts.alcohol_interacting_medicine!, ...ALCOHOL_HARMED_NAMES])];
const compiled = compileRiskLexicon({ ...RISK_LEXICON, concepts: { ...RISK_LEXICON.concepts, alcohol_interacting_medicine: medicines } });

/** The risk signs of a folded message, in the lexicon's order; read once per text, as the gate, the thread and the facts all ask. */
export const riskSigns: (folded: string) => readonly TRiskSign[] = readOnce(compiled.signs);
export const mentionsRisk = (folded: string, concept: string): boolean => compiled.mentions(folded, concept);
