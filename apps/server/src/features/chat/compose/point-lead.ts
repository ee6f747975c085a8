import { foldText, restoreAccents } from "../chat.text";

/** Who guides the point asked, by the words it is said in. */
const WHO_GUIDES: readonly [RegExp, string][] = [
  [/\b(gravid\w*|gestant\w*|gestac\w*|gravidez|amament\w*|lactant\w*)\b/, "Na gestação e na amamentação, quem orienta é o(a) obstetra que faz seu acompanhamento, junto de um(a) nutricionista."],
  [/\b(crianc\w*|filh[oa]s?|bebe\w*|nene\w*|nenem|infantil|adolescent\w*)\b/, "Para crianças, quem orienta a alimentação para a idade é o(a) pediatra."],
  [/\b(idos[oa]s?|avo|avos|vovo)\b/, "Para a pessoa idosa, quem orienta é o(a) médico(a) que a acompanha (ou um(a) geriatra), junto de um(a) nutricionista."],
  [/\b(cabel\w*|calvicie|pele|espinhas?|acne|cravos|rugas?|unhas?)\b/, "Queda de cabelo, pele e unhas têm muitas causas (ferro, tireoide, hormônios, estresse); nenhum alimento isolado resolve, e quem investiga é o(a) dermatologista, junto de um(a) nutricionista."],
  [/\b(tpm|colica menstrual|menstrua\w*)\b/, "Para sintomas do ciclo menstrual, quem orienta é o(a) ginecologista, junto de um(a) nutricionista."],
  [/\b(diabet\w*|pressao|hipertens\w*|rim|rins|renal|refluxo|gastrite|colesterol|triglicer\w*|tireoide|gota|figado|intestino|diverticul\w*|estomago|celiac\w*)\b/, "Com uma condição de saúde, quem orienta é o(a) médico(a) que acompanha a condição, junto de um(a) nutricionista."],
];

/**
 * A follow-up whose point no curated entry speaks of ("e na gravidez pode?" after sweeteners, "e o de caixinha?" after
 * fresh juice): said plainly, with who guides it, before what the tables know. Never an article on something else.
 */
export function composePointLead(point: readonly string[], text: string, subject?: string): string {
  const joined = point.join(" ");
  const who = WHO_GUIDES.find(([words]) => words.test(joined))?.[1] ?? "Um(a) nutricionista pode orientar no seu caso.";
  const asked = `**${restoreAccents(point.join(", "), [text])}**`;
  return `Sobre ${subject ? `${subject.toLowerCase()} e ${asked}` : asked}, o que você perguntou agora, não tenho na minha base uma orientação verificada específica, e prefiro te dizer isso a responder com um texto sobre outro assunto. ${who}`;
}

/** A time of day asked ("e à noite pode?", "qual o melhor horário?"). */
const TIME = /^(noite|noturn\w*|manha|tarde|madrugada|horario\w*|hora|horas)$/;
/** Foods whose caffeine makes the hour matter (sleep): left to their own entries. */
const CAFFEINE = /\b(cafe|cha|mate|chimarrao|guarana|cola|energetico|chocolate|cacau)\b/;

/**
 * "e de noite pode?" after tapioca: for a food, the hour weighs little, the amount and the day's total do (Guia
 * Alimentar); null when the point is not only a time or the food has caffeine.
 */
export function composeTimeOfFood(point: readonly string[], food: string | undefined): string | null {
  if (!food || point.length === 0 || !point.every((w) => TIME.test(w)) || CAFFEINE.test(foldText(food))) return null;
  return `Pode, sim: para ${food.toLowerCase()}, **o horário pesa pouco**. O que conta é a porção e o total do dia, segundo o Guia Alimentar; à noite, a mesma porção de outro horário cabe igual. Se você tem azia ou refluxo, deixe 2 a 3 horas entre a última refeição e a hora de deitar.`;
}

/**
 * "e depois das 22h?" after eating at night: the hour weighs little next to the day's total (Guia Alimentar, ABESO); late
 * and close to bed, a lighter meal and 2 to 3 hours before lying down spare sleep and reflux.
 */
export function composeLateHour(hour: string): string {
  const said = hour ? `**${restoreAccents(hour, [hour]).replace(/\b(\d{2})(?: ?h\w*)?$/, "$1h")}**` : "**mais tarde**";
  return [
    `Comer ${said} não engorda por causa do horário: o que conta é a **porção e o total de calorias do dia**, segundo o Guia Alimentar. A mesma refeição às 18h ou às 22h soma as mesmas calorias.`,
    "",
    "O que muda tarde da noite é o conforto: prefira uma refeição mais leve (arroz, feijão, legumes e um ovo ou frango, ou uma fruta com iogurte) e deixe **2 a 3 horas entre comer e deitar**, o que ajuda o sono e evita azia e refluxo. Se você chega à noite com muita fome, vale rever se não está pulando refeições durante o dia.",
  ].join("\n");
}
