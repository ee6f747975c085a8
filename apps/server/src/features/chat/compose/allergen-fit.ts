import { compositionOfName } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { conflictWarning, findConflicts } from "../facts/food-conflicts";
import type { TRetrieved } from "../knowledge/knowledge-retrieval";
import type { TAvoid } from "../understand/stated-facts";

/** An entry that speaks to the allergy or condition itself ("Celíaco pode tomar cerveja?"): the caution is its point. */
const SPEAKS_OF_AVOIDING = /\b(alergi\w*|alergic\w*|celiac\w*|intoleran\w*|aplv|nao contem gluten)\b/;

/**
 * Whether an entry is about a food of a family the person must not eat, by its title ("Tofu e fontes
 * de proteína vegana" with a soy allergy, "Peixe e ômega 3 para o coração" with a fish allergy), and does not speak of
 * the allergy: such an entry recommends the very food (issue 27, decision 179).
 */
export function entryAboutAvoided({ item }: TRetrieved, avoid: readonly TAvoid[]): boolean {
  // Allergies only: an entry on bread for a coeliac ("Cuscuz engorda mais que pão?") still answers, with its warning.
  const strict = avoid.filter((a) => a.kind === "allergy");
  if (strict.length === 0 || item.safety || SPEAKS_OF_AVOIDING.test(foldText(`${item.title} ${item.answer}`))) return false;
  const composition = compositionOfName(item.title);
  return composition !== null && findConflicts([{ name: item.title, composition }], strict).length > 0;
}

/** "Ômega 3 para quem tem alergia a peixe", "Alergia a peixe": an entry written for one allergy, about avoiding it. */
const FOR_AN_ALLERGY = /\bpara quem tem alergia a (\w+)$|^alergia a (\w+)/;

/** Whether the entry is written for an allergy the person does not have. */
function forAllergyNotHeld({ item }: TRetrieved, avoid: readonly TAvoid[]): boolean {
  const said = FOR_AN_ALLERGY.exec(foldText(item.title));
  const allergen = said?.[1] ?? said?.[2];
  const composition = allergen ? compositionOfName(allergen) : null;
  // "Vatapá … para quem tem alergia a amendoim" is about a dish with the allergen: it answers anyone asking of the dish.
  const ofADish = said?.[1] !== undefined && item.foods.some((f) => composition?.contains.some((c) => compositionOfName(f)?.contains.includes(c)));
  if (!composition || ofADish) return false;
  return !avoid.some((a) => a.kind === "allergy" && composition.contains.includes(a.component));
}

/**
 * The entries that fit the person: none about a food they must avoid (then the answer goes on without an entry), and
 * none written for an allergy they do not have (for someone with no allergy, only while another entry answers).
 */
export function entriesFitFor(found: readonly TRetrieved[], avoid: readonly TAvoid[]): TRetrieved[] {
  const safe = found.filter((r) => !entryAboutAvoided(r, avoid));
  const theirs = safe.filter((r) => !forAllergyNotHeld(r, avoid));
  // "Alergia a peixe" to someone allergic to shrimp misleads; to someone with no allergy it may still be what was asked.
  return theirs.length > 0 || avoid.some((a) => a.kind === "allergy") ? theirs : safe;
}

/** "1 xícara de", "2 colheres de", "um pote de": the amount before a food's name. */
const AMOUNT_FIRST = /^(?:(?:comi|tomei|bebi|almocei|jantei|lanchei)\s+)?(?:\d+(?:[.,]\d+)?|um|uma|meia|meio|dois|duas|tres)?\s*(?:(?:xicaras?|colheres?(?: de sopa| de cha)?|potes?|pratos?|porc(?:ao|oes)|unidades?|fatias?|copos?|punhados?|g|gramas?)\s+de\s+)?/;

/**
 * A meal told with a name the food table lacks but a recipe rule knows ("1 xícara de edamame" with a soy allergy):
 * the allergy is warned of even though no card can be made (decision 179); null when nothing conflicts.
 */
export function unknownFoodWarning(text: string, avoid: readonly TAvoid[]): string | null {
  const folded = foldText(text);
  const composition = compositionOfName(folded);
  const strict = avoid.filter((a) => a.kind !== "diet");
  if (!composition || strict.length === 0) return null;
  const name = folded.replace(AMOUNT_FIRST, "").trim() || folded;
  const conflicts = findConflicts([{ name: name[0]!.toUpperCase() + name.slice(1), composition }], strict);
  return conflicts.length > 0 ? conflictWarning(conflicts) : null;
}
