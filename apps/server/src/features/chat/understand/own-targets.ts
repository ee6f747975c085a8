import { computeTargets, type TNutritionProfile, type TTargets } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";

/**
 * The numbers a person gives as their own for the day ("minha meta é 1600", "a nutri me passou 1800 kcal", "tô tentando
 * ficar em 1400 kcal", "quero bater 120 g de proteína"): said once, they hold for the rest of the conversation, for the
 * day so far, what still fits and the card's share of the day. The latest said wins.
 */
export type TOwnTargets = { calories: number | null; protein: number | null };

const KCAL_NUMBER = String.raw`(\d\.\d{3}|\d{3,4})`;
const NOT_KCAL = String.raw`(?!\s?(?:mg|g|ml|gramas|miligramas|mililitros|passos|reais|litros?|kg|quilos|dias|semanas|metros|km)\b)`;
/** "minha meta é 1600", "meu limite diário é de 1800 kcal", "a meta que a nutri passou é 1700". */
const TARGET_WORD_KCAL = new RegExp(String.raw`\b(?:meta|limite|objetivo|alvo|teto|cota)\b[^.?!,]{0,30}?\b${KCAL_NUMBER}${NOT_KCAL}(?:\s?(?:kcal|calorias|cal)\b)?`);
/** "quero comer 2500 kcal por dia", "tô tentando ficar em 1400 kcal", "a nutri me passou 1800 kcal": with the unit. */
const TARGET_VERB_KCAL = new RegExp(
  String.raw`\b(?:quero|queria|querendo|tentando|tento|preciso|tenho que|devo|vou|posso|ficar|fico|fique|ficasse|manter|mantenha|comer|coma|consumir|consuma|bater|chegar|passou|passaram|prescreveu|receitou|indicou|recomendou|mandou|liberou|dieta)\b[^.?!,]{0,30}?\b${KCAL_NUMBER}\s?(?:kcal|calorias|cal)\b`,
);
/**
 * "quero comer uns 2200 por dia", "eu quero comer 2000 pra perder peso", "vou ficar nas 1700": a day's energy wanted said
 * without its unit, right after the verb of eating, ended by the day, the goal or the message (decision 186).
 */
export const TARGET_VERB_BARE = new RegExp(
  String.raw`\b(?:quero|queria|querendo|vou|preciso|tenho que|devo|tentando|tento)\s(?:comer|consumir|ingerir|ficar (?:em|nas|com|no maximo))\s(?:so |uns |umas |cerca de |tipo |mais ou menos |no maximo )?${KCAL_NUMBER}${NOT_KCAL}(?=\s(?:por dia|ao dia|no dia|diari\w+|pra|para|e|no maximo)\b|$)`,
);
/** "quero bater 120 g de proteína", "minha meta de proteína é 100 g", "meu objetivo é 100g de ptn". */
const PROTEIN_AMOUNT = /\b(\d{2,3})\s?(?:g|gr|gramas)\s(?:de\s)?(?:proteinas?|ptn|prot)\b/;
const PROTEIN_TARGET_WORD = /\b(?:meta|objetivo|alvo|bater|chegar|atingir|completar|quero|queria|querendo|tentando|preciso|consumir|comer|passou|prescreveu|recomendou|indicou|mandou)\b/;
const PROTEIN_AFTER_WORD = /\b(?:meta|objetivo|alvo) (?:diari[ao] )?de (?:proteinas?|ptn)\b[^.?!,]{0,12}?\b(\d{2,3})\s?(?:g|gr|gramas)?\b/;
/** A number someone else has, a number imagined ("se eu comer 1200 kcal…") or eaten ("comi 1800 kcal"), is no target. */
const NOT_OWN = /\b(?:se (?:eu )?(?:comer|ficar|consumir|fizer|fosse)|e se|sera que|comi|consumi|ingeri|minha (?:mae|filha|irma|esposa|namorada|vo|avo)|meu (?:marido|filho|pai|irmao|namorado|vo|avo)|pra (?:minha|meu|ele|ela)|plano|cardapio)\b/;

/** The safe floor a person's own daily calories may set; below it the profile's target holds (decision 146). */
export function safeFloor(gender: string | null | undefined): number {
  return gender === "MALE" ? 1500 : gender === "FEMALE" ? 1200 : 1350;
}

function caloriesIn(folded: string): number | null {
  const m = TARGET_WORD_KCAL.exec(folded) ?? TARGET_VERB_KCAL.exec(folded) ?? TARGET_VERB_BARE.exec(folded);
  return m ? Number(m[1]!.replace(".", "")) : null;
}

function proteinIn(folded: string): number | null {
  const after = PROTEIN_AFTER_WORD.exec(folded);
  if (after) return Number(after[1]);
  const m = PROTEIN_AMOUNT.exec(folded);
  return m && PROTEIN_TARGET_WORD.test(folded) ? Number(m[1]) : null;
}

/** The targets said in one message; each null when the message sets none. */
export function ownTargetsIn(text: string, gender?: string | null): TOwnTargets {
  const folded = foldText(text);
  if (NOT_OWN.test(folded)) return { calories: null, protein: null };
  const kcal = caloriesIn(folded);
  const protein = proteinIn(folded);
  return { calories: kcal !== null && kcal >= safeFloor(gender) && kcal <= 5000 ? kcal : null, protein: protein !== null && protein >= 30 && protein <= 300 ? protein : null };
}

/** The latest of each target said over the person's messages, oldest first. */
export function readOwnTargets(texts: readonly string[], gender?: string | null): TOwnTargets {
  const out: TOwnTargets = { calories: null, protein: null };
  for (const text of texts) {
    const said = ownTargetsIn(text, gender);
    if (said.calories !== null) out.calories = said.calories;
    if (said.protein !== null) out.protein = said.protein;
  }
  return out;
}

/**
 * The numbers that may replace the profile's: none for a minor, in pregnancy or breastfeeding (a cut there needs a
 * professional), and no protein of one's own with kidney disease.
 */
export function ownTargetsHeld(own: TOwnTargets, facts: { minor: boolean; conditions: ReadonlySet<string> }): TOwnTargets {
  if (facts.minor || facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION")) return { calories: null, protein: null };
  return facts.conditions.has("KIDNEY_DISEASE") ? { ...own, protein: null } : own;
}

/** The profile's targets with the person's own numbers in their place. */
export function withOwnTargets(targets: TTargets | null, own: TOwnTargets | undefined): TTargets | null {
  if (!targets || !own) return targets;
  return { ...targets, ...(own.calories !== null ? { calories: own.calories } : {}), ...(own.protein !== null ? { protein: own.protein } : {}) };
}

/** The targets a day is measured against: the profile's, with the person's own numbers in their place. */
export function targetsOf(facts: { profile: TNutritionProfile | undefined; own?: TOwnTargets }): TTargets | null {
  return withOwnTargets(facts.profile ? computeTargets(facts.profile) : null, facts.own);
}
