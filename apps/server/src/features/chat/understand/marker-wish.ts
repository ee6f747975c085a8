/**
 * "tô querendo subir meu ferro", "preciso baixar meu colesterol": a blood marker or a nutrient the person wants to raise
 * or lower, said without asking. It asks what to eat for it.
 */
const RAISE = /\b(?:subir|aumentar|melhorar|repor|levantar|elevar)\s+(?:o |a |os |as |meu |minha |meus |minhas )?(ferro|ferritina|hemoglobina|vitamina d|vitamina b12|b12|calcio|potassio|magnesio|zinco)\b/;
const LOWER = /\b(?:baixar|abaixar|diminuir|reduzir|controlar|melhorar)\s+(?:o |a |os |as |meu |minha |meus |minhas )?(colesterol|ldl|triglicerid\w*)\b/;
const ASKS_ALREADY = /\?\s*$/;

/** The question the wish asks, in the words the knowledge base and the nutrient lists answer; null when none is said. */
export function markerWishAsked(folded: string, text: string): string | null {
  if (ASKS_ALREADY.test(text.trim())) return null;
  const raise = RAISE.exec(folded);
  if (raise) return `o que comer pra aumentar o ${raise[1]}?`;
  const lower = LOWER.exec(folded);
  return lower ? `o que comer pra baixar o ${lower[1]}?` : null;
}
