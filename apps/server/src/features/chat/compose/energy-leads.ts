import { MAX_DEFICIT_KCAL } from "@nutriguia/nutrition";
import { num } from "./format";

/** How much of a nutrient a child should have a day, asked with no curated answer at hand. */
export const CHILD_AMOUNTS =
  "**As quantidades para crianças são diferentes das de adultos**, e as metas do seu perfil não valem para elas. Até os 2 anos, **nada de açúcar nem de sal adicionados** (a comida é temperada com ervas e temperos naturais); depois, o mínimo possível. O(a) **pediatra** acompanha o crescimento e diz as quantidades certas para a idade; posso ajudar com ideias de refeições para a criança.";

/** Dizziness, weakness or a lost period while training: signs of eating far too little for the load. */
export const UNWELL_IN_TRAINING = /\b(tontura|tonta|tonto|fraqueza|fraca|fraco|desmai\w*|apag\w*|menstruacao (parou|atrasou|sumiu)|sem menstruar|caimbra\w*|rendimento caiu|sem energia|exausta|exausto)\b/;

/** A day's energy told far below what the person spends: why a cut that large fails, before the targets. */
export function tooFarBelowLead(kcal: number, spent: number): string {
  return `**${kcal} kcal por dia fica muito abaixo do que você gasta** (cerca de ${num(spent)} kcal). Um déficit de mais de ${MAX_DEFICIT_KCAL} kcal por dia tira músculo, energia e nutrientes, e costuma acabar em compulsão e efeito sanfona; se você treina, ainda aumenta o risco de lesões e de alterações hormonais. Para emagrecer com segurança, coma perto da meta abaixo. Pelo seu perfil, estas são as metas diárias estimadas:`;
}

/** Too little energy for the training, with signs of it (dizziness, weakness): low energy availability, before the targets. */
export function lowEnergyLead(kcal: number, spent: number): string {
  return [
    `**${kcal} kcal por dia é pouco demais para o tanto que você treina** (seu gasto estimado é de cerca de ${num(spent)} kcal). Tontura, fraqueza e queda de rendimento nos treinos não são "normais do começo": são sinais de **baixa disponibilidade de energia** (RED-S), que aumenta o risco de lesões, fraturas por estresse e alterações hormonais e menstruais.`,
    "",
    "Suba a comida já, com carboidrato e proteína antes e depois dos treinos, e procure um **médico do esporte** e um **nutricionista esportivo** se a tontura continuar. Para emagrecer treinando, um déficit pequeno basta. Pelo seu perfil e pelo treino que você me contou, estas são as metas diárias estimadas:",
  ].join("\n");
}
