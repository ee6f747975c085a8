import { conditionSaid } from "../knowledge/condition-said";

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

const SPECIALIST: readonly [RegExp, string][] = [
  [/\b(acne|psoriase|dermatite|rosacea|vitiligo|queda de cabelo|calvicie|espinhas?)\b/, "o(a) **dermatologista**"],
  [/\b(lupus|artrite|artrose|fibromialgia|reumat\w*|espondilite)\b/, "o(a) **reumatologista**"],
  [/\b(labirintite|rinite|sinusite|zumbido|vertigem)\b/, "o(a) **otorrinolaringologista**"],
  [/\b(hemorroida\w*|fissura)\b/, "o(a) **proctologista**"],
  [/\b(menopausa|climaterio|candidiase|mioma|endometriose)\b/, "o(a) **ginecologista**"],
  [/\b(apneia|insonia)\b/, "o(a) **médico(a) do sono** (ou pneumologista)"],
  [/\b(colite|diverticul\w*)\b/, "o(a) **gastroenterologista**"],
];

/** A supplement asked about ("biotina faz crescer cabelo?", "magnésio dimalato serve pra quê?"). */
const SUPPLEMENT = /\b(suplement\w*|capsulas?|biotina|magnesio( dimalato| quelato)?|zinco|selenio|melatonina|colageno|polivitaminico|multivitaminico|coenzima q10|ashwagandha|cromo|spirulina|vitamina [a-z0-9]+|complexo b|glutamina|bcaa|cafeina em capsula|picolinato)\b/;

const SAFE_NOW = [
  "comida de verdade na maior parte das refeições: arroz, feijão, legumes, verduras, frutas, ovos, carnes ou peixes, leite e iogurte, e menos ultraprocessados (Guia Alimentar para a População Brasileira);",
  "não corte grupos de alimentos nem comece suplementos por conta própria: sem indicação, não trazem benefício e podem deixar faltar nutrientes ou interagir com remédios;",
  "se algum alimento parece piorar o que você sente, anote o que comeu e como ficou, e leve essas anotações à consulta.",
];

/** A phrase of the folded message as the person wrote it, accents kept ("magnesio" as "magnésio"). */
function asWritten(text: string, folded: string): string {
  const accents: Record<string, string> = { a: "[aáàâã]", e: "[eéê]", i: "[ií]", o: "[oóôõ]", u: "[uúü]", c: "[cç]" };
  const pattern = [...folded].map((ch) => accents[ch] ?? (ch === " " ? "\\W+" : ch)).join("");
  return new RegExp(pattern, "i").exec(text)?.[0].toLowerCase() ?? folded;
}


/**
 * An in-scope question the base has no entry for, about a condition or a supplement: what is safe to say now and who
 * guides the food in this case, instead of a list of what the assistant can do. Null when it is about neither.
 */
export function composeUncoveredHealth(text: string, folded: string): string | null {
  const condition = conditionSaid(text);
  const found = SUPPLEMENT.exec(folded)?.[0];
  const supplement = found ? asWritten(text, found) : undefined;
  if (!condition && !supplement) return null;
  const who = SPECIALIST.find(([words]) => words.test(folded))?.[1] ?? "o(a) **médico(a)** que acompanha você";
  const lead = condition
    ? `Sobre **${condition}** e alimentação, não tenho na minha base uma orientação específica verificada, e prefiro não inventar uma regra. O que vale com segurança agora:`
    : `Sobre **${supplement}**: suplemento só faz diferença para quem tem falta do nutriente ou uma indicação, e em excesso alguns fazem mal ou atrapalham exames. O que vale com segurança agora:`;
  const see = condition
    ? `Quem orienta a alimentação no seu caso é ${who}, junto com um(a) **nutricionista**, que ajusta o cardápio ao que você tem.`
    : "Antes de tomar, converse com um(a) **médico(a)** ou **nutricionista**: eles veem se você precisa (às vezes com um exame) e qual dose é segura.";
  return [lead, "", ...SAFE_NOW.map((line) => `- ${line}`), "", see, "", "Se quiser, me diga um alimento ou uma refeição que está em dúvida e eu digo o que ela tem."].join("\n");
}
