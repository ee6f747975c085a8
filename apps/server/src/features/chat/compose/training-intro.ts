import type { TTargets } from "@nutriguia/nutrition";

/**
 * Training said in the conversation is already in the estimate: say so, and what the target does with it. A cut stays
 * small so the training does not suffer; keeping the weight is eating what the training spends.
 */
export function trainingIntro(targets: TTargets): string {
  const gap = targets.calories - targets.maintenanceCalories;
  const what =
    gap < -50
      ? "e o déficit fica pequeno para não perder rendimento (cerca de 0,5 kg por semana)"
      : gap > 50
        ? "e o superávit fica pequeno, para ganhar sem acumular muita gordura"
        : "e, para manter o peso, a meta é o próprio gasto: comer menos que isso treinando nesse volume tira rendimento";
  return `Considerei o treino que você me contou: ele entra no seu gasto estimado, ${what}. Estas são suas metas diárias estimadas:`;
}
