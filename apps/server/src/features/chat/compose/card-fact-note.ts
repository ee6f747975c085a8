import type { TCardFact } from "../facts/card-facts";
import { mealRiskWarnings } from "../gate/meal-risks";
import type { TUserFacts } from "../understand/user-facts";
import { num } from "./format";

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** One short note per fact: what, why, and who to see when it matters (decision 222). */
export function cardFactNote(fact: TCardFact): string {
  switch (fact.kind) {
    case "pregnancy-liver":
      return `⚠️ **Na gestação, evite fígado e o que leva fígado (bife de fígado, patê, buchada, sarapatel):** uma porção tem vitamina A (retinol) muito acima do limite diário da gestante, e o excesso, sobretudo no 1º trimestre, pode causar malformações no bebê. Uma vez não é motivo de pânico; não tome suplemento com vitamina A por conta própria e conte ao seu **obstetra** no pré-natal. Para o ferro, prefira carne vermelha magra e feijão com uma fruta cítrica.`;
    case "pregnancy-soft-cheese":
      return `⚠️ **Na gestação, ${lower(fact.food)} só se for pasteurizado** e com selo de inspeção (SIF, SIE ou SIM): queijo fresco ou de leite cru, como o vendido na praia ou na feira sem rótulo, pode transmitir listeriose, que afeta o bebê. Bem assado e quente, o risco cai. Febre ou dor no corpo nos próximos dias: conte ao **obstetra**.`;
    case "pregnancy-mercury-fish":
      return `⚠️ **Na gestação, modere ${lower(fact.food)}:** peixes grandes acumulam mercúrio, que afeta o cérebro do bebê. Até 1 a 2 porções por semana, variando com sardinha, tilápia e outros peixes menores, sempre bem cozidos.`;
    case "kidney-protein":
      return `⚠️ **Com doença renal, esta refeição tem bastante proteína: ${num(fact.protein)} g.** Fora da diálise, o rim costuma ser poupado com menos proteína no dia (muitas vezes 0,6 a 0,8 g por kg de peso, perto de 40 a 55 g no dia todo), e uma refeição assim já chega perto disso. Quanto é o seu depende dos exames: confirme com o seu **nefrologista** e um **nutricionista**.`;
    case "kidney-potassium":
      return `⚠️ **Com doença renal, atenção ao potássio:** ${fact.food.split(", ").map(lower).join(", ")} ${fact.food.includes(",") ? "somam" : "soma"} cerca de **${num(fact.potassium)} mg** nesta refeição. Quando o rim filtra pouco (e na diálise), o potássio alto no sangue afeta o coração; quanto é liberado depende dos seus exames: siga o seu **nefrologista** e o **nutricionista** da clínica.`;
    case "pressure-sodium":
      return `⚠️ **Com ${fact.condition === "HYPERTENSION" ? "pressão alta" : "doença cardíaca"}, esta refeição tem ${num(fact.sodium)} mg de sódio**, cerca de ${Math.round((fact.sodium / 2000) * 100)}% do limite de 2.000 mg do dia inteiro (OMS). Nas outras refeições de hoje, prefira comida feita em casa com pouco sal, sem embutidos, caldos prontos nem salgadinhos.`;
    case "glucose-small-meal":
      return `⚠️ **Com insulina ou remédio que baixa a glicose, esta refeição é pequena: ${num(fact.kcal)} kcal e ${num(fact.carbohydrates)} g de carboidrato.** Se a dose não foi ajustada para isso, a glicose pode cair nas próximas horas (inclusive de madrugada): complete com um carboidrato (pão, fruta, arroz, leite), não pule a próxima refeição e tenha açúcar rápido à mão. Mudanças de dose ou de refeições, com o seu **endocrinologista**.`;
    case "pen-little-day":
      return `⚠️ **Com a caneta (GLP-1), o seu dia até agora soma só cerca de ${num(fact.kcal)} kcal**, pouco demais mesmo com a fome baixa: faltam proteína, vitaminas e energia, e o corpo perde músculo. Faça mais uma refeição pequena com proteína (iogurte, ovo, vitamina de leite com fruta, sopa com frango) e conte a quem receitou quanto você está conseguindo comer: a dose pode precisar de ajuste. Tontura, vômitos que não param ou dor forte na barriga: atendimento no mesmo dia.`;
  }
}

/** Where the note goes: under the card's numbers and points, before its health cautions and the confirmation line. */
const BEFORE = /\n\n(?=\*\*Cuidados de saúde\*\*|Onde você não disse|Confirme abaixo|Ao confirmar o cartão)/;

/** The card with its one note under it; the card as it was when there is no fact or the note is already there. */
export function withCardFact(card: string, fact: TCardFact | null): string {
  if (!fact) return card;
  const note = cardFactNote(fact);
  if (card.includes(note)) return card;
  const at = BEFORE.exec(card);
  if (!at) return `${card}\n\n${note}`;
  return `${card.slice(0, at.index)}\n\n${note}${card.slice(at.index)}`;
}

/** A small meal on insulin already led by the gate's warning (the words "só uma salada" said) is not said twice. */
export function cardFactOnce(fact: TCardFact | null, said: string, user: TUserFacts): TCardFact | null {
  if (fact?.kind === "glucose-small-meal" && mealRiskWarnings(said, user).some((w) => w.includes("hipoglicemia"))) return null;
  return fact;
}
