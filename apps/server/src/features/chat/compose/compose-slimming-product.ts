const LEAD = "**Não existe quantidade nem horário seguros para chá ou produto \"emagrecedor\", e eu não indico nenhum.**";
const AGAIN = "**A resposta continua a mesma: não existe quantidade nem horário seguros para esse produto, e eu não indico tomar.**";

/**
 * A slimming tea or capsule asked about, or how much and when to take the one just asked about: no dose and no time,
 * why (water and bowel, not fat; hidden laxatives, diuretics or medicines), what a tea can be instead, and what works.
 * `said`: the message that named the product; `lastReply`: the answer before, so the same text is never pasted twice.
 */
export function composeSlimmingProduct(said: string, lastReply: string | null): string {
  if (lastReply?.includes(LEAD) || lastReply?.includes(AGAIN)) {
    return [
      `${AGAIN} O que ele tira é água e o que está no intestino, não gordura, e misturas vendidas na internet podem esconder laxantes, diuréticos ou remédios.`,
      "Um chá sem promessa (camomila, erva-cidreira, hortelã), sem açúcar, cabe como bebida. Para emagrecer de verdade, um(a) **nutricionista** monta um plano com você.",
    ].join("\n\n");
  }
  const fast = /\b\d+ ?(?:kg|kilos?|quilos?)\b/.test(said) ? " Perder vários quilos em poucos dias não seria gordura, e sim água e músculo." : "";
  return [
    `${LEAD} Nenhum chá queima gordura: o que esses produtos tiram é água (efeito diurético) ou o que está no intestino (laxantes como o sene), e o peso volta em poucos dias.${fast}`,
    "Misturas vendidas na internet podem ter laxantes, diuréticos ou até remédios escondidos que não estão no rótulo: causam cólica, diarreia, desidratação, perda de potássio (que afeta o coração) e interagem com remédios. A ANVISA já mandou recolher vários. Se já tomou e sentiu palpitação, tontura, fraqueza forte ou diarreia que não para, procure atendimento.",
    "Chá como bebida cabe, sem promessa: camomila, erva-cidreira, hortelã ou hibisco, sem açúcar, no lugar de refrigerante ou suco adoçado.",
    "O que funciona para perder peso é um déficit pequeno e constante: pratos com metade de verduras e legumes, proteína em cada refeição, menos ultraprocessados e bebidas açucaradas, e atividade física. Um(a) **nutricionista** monta isso com você; se houver remédio para emagrecer em questão, só com **médico(a)**.",
  ].join("\n\n");
}
