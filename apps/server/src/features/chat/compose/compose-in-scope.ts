import principles from "./in-scope-principles.json" with { type: "json" };

/**
 * An in-scope question no curated entry answers ("como faço pra comer mais verdura se eu odeio", "tem como fazer marmita
 * pra semana toda", "qual o jeito mais saudável de fazer batata"): a principle of the Guia Alimentar on what was asked,
 * instead of "não tenho resposta verificada" or the food's numbers alone.
 */
type TPrinciple = { id: string; asked: string; title: string; answer: string; sources: string };

const PRINCIPLES = (principles as TPrinciple[]).map((p) => ({ ...p, pattern: new RegExp(p.asked) }));

const written = (p: TPrinciple) => `**${p.title}**\n\n${p.answer}\n\n_Fontes: ${p.sources}_`;

/** The principle the message itself asks for. */
export function principleAsked(folded: string): string | null {
  const found = PRINCIPLES.find((p) => p.pattern.test(folded));
  return found ? written(found) : null;
}

/** The principle the message asks for, else the one of the conversation it follows ("ele tem 5 anos" after a child who eats nothing green). */
export function principleInThread(folded: string, thread: string | undefined): string | null {
  return principleAsked(folded) ?? (thread ? principleAsked(thread) : null);
}

/** "e como eu sei qual é o meu?" after the calorie deficit: the person's own number is asked. */
const OWN_NUMBER = /\b(qual|quanto|como (eu )?(sei|calculo|descubro|vejo))\b.*\b(o meu|a minha|meu|minha)\b|\b(o meu|a minha)$/;
const ABOUT_ENERGY = /\b(deficit|calori\w*|kcal|gasto|metabolismo|meta|tmb)\b/;

export function asksOwnNumber(folded: string, thread: string | undefined): boolean {
  return OWN_NUMBER.test(folded) && folded.split(" ").length <= 10 && ABOUT_ENERGY.test(`${folded} ${thread ?? ""}`);
}
