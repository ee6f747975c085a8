import type { TFoodMention } from "../understand/food-mentions";
import type { TUnderstanding } from "../understand/understand";
import { foodFacts } from "../facts/food-facts";
import { foldText } from "../chat.text";
import { numbersLine } from "./compose-food";

/** "qual a diferença de aipim e mandioca?", "é a mesma coisa?", "aqui chamam de canjica": two names set side by side. */
const SAME_ASKED = /\b(diferenca|mesma coisa|e igual|sao iguais|e o mesmo|sao o mesmo|chamam de|chama de|conhecid[oa] como|outro nome)\b/;
/** "vc sabe o que é mungunzá?": a name asked about. */
const WHAT_IS = /\b(o que e|oq e|oque e|sabe o que e|o que significa|que e isso)\b/;
const LINKS = new Set(["e", "ou", "x", "vs", "com", "de", "do", "da"]);

/**
 * The names said of the food the engine read: every word of a phrase read whole ("macaxeira aipim e mandioca") when each
 * is one of the food's own names, else the phrases said of it.
 */
function namesOf(mention: TFoodMention): string[] {
  const words = mention.phrase.split(" ").filter((w) => !LINKS.has(w));
  if (words.length >= 2 && words.every((w) => mention.food!.heads.includes(w))) return words;
  return [mention.phrase, ...(mention.alsoSaid ?? [])];
}

/** A name as the person wrote it, accents and all ("jerimum", "abóbora"), found back in the messages. */
function asWritten(name: string, texts: readonly string[]): string {
  const size = name.split(" ").length;
  for (const text of texts) {
    const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
    for (let i = 0; i + size <= words.length; i++) {
      const phrase = words.slice(i, i + size).join(" ");
      if (foldText(phrase) === name) return phrase;
    }
  }
  return name;
}

/**
 * Names of one food said or asked about: the same food under regional names ("macaxeira, aipim e mandioca"), a name
 * asked the turn after another of the same food ("aqui chamam de canjica, é a mesma coisa?"), or what a regional name
 * is in the table ("o que é mungunzá?"). Null when the names are of different foods, or nothing of this is asked.
 */
export function composeSameFood(u: TUnderstanding, previous: TUnderstanding | null): string | null {
  const same = SAME_ASKED.test(u.folded);
  if (!same && !WHAT_IS.test(u.folded)) return null;
  for (const mention of u.foods.filter((m) => m.food)) {
    const before = same ? (previous?.foods ?? []).filter((m) => m.food?.id === mention.food!.id).flatMap(namesOf) : [];
    const said = [...new Set([...before, ...namesOf(mention)].map(foldText))];
    if (same && said.length >= 2) {
      const list = said.map((n) => `**${asWritten(n, [u.text, previous?.text ?? ""])}**`);
      const lead = /\bdiferenca\b/.test(u.folded) ? "Nenhuma" : "Sim";
      return [`${lead}: ${list.slice(0, -1).join(", ")} e ${list.at(-1)} são nomes do mesmo alimento, que muda de nome de região para região. Na tabela ele aparece como **${mention.food!.name}**.`, "", numbersLine(foodFacts(mention.food!))].join("\n");
    }
    if (!same && u.foods.length === 1 && !foldText(mention.food!.name).includes(foldText(mention.phrase))) {
      return [`Na tabela de alimentos, **${asWritten(mention.phrase, [u.text])}** é registrado como **${mention.food!.name}**: é o mesmo alimento com outro nome.`, "", numbersLine(foodFacts(mention.food!))].join("\n");
    }
  }
  return null;
}
