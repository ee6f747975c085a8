
/**
 * The reply to foods said as not eaten ("hj nada de refri", "não comi pão hoje, tô tentando cortar"): nothing is logged,
 * the choice is acknowledged (praised when the person says it is one), and how to log what was eaten is said once.
 * `onCard`: a card is open and none of these foods is on it.
 */
export function composeNotEaten(foods: readonly string[], glad: boolean, onCard: boolean): string {
  const bold = foods.map((f) => `**${f}**`);
  const named = bold.length > 1 ? `${bold.slice(0, -1).join(", ")} e ${bold.at(-1)}` : (bold[0] ?? "");
  const lead = glad ? `Boa, mandou bem! Anotado: hoje sem ${named}.` : `Certo, anotado: sem ${named}.`;
  if (onCard) return `${lead} O cartão acima não inclui ${foods.length > 1 ? "esses itens" : "isso"}, então continua como está.`;
  return `${lead} Não registrei nada no seu dia, porque não foi consumido. Quando comer ou beber algo, me conte o que foi e quanto, que eu calculo.`;
}
