import type { TSeverity } from "@nutriguia/domain";
import type { TFoodComponent } from "@nutriguia/nutrition";

/**
 * An allergy or intolerance said however people say it (issue 27): "alergia a X", "sou alérgica a X", but also the
 * food first ("ovo me dá alergia", "camarão fecha minha garganta", "leite me faz mal"), "não posso nem chegar perto de
 * amendoim", "tive anafilaxia com castanha". Each phrasing is a row of data; the food words are one table of families.
 */
export type TAllergySaid = { component: TFoodComponent; severity: TSeverity; kind: "allergy" | "intolerance" };

/** Words naming what someone reacts to, read from the start of the words after (or before) the phrasing. */
export const ALLERGEN_WORDS: readonly [RegExp, TFoodComponent[]][] = [
  [/^(amendoim|amendoins|pasta de amendoim|pacoca)\b/, ["peanut"]],
  [/^(castanhas?|nozes|noz|oleaginosas|amendoas?|avelas?|pistaches?|macadamias?|pecas?|pinoli|pinhoes do pinheiro|nuts)\b/, ["tree_nuts"]],
  [/^(proteina do leite|leite de vaca|leite|laticinios|derivados do leite|derivados de leite|lacteos|aplv|caseina|queijos?|iogurtes?|whey)\b/, ["milk", "lactose"]],
  [/^lactose\b/, ["lactose"]],
  [/^(ovos?|clara|claras|gema|gemas|albumina)\b/, ["egg"]],
  [/^(gluten|glutem)\b/, ["gluten"]],
  [/^(trigo|farinha de trigo)\b/, ["wheat", "gluten"]],
  [/^(soja|tofu|shoyu|edamame)\b/, ["soy"]],
  [/^(peixes?|atum|sardinhas?|salmao|tilapia|bacalhau)\b/, ["fish"]],
  [/^(camarao|camaroes|frutos do mar|fruto do mar|crustaceos?|mariscos?|lagostas?|caranguejos?|siris?|moluscos?|lulas?|polvos?|ostras?|mexilhoes?)\b/, ["shellfish"]],
  [/^(gergelim|sesamo|tahine|tahini)\b/, ["sesame"]],
];

/** How a reaction is said after the food ("ovo me dá alergia", "camarão me fecha a garganta"). */
const FOOD_FIRST: readonly { pattern: RegExp; kind: TAllergySaid["kind"]; severe?: boolean }[] = [
  { pattern: /(?<!\bnao )\bme (?:da|dao|deu|davam|dava|causa|causam|provoca|provocam|desencadeia) (?:uma |muita |crise de |crises de )?(?:alergia|alergias|reacao|reacoes|reacao alergica|crise alergica|urticaria|anafilaxia|placas|coceira)\b|\b(?:da|dao|causa|causam) (?:alergia|reacao) (?:em mim|pra mim|para mim)\b/, kind: "allergy" },
  { pattern: /\bme (?:fecha|fechou|fecham|trava|travou) (?:a |o )?(?:garganta|glote)\b|\b(?:fecha|fechou|fecham|trava|travou) (?:a )?minha (?:garganta|glote)\b|\bja (?:fechou|fechei|travou) a (?:garganta|glote)\b/, kind: "allergy", severe: true },
  // "sem ovo, tenho alergia": the allergy said right after the food, with nothing after "alergia".
  { pattern: /\b(?:tenho|sou|eu tenho) (?:alergia|alergic[oa])\b(?! (?:a|ao|aos|as|de|do|da|dos|das|com|a isso)\b)/, kind: "allergy" },
  { pattern: /\bme (?:deixa|deixou) (?:tod[oa] )?(?:empolad[oa]|inchad[oa]|vermelh[oa]|cheio de placas|cheia de placas)\b|\bme incha (?:a boca|o rosto|a cara|os labios|tudo)\b/, kind: "allergy" },
  { pattern: /(?<!\bnao )\bme faz(?:em)? (?:muito )?mal\b|\bnao me (?:cai|caem) bem\b/, kind: "intolerance" },
];

/** How a reaction is said before the food ("não posso nem chegar perto de amendoim", "tive anafilaxia com camarão"). */
const FOOD_AFTER: readonly { pattern: RegExp; kind: TAllergySaid["kind"]; severe?: boolean }[] = [
  { pattern: /\bnao posso (?:nem )?(?:chegar perto|passar perto|encostar|sentir (?:o )?cheiro|tocar|ver)(?: em| de| do| da| dos| das| no| na)? ((?:\w+ ?){1,4})/g, kind: "allergy", severe: true },
  { pattern: /\b(?:tive|tenho|ja tive|deu|me deu) (?:uma )?(?:anafilaxia|choque anafilatico|reacao alergica|reacao grave|edema de glote)(?: a| ao| com| por causa d[eoa]s?| d[eoa]s?| quando comi)? ((?:\w+ ?){1,4})/g, kind: "allergy", severe: true },
  { pattern: /\b(?:sou|fiquei|to|estou) (?:sensivel|sensibilizad[oa]) (?:a|ao|as|aos) ((?:\w+ ?){1,4})/g, kind: "allergy" },
  { pattern: /\b(?:passo mal|fico mal|me sinto mal|tenho reacao|tenho crise) (?:com|quando como|se como|se eu como) ((?:\w+ ?){1,4})/g, kind: "intolerance" },
];

/** The components named at the start of one of the word runs, at any word of it ("de frutos do mar"). */
export function componentsNamed(words: readonly string[]): TFoodComponent[] {
  const found: TFoodComponent[] = [];
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(" ");
    for (const [pattern, components] of ALLERGEN_WORDS) if (pattern.test(rest)) found.push(...components);
  }
  return [...new Set(found)];
}

/** The one food a phrasing follows: the last food word of up to four words before it, stopping at a clause break. */
function foodBefore(folded: string, at: number): TFoodComponent[] {
  const before = folded.slice(0, at).trim().split(" ").slice(-4);
  for (let start = before.length - 1; start >= 0; start--) {
    const found = componentsNamed(before.slice(start));
    if (found.length > 0) return found;
  }
  return [];
}

/** An intolerance of milk is to lactose; any other reaction "que faz mal" to a food is still kept as a caution. */
function asSaid(components: readonly TFoodComponent[], kind: TAllergySaid["kind"], severe: boolean): TAllergySaid[] {
  const effective = kind === "intolerance" && components[0] === "milk" ? (["lactose"] as TFoodComponent[]) : components;
  return effective.map((component) => ({ component, kind, severity: severe ? "SEVERE" : kind === "allergy" ? "MODERATE" : "MILD" }));
}

/** The allergies and intolerances said with the food first or after a phrasing other than "alergia a". */
export function allergiesPhrased(folded: string): TAllergySaid[] {
  const out: TAllergySaid[] = [];
  for (const { pattern, kind, severe } of FOOD_FIRST) {
    const m = new RegExp(pattern.source, "g");
    for (const match of folded.matchAll(m)) out.push(...asSaid(foodBefore(folded, match.index), kind, severe ?? false));
  }
  for (const { pattern, kind, severe } of FOOD_AFTER) {
    for (const match of folded.matchAll(pattern)) out.push(...asSaid(componentsNamed(match[1]!.trim().split(" ")), kind, severe ?? false));
  }
  return out;
}

/**
 * Whether the message says an allergic reaction to a food in one of these phrasings: a statement about oneself, not a
 * meal. "me faz mal" alone is kept as a caution but does not make the message a statement ("tira o leite, me faz mal"
 * edits the plan).
 */
export function saysAllergy(folded: string): boolean {
  return allergiesPhrased(folded).some((a) => a.kind === "allergy");
}
