import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, NUMBER_WORDS, render, type TMealEdit, type TPart } from "../meal-parts";

/** "o bife era de fígado", "o pastel era de carne": what a food of the card was made of. */
const SUBJECT_WAS = /^(?:o|a|os|as) (.+?) (?:era|foi|eram|foram) (?:de |do |da )(.+)$/;
const ALONE_WAS = /^(?:e\s+)?(?:era|foi|eram|foram) (?:de|do|da) (.+)$/;
/** "foi frito", "era cozido": how the one food on the card was prepared. */
const PREPARATION_ONLY = /^(?:(?:era|foi|foram|eram|tava|estava|e)\s+)?((?:cozid|frit|assad|grelhad|refogad|empanad)[oa]s?|na manteiga|no azeite|na brasa|no vapor|a milanesa)$/;
/** "a pamonha foi doce, não de sal", "o café era sem açúcar": which kind of the food it was. */
const KIND_WAS = /^(?:o|a|os|as) (.+?) (?:era|foi) ((?:sem |com )?\w+)(?: (?:e )?nao (?:de |com |sem )?\w+)?$/;

const AN_AMOUNT = /^(?:metade|dobro|meia|meio|pouc[oa]s?|muit[oa]s?|tudo|isso|demais|bastante)$/;

/** One food as the engine reads it, or nothing. */
const readsAsOne = (text: string) => {
  const read = analyze(text);
  return read.items.length === 1 && read.unread.length === 0;
};

/** "bife de frango" reads as two foods; a fillet of chicken is what was meant. */
const MADE_OF: readonly ((head: string, what: string) => string)[] = [(head, what) => `${head} de ${what}`, (head, what) => (head === "bife" ? `file de ${what}` : ""), (_, what) => what];

/** What a food of the card was: its preparation, its kind or what it was made of; null when the message says none. */
export function whatItWas(folded: string, parts: TPart[]): TMealEdit | null {
  const prep = PREPARATION_ONLY.exec(folded);
  if (prep && parts.length === 1) {
    const part = parts[0] as TPart;
    const variant = `${part.food.replace(/\b(cozid|frit|assad|grelhad|refogad|empanad)[oa]s?\b/, "").trim()} ${prep[1]}`;
    if (readsAsOne(variant)) {
      parts[0] = { ...part, food: variant };
      return { text: render(parts), change: `${part.food} agora é ${variant}` };
    }
  }
  const kind = KIND_WAS.exec(folded);
  // "o arroz foi metade", "a farofa foi pouca": how much, never which kind.
  if (kind && !AN_AMOUNT.test(kind[2] as string)) {
    const index = findPart(parts, kind[1] as string);
    // "o pão era integral" on "pão francês": the kind of bread said, when the full name has no such kind.
    const head = foldText(kind[1] as string).split(" ")[0];
    const variant = index < 0 ? "" : [`${(parts[index] as TPart).food} ${kind[2]}`, `${head} ${kind[2]}`].find(readsAsOne) ?? "";
    if (variant) {
      const part = parts[index] as TPart;
      parts[index] = { ...part, food: variant };
      return { text: render(parts), change: `${part.food} agora é ${variant}` };
    }
    if (index >= 0) return { text: render(parts), change: `mantive ${(parts[index] as TPart).food}: a tabela que uso não separa o tipo "${kind[2]}"` };
  }
  // "eram de frango com catupiry" after "2 coxinha": what the card's one food was made of.
  const alone = parts.length === 1 ? ALONE_WAS.exec(folded) : null;
  const was = SUBJECT_WAS.exec(folded) ?? (alone ? [alone[0], foldText((parts[0] as TPart).food).split(" ")[0] as string, alone[1] as string] : null);
  if (!was) return null;
  const [, subject, what] = was as unknown as [string, string, string];
  const index = findPart(parts, subject);
  if (index < 0 || NUMBER_WORDS.test(what.split(" ")[0] as string)) return null;
  const part = parts[index] as TPart;
  const head = foldText(subject).split(" ")[0] as string;
  const food = MADE_OF.map((f) => f(head, what)).find((t) => t && readsAsOne(`${part.amount} ${t}`)) ?? `${head} de ${what}`;
  parts[index] = { ...part, food };
  return { text: render(parts), change: `troquei ${part.food} por ${food}` };
}
