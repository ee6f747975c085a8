/**
 * "e o almoço do bandejão da firma, conta como?": a meal served ready is logged like any other, told by what was on the
 * plate in household measures; with a card open, that card is already such a log. Portions follow the Guia Alimentar.
 */
export function composeEatingOutLog(cardOpen: boolean): string {
  const lead = "Conta como qualquer refeição: me diga **o que tinha no prato e quanto**, em medidas de casa, que eu calculo e registro. Por exemplo: *almocei no bandejão: 4 colheres de arroz, 1 concha de feijão, 1 filé de frango e salada*.";
  const card = cardOpen ? "O cartão acima já é esse registro: se esse almoço foi lá, confira as quantidades (no bandejão a porção costuma ser maior que a de casa; diga *foram 2 conchas de feijão*, por exemplo) e confirme." : null;
  const tips = [
    "- Não precisa pesar: colheres de servir, conchas, pedaços e *meio prato* já dão uma boa estimativa.",
    "- Molho, farofa, fritura, suco e sobremesa também contam: diga se teve.",
    "- Se você come lá todo dia, um bom prato tem **metade de salada e legumes**, **um quarto de arroz com feijão** e **um quarto de carne, frango, peixe ou ovo**, segundo o Guia Alimentar.",
  ].join("\n");
  return [lead, card, tips].filter(Boolean).join("\n\n");
}
