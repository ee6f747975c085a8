import { GLUCOSE_LOWERING } from "../understand/stated-facts";
import type { TUserFacts } from "../understand/user-facts";
import { bullets } from "./format";

export const HYPOGLYCAEMIA_FIRST =
  "⚠️ **Com insulina ou remédio que baixa a glicose, ficar sem comer pode dar hipoglicemia.** Coma agora algo com carboidrato (um pão com queijo, uma fruta com iogurte, um copo de leite com biscoito) e meça a glicose se puder. Tremor, suor frio, tontura, confusão ou coração disparado: tome 15 g de açúcar (1 colher de sopa de açúcar na água ou um copo de suco comum) e, se não passar em 15 minutos ou piorar, procure atendimento; com desmaio, ligue **192 (SAMU)**. Combine com seu médico o que fazer nos dias corridos.";

export const QUICK = [
  "um pão com queijo ou ovo e uma fruta;",
  "iogurte com aveia ou granola e uma banana;",
  "um sanduíche natural ou uma tapioca com queijo;",
  "um punhado de castanhas e uma fruta, se for o que dá agora.",
];

/** What to do now when the day has had no food yet: eat something quick, and with a glucose-lowering medicine, that first. */
export function composeNotEatenYet(facts: TUserFacts, folded: string): string {
  const lowering = facts.risks.glucoseLowering || GLUCOSE_LOWERING.test(folded);
  return [
    ...(lowering ? [HYPOGLYCAEMIA_FIRST, ""] : []),
    "Dia corrido acontece, mas vale comer algo agora, mesmo rápido: muitas horas sem comer costumam terminar em fome grande e exagero mais tarde, além de cansaço e dor de cabeça. Opções práticas, em poucos minutos:",
    bullets(QUICK),
    "",
    "Depois, no almoço ou no jantar, um prato comum (arroz, feijão, uma proteína e legumes) recoloca o dia nos trilhos. Se quiser, me conte o que comer e eu registro.",
  ].join("\n");
}
