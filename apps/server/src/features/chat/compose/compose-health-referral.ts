/**
 * A question the base does not answer that touches a medicine, a symptom, pregnancy or a baby: instead of the list of
 * what the assistant can do, who to ask and when not to wait (decision 114).
 */
const WHO: readonly [RegExp, string][] = [
  [/\b(bebe|nene|recem nascid\w*|meses)\b/, "o(a) **pediatra** do bebê"],
  [/\b(gravid\w*|gestante|gestacao|amament\w*|lactante)\b/, "o(a) **obstetra** (ou o pediatra, se for sobre amamentação)"],
  [/\b(remedio\w*|medicament\w*|comprimido\w*|capsula\w*|insulina\w*|dose|antibiotic\w*|anticoncepcional|antidepressiv\w*|corticoide|tarja preta)\b/, "o(a) **médico(a)** que receitou o remédio ou o(a) **farmacêutico(a)**"],
  [/\b(dor|dores|sangr\w*|febre|desmai\w*|tontura|vomit\w*|diarreia|falta de ar|palpitac\w*|inchad\w*|formigamento)\b/, "um(a) **médico(a)**"],
];

const URGENT = /\b(sangr\w*|desmai\w*|falta de ar|dor no peito|convuls\w*|confus\w*|nao consegue respirar|labios roxos)\b/;

export function composeHealthReferral(folded: string): string | null {
  const who = WHO.find(([words]) => words.test(folded))?.[1];
  if (!who) return null;
  const now = URGENT.test(folded) ? " **Com sangramento, desmaio, falta de ar, dor no peito ou confusão, não espere: ligue 192 (SAMU) ou vá a um pronto-socorro.**" : " Se os sintomas forem fortes ou piorarem, procure atendimento no mesmo dia.";
  return `Não tenho uma resposta verificada para isso na minha base e, como envolve a saúde, prefiro não arriscar: o mais seguro é perguntar a ${who}.${now}\n\nSobre alimentação, posso ajudar com o que você come no dia a dia, com rótulos e com refeições que combinem com o que você me contou.`;
}
