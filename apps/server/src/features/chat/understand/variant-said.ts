import { foldText } from "../chat.text";
import { findFoodMentions, type TFoodMention } from "./food-mentions";

const KIND = String.raw`de (?!(?:manha|tarde|noite|hoje|ontem|novo|vez|dia|semana|sempre|costume|antes|agora|verdade)\b)[a-z]+(?: [a-z]+)?|com [a-z]+|doce|salgad[oa]s?|grande|pequen[oa]|medi[oa]|mini|integral|diet|light|zero|natural|caseir[oa]|industrializad[oa]|assad[oa]|frit[oa]|cozid[oa]|grelhad[oa]|sem acucar|sem lactose|sem gluten`;
/** What may follow the kind: nothing, or a question of amount or effect ("tem menos caloria?", "tem quanto?", "muda muito?"). */
const ASKED_ON = String.raw`(?: (?:tem|teria|da|fica|muda|engorda|e|seria|pesa)\b.{0,30})?`;
/** "e a de carne?", "e o de coco?", "a salgada tem menos caloria?", "e a grande?": the food just talked of, of another kind. */
const VARIANT = new RegExp(String.raw`^(?:e |mas e |ja )?(?:o|a|os|as) ((?:${KIND})(?: (?:${KIND}))?)${ASKED_ON}$`);
/** "qnts gramas de carbo tem a doce?", "quantas calorias tem a de carne?": the kind named last, after what is asked. */
const VARIANT_LAST = new RegExp(String.raw`^(?:e )?(?:quant[oa]s?|qnts?|qtos?|qtas?)\b.{0,40}\b(?:tem|da|de|na|no) (?:o|a|os|as) ((?:${KIND})(?: (?:${KIND}))?)$`);

/**
 * The subject's own words without its filling or its kind: a filling asked replaces everything after the food's first word
 * ("coxinha de frango" → "coxinha", "iogurte grego" → "iogurte"); a kind asked replaces the kind said ("pamonha doce" →
 * "pamonha").
 */
function baseOf(phrase: string, kind: string): string {
  if (/^(de|com) /.test(kind)) return phrase.split(" ")[0]!;
  return phrase.replace(/ (?:doce|salgad[oa]s?|grande|pequen[oa]|medi[oa]|mini|natural|integral|branc[oa]|comum|normal|tradicional|light|diet|zero|grelhad[oa]|cozid[oa]|frit[oa]|assad[oa])\b/g, "").trim();
}

/**
 * The words of the food asked about when a short follow-up names another kind of the food just talked of: "coxinha de
 * carne" after "coxinha de frango", "pamonha salgada" after "pamonha doce", "suco de laranja natural" after the juice.
 * Null when the message is not such a follow-up.
 */
export function variantAsked(folded: string, subject: TFoodMention): { text: string; food: TFoodMention | null } | null {
  const asked = folded.replace(/\?/g, "").trim();
  const m = VARIANT.exec(asked) ?? VARIANT_LAST.exec(asked);
  if (!m) return null;
  const kind = m[1]!;
  // "e o de forma comum?": the plain kind is the food's own name, "comum" no word of it.
  const said = `${baseOf(subject.phrase, kind)} ${kind}`.replace(/ (?:comum|normal|tradicional)$/, "");
  // "e o integral?" after "pão francês": the tables have no "pão francês integral" (it read as bread with butter); the
  // kind on the food's first word ("pão integral") is the food asked.
  const short = `${said.split(" ")[0]} ${kind}`;
  const text = /^(?:de|com) /.test(kind) || carriesKind(said, kind) || !carriesKind(short, kind) ? said : short;
  const [food] = findFoodMentions(text);
  return { text, food: food && foldText(food.phrase).split(" ")[0] === text.split(" ")[0] ? food : null };
}

/** The food the words read as has the kind asked in its name ("Pão integral" for "integral"). */
function carriesKind(words: string, kind: string): boolean {
  const [food] = findFoodMentions(words);
  return food?.food !== null && food?.food !== undefined && foldText(food.food.name).includes(kind.replace(/[oa]s?$/, ""));
}
