import { composeCardQuestion } from "./card-question";
import { oneMoreAsked } from "../understand/edits/one-more";
import { PREPARATION_ONLY } from "../understand/edits/what-it-was";
import { findPart, partsOf } from "../understand/meal-parts";

const UNCHANGED = "O cartão acima continua como estava.";

/** "a marmita era pequena", "o ovo foi no capricho": the food of the card a correction is said of, in words no edit reads. */
function foodSaidOf(folded: string, meal: string): string | null {
  const subject = /^(?:e\s+)?(?:o|a|os|as) (\S+)(?: \S+)? (?:era|foi|eram|foram|tava|veio|vieram)\b/.exec(folded)?.[1];
  if (!subject) return null;
  const parts = partsOf(meal);
  return parts[findPart(parts, subject)]?.food ?? null;
}

/** Words that correct the card but name no food of it: "sem…", "tira…", "foi metade", "não era…". */
const CORRECTION_WORDS =
  /^(?:sem|tira|tirar|retira|nao (?:comi|tomei|bebi) )\b|^(?:(?:era|foi|eram|foram) (?:so |um |uma |o |a |mais |menos |bem )?(?:prato|pratinho|pratao|porcao|pouc\w*|menos|mais|menor|maior|pequen\w*|grande|metade|meio|meia)|nao (?:era|foi|eram|foram) )/;

/**
 * A correction of the card no edit could read, answered with what was understood of it and one question, never a
 * change: null when the message reads as no correction of the card at all.
 */
export function composeCorrectionAsked(folded: string, meal: string): string | null {
  const several = oneMoreAsked(folded, partsOf(meal));
  if (several) return `Entendi que teve mais, mas o cartão tem mais de um item: foi mais de qual, ${several.map((f) => `*${f}*`).join(" ou ")}? Me diga, por exemplo, *mais um ${several[0]}*, que eu somo no mesmo cartão. ${UNCHANGED}`;
  const food = foodSaidOf(folded, meal);
  if (food) return `Entendi que a correção é sobre *${food}*, mas não consegui ler o que mudou. Foi a quantidade (por exemplo *foram 2*, *foi metade*), o tamanho (*era pequeno*) ou o preparo (*foi frito*, *era cozido*)? ${UNCHANGED}`;
  // "foi frita" on "mandioca e carne de sol": how one of the foods was made, never a new meal of fries.
  const how = PREPARATION_ONLY.exec(folded)?.[1];
  if (how) return `Entendi que algo foi ${how}, mas não sei qual item do cartão: ${partsOf(meal).map((p) => `*${p.food}*`).join(" ou ")}? Me diga, por exemplo, *o ${partsOf(meal)[0]?.food ?? "frango"} foi ${how}*. ${UNCHANGED}`;
  if (!CORRECTION_WORDS.test(folded)) return null;
  return composeCardQuestion(folded, meal);
}
