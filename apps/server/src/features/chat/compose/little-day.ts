import type { TMealAnalysis, TTargets } from "@nutriguia/nutrition";
import { PRAISE } from "../gate/meal-risks";
import { num } from "./format";

/**
 * The message tells the whole day's eating: "meu dia hj:", "o dia todo", "hoje foi só isso", "nem jantei", or "até
 * agora" said in the evening. Told of one meal ("no almoço foi só isso"), it is not.
 */
const WHOLE_DAY = /\b(?:o dia (?:todo|inteiro)|meu dia|resumo do (?:meu )?dia|resumo de hoje|passei o dia|hoje (?:foi|fiquei|fico) so|nem (?:jantei|almocei|jantar|almocar)|(?:hoje|hj)\b.*\b(?:so isso|mais nada|nada mais|e so)|(?:so isso|mais nada|nada mais)\b.*\b(?:hoje|hj))\b/;
const EVENING_SO_FAR = /\bate agora\b.*\b(?:(?:1[7-9]|2[0-3]) ?(?:h|hs|horas)\b|de noite|a noite)|\b(?:ja (?:e|eh) (?:de )?noite)\b/;

/** The day told as a success, or approval asked for it: "tô mandando bem?", "foco total", "amanhã repito?". */
const PROUD = /\b(?:(?:to|tou|estou) (?:mandando|indo|me saindo) bem|mandei bem|arrasei|(?:to|estou|tou) de parabens|foco total|no foco|focad[oa]|orgulhos[oa]|consegui|firme e forte|(?:ta|esta|foi) (?:otimo|bom|certo|ok|de boa|suficiente)|amanha repito|vou repetir|(?:vou|posso|bora) continuar|da pra continuar)\b/;

/** Below this share of the day's target (and never above 1,000 kcal), a whole day is far too little; 800 kcal without a target. */
const LOW_SHARE = 0.5;
const LOW_CEILING = 1000;
const LOW_WITHOUT_TARGET = 800;

function tooLittle(kcal: number, targets: TTargets | null): boolean {
  const limit = targets && targets.calories > 0 ? Math.min(LOW_SHARE * targets.calories, LOW_CEILING) : LOW_WITHOUT_TARGET;
  return kcal > 0 && kcal < limit;
}

/**
 * A whole day told whose foods, as the engine counts them, come to far less than the person needs: the card is not a
 * success to praise. When the message asks for approval ("tô mandando bem?") the answer is no, said with care; either
 * way the reply says how little it is against the target, what to eat now, and who helps when eating has become hard.
 */
export function withLittleDay(card: string, folded: string, analysis: TMealAnalysis, targets: TTargets | null): string {
  if (!(WHOLE_DAY.test(folded) || EVENING_SO_FAR.test(folded)) || !tooLittle(analysis.totals.calories, targets)) return card;
  const against = targets && targets.calories > 0 ? `, menos da metade do que seu corpo precisa num dia (sua meta é de ${num(targets.calories)} kcal)` : ", bem menos do que um adulto precisa num dia";
  const lead = PROUD.test(folded)
    ? `**Com carinho: para um dia inteiro, isso é pouco, e não é o caso de comemorar nem de repetir amanhã.** O que você contou dá cerca de **${num(analysis.totals.calories)} kcal**${against}.`
    : `⚠️ **Para um dia inteiro, isso é pouco:** cerca de **${num(analysis.totals.calories)} kcal**${against}.`;
  const body = [
    lead,
    "Comer tão pouco derruba a energia e o humor, faz perder músculo junto com a gordura e costuma terminar em fome forte e exagero depois. Emagrecer com saúde é comer o suficiente, com constância, num déficit pequeno.",
    "O melhor agora é fazer uma refeição de verdade: por exemplo, arroz, feijão, uma proteína (frango, ovo ou carne) e legumes; ou pão com ovo e queijo, uma fruta e um copo de leite ou iogurte.",
    "Se tem sido difícil comer, ou se você sente culpa ou medo de engordar quando come, converse com um **nutricionista** ou um **psicólogo**: isso tem cuidado, e você não precisa passar por isso sozinho(a).",
  ].join("\n\n");
  return `${body}\n\n${card.replace(PRAISE, "")}`;
}
