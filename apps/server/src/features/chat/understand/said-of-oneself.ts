/**
 * What a person says about their own life that no health condition or diet names, read so that the message is
 * acknowledged and kept (issue 27): a goal said with what they want, a faith's food rules, a work shift.
 */

/** "queria ganhar uns 5 kg", "o objetivo é manter o peso, não quero secar": a goal said anywhere in the message. */
export const GOAL_SAID =
  /\b(?:quero|queria|to querendo|tou querendo|estou querendo|preciso|precisava|tenho que|gostaria de|pretendo|to tentando|estou tentando|meu objetivo e|o objetivo e|objetivo e|meu foco e|o foco e)\b(?: \w+){0,2}? (?:emagrecer|engordar|secar|hipertrofia|perder (?:peso|gordura|a barriga|barriga|(?:uns |umas |alguns |os )?\d+ ?(?:kg|quilos?)|uns quilos|uns quilinhos)|ganhar (?:peso|massa|musculo\w*|(?:uns |alguns )?\d+ ?(?:kg|quilos?)|uns quilos|uns quilinhos)|manter (?:o |meu )?peso)\b/;

/** "não misturo carne com leite", "não junto carne e queijo": the kosher rule of meat and dairy, said without its name. */
const MEAT_APART_FROM_MILK = /\bnao (?:misturo|junto|como|combino|uso) carnes? (?:com|e|junto com) (?:leite|laticinios?|queijos?|derivados de leite)\b/;
/** "sigo alimentação kosher", "como halal", "sou adventista", "não misturo carne com leite": food rules of a faith. */
export const FAITH = new RegExp(`\\b(kosher|kasher|casher|halal|muculman[oa]s?|adventista)\\b|${MEAT_APART_FROM_MILK.source}`);

/** "trabalho de vigia à noite, das 19h às 7h", "faço plantão 12x36 noturno", "entro 3h da manhã": a work shift. */
export const SHIFT =
  /\b(?:trabalho|trabalhando|trampo) (?:\w+ ){0,3}?(?:a noite|de noite|a madrugada|de madrugada|noturno|plantao|plantoes|turno)\b|\b(?:faco|fazendo|dou|pego|pegando) (?:\w+ ){0,2}?(?:plantao|plantoes|turno)\b|\b(?:plantao|plantoes|12x36|24x48)\b|\bturno (?:da noite|noturno|da madrugada)\b|\bdurmo de (?:dia|manha)\b|\bentro (?:as |a )?\d{1,2} ?h?(?:oras)? da (?:manha|madrugada|noite)\b/;

/** What the faith leaves out, as the words of the food groups plans and warnings already match. */
/** `scaleless`: fish without scales (pintado, cação, bagre), which kashrut leaves out with shellfish. */
export function faithLeavesOut(folded: string): { pork: boolean; seafood: boolean; scaleless: boolean; meatWithMilk: boolean; alcohol: boolean } {
  const kosher = /\b(kosher|kasher|casher)\b/.test(folded);
  const halal = /\b(halal|muculman[oa]s?)\b/.test(folded);
  const adventist = /\badventista\b/.test(folded);
  return { pork: kosher || halal || adventist, seafood: kosher || adventist, scaleless: kosher || adventist, meatWithMilk: kosher || MEAT_APART_FROM_MILK.test(folded), alcohol: halal || adventist };
}
