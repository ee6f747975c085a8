import type { TMealSlot } from "@nutriguia/domain";
import { PORTABLE, SLOTS } from "./plan-edit";

/**
 * "agora deixa ela low carb", "da pra diminuir o carbo?", "corta o carboidrato": after a plan, the same plan asked again
 * with little carbohydrate (decision 162), never an article on low carb nor "não tenho na minha base". A question about
 * the diet itself ("low carb emagrece?") is not this.
 */
const LOW_CARB = /\b(low ?carb|lowcarb|(?:menos|pouco|baixo|baixa em|reduzido em) carbo\w*|(?:corta|cortar|corte|diminui\w*|reduz\w*|abaixa\w*|baixa|baixar|tira|tirar|tire) (?:o |os |a |as |um pouco (?:do |dos |de )?|mais (?:o |os )?)?(?:de )?carbo\w*)\b/;
const ASKS = /\b(deixa|deixar|deixe|faz|faca|fazer|quero|queria|pode|podia|da pra|dava pra|muda|mude|transforma|passa|refaz|refazer|corta|cortar|corte|diminui\w*|reduz\w*|abaixa\w*|baixa|baixar|tira|tirar|tire|menos|agora|prefiro|vira|versao|com)\b/;
const ABOUT = /\b(emagrece|funciona|faz mal|e bom|e ruim|vale a pena|o que e|oque e|serve pra|engorda|pode comer|posso comer|quanto)\b/;

export function asksLowCarbPlan(folded: string): boolean {
  return LOW_CARB.test(folded) && (ASKS.test(folded) || folded.split(" ").length <= 4) && !ABOUT.test(folded);
}

/** "quero uma janta rapida de 15 min", "o cafe da manha tem q ser rapido, saio cedo": a meal of the plan made quick. */
const QUICK_SAID = /\b(rapid[oa]s?|rapidinh[oa]s?|pratic[oa]s?|facil de fazer|faceis de fazer|\d{1,2} ?(?:min|mins|minutos)|(?:nao tenho|sem|pouco|nao da) tempo(?: (?:de|pra|para) (?:cozinhar|fazer|preparar))?|saio cedo|chego tarde)\b/;

/** The meal to make quick (null: every meal), or undefined when the message asks no quick meal. */
export function quickMealAsked(folded: string): TMealSlot | null | undefined {
  // "algo que eu coma no ônibus, saio cedo": a meal made to travel (decision 203), not one made quick.
  if (!QUICK_SAID.test(folded) || PORTABLE.test(folded) || /\b(emagrec\w*|perder peso|secar|dieta rapida|resultado)\b/.test(folded)) return undefined;
  const slot = SLOTS.find(([, p]) => p.test(folded))?.[0] ?? null;
  return slot ?? (/\b(refeicoes|refeicao|comidas?|pratos?|tudo|receitas?)\b/.test(folded) ? null : undefined);
}
