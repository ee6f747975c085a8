import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";

const UNCHANGED = "O cartão acima continua como estava.";

/** "a outra metade eu não comi", "comi só um pouco": a part of the meal said, with no item named. */
const PART_EATEN = /\b(?:metade|meio|meia|um terco|um quarto|um pouco|so um pouco|parte|o resto|sobrou|deixei)\b/;

const listed = (foods: readonly string[]) => (foods.length === 1 ? `*${foods[0]}*` : `${foods.slice(0, -1).map((f) => `*${f}*`).join(", ")} ou *${foods.at(-1)}*`);

/**
 * A message said to the card that no edit could read: ONE question that names the card's items and says what was
 * understood and what is missing (issue 27, decision 216), never a generic line nor a change made on a guess.
 */
export function composeCardQuestion(folded: string, meal: string): string {
  const foods = [...new Set(analyze(meal).items.map((i) => i.food.toLowerCase()))];
  if (foods.length === 0) return `Entendi que é sobre o cartão acima, mas não consegui ler o que mudou. Me diga o alimento e a quantidade (por exemplo, *foram 2 colheres de arroz*). ${UNCHANGED}`;
  const said = foods.find((f) => foldText(f).split(" ").some((w) => w.length > 3 && folded.split(" ").includes(w)));
  if (PART_EATEN.test(folded)) {
    return `Entendi que você não comeu tudo. Foi de tudo (${foods.map((f) => `*${f}*`).join(", ")}) ou só de um item? Me diga, por exemplo, *foi metade de tudo* ou *metade do ${foods[0]!.split(" ")[0]}*, que eu corrijo o mesmo cartão. ${UNCHANGED}`;
  }
  if (said) return `Entendi que a correção é sobre *${said}*, mas não consegui ler o que mudou nele. Foi a quantidade (*foram 2*, *foi metade*), o tamanho (*era pequeno*), o tipo (*era sem açúcar*, *era integral*) ou o preparo (*foi frito*)? ${UNCHANGED}`;
  return `Entendi que é uma correção do cartão de ${foods.map((f) => `*${f}*`).join(", ")}, mas não consegui ler o que mudou. Em qual item, ${listed(foods)}, e o que foi diferente? Por exemplo, *o ${foods[0]!.split(" ")[0]} foi metade* ou *tira o ${foods.at(-1)!.split(" ")[0]}*. ${UNCHANGED}`;
}
