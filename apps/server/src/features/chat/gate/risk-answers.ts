import type { TUserFacts } from "../understand/user-facts";
import { allergyAway } from "./allergy-away";
import { allergyDishes } from "./allergy-dishes";
import { heartFluidsAnswer } from "./heart-fluids";
import { kidneyFluidsAnswer } from "./kidney-fluids";
import { medicineTold } from "./medicine-told";
import { alcoholInteraction, drinkAsked, foodInteraction } from "./medicine-interactions";

/** Someone allergic to milk protein who asks about a lactose-free product. */
const LACTOSE_FREE_ASKED = /\b(sem lactose|zero lactose|deslactosad\w*|lactose free|lactase)\b/;

const MILK_ALLERGY_LACTOSE_FREE = [
  "**Não: na alergia à proteína do leite (APLV), produtos sem lactose ou zero lactose não servem** (leite, queijo, iogurte). O \"sem lactose\" tira o açúcar do leite, mas a proteína do leite, que é o que causa a reação, continua lá; comprimidos de lactase também não ajudam.",
  "",
  "- Leia o rótulo: evite o que diz **\"ALÉRGICOS: CONTÉM LEITE\"** ou **\"PODE CONTER LEITE\"**, e ingredientes como caseína, soro de leite (whey) e lactoalbumina.",
  "- No lugar: **bebidas vegetais enriquecidas com cálcio** (soja, aveia, arroz, amêndoa); para uma criança, a fórmula indicada pelo pediatra.",
  "- Para o cálcio: bebidas vegetais enriquecidas, tofu, sardinha, couve e brócolis.",
  "",
  "Quem tem **intolerância à lactose** (não alergia) é que pode usar produtos sem lactose. Se tiver dúvida de qual é o seu caso, o **alergista** confirma. Numa reação com falta de ar ou inchaço na boca, ligue **192 (SAMU)**.",
].join("\n");

/** "pode conter traços", cross-contamination: asked by someone with a food allergy. */
const TRACES_ASKED = /\b(tracos?|pode conter|contaminacao cruzada|mesma (maquina|linha|fabrica))\b/;

const ALLERGY_TRACES = [
  "**Na alergia alimentar, evite também o que diz \"PODE CONTER\" ou \"contém traços\" do alimento:** para quem é alérgico, mesmo uma quantidade pequena pode dar reação, e a intensidade não é previsível de uma vez para outra. O aviso existe justamente porque o produto pode ter contato com o alérgeno na fábrica (contaminação cruzada).",
  "",
  "- Leia sempre o quadro **\"ALÉRGICOS: CONTÉM…\" / \"PODE CONTER…\"** (obrigatório pela Anvisa), mesmo em produtos que você já conhece: a receita muda.",
  "- Em casa e fora, cuidado com utensílios, tábuas, óleo de fritura e bufês compartilhados.",
  "- Se o seu **alergista** liberou alguma quantidade no seu caso, vale o que ele orientou; sem essa liberação, fique longe.",
  "",
  "Inchaço na boca ou na garganta, falta de ar ou placas pelo corpo depois de comer: use a adrenalina, se tiver, e ligue **192 (SAMU)**.",
].join("\n");

/** A diet of meat and eggs, very high protein, ketogenic or a fast, planned by someone with gout. */
const PURINE_DIET = /\b(so (de )?carnes?|carne e ovo|dieta (da |de )?(proteina|carnivora|cetogenica|low carb|paleo)|proteina (alta|muito alta)|muita proteina|hiperproteic\w*|cetogenica|jejum)\b/;
const GOUT_DIET =
  "**Com gota, uma dieta de só carne e ovo, de proteína muito alta, cetogênica ou de jejum não é indicada:** carnes (principalmente vermelhas, vísceras e frutos do mar) têm purinas, que viram ácido úrico, e cortar carboidrato demais ou ficar sem comer também faz o ácido úrico subir, o que pode disparar uma nova crise. Para emagrecer com gota, perca peso devagar (cerca de 0,5 kg por semana), com arroz, feijão, legumes, verduras, frutas, leite e iogurte desnatados, ovo e carnes magras em porção moderada, pelo menos 2 litros de água por dia e sem bebida alcoólica. Combine com o seu **reumatologista** e um **nutricionista** antes de mudar; com dor forte, inchaço e vermelhidão numa articulação, procure o médico.";

/** The safe answer to a risk question that the food base would answer generically; null when none applies. */
export function riskAnswer(folded: string, earlier: string, facts: TUserFacts, loggingAMeal: boolean, planAsked: boolean): string | null {
  const kidney = kidneyFluidsAnswer(folded, earlier, facts, loggingAMeal) ?? heartFluidsAnswer(folded, earlier, loggingAMeal);
  if (kidney) return kidney;
  if (facts.conditions.has("GOUT") && !loggingAMeal && PURINE_DIET.test(folded)) return GOUT_DIET;
  const milkAllergy = facts.avoid.some((a) => a.component === "milk" && a.kind === "allergy");
  if (milkAllergy && LACTOSE_FREE_ASKED.test(folded)) return MILK_ALLERGY_LACTOSE_FREE;
  const allergic = facts.avoid.some((a) => a.kind === "allergy") || /\balergi\w*\b/.test(folded);
  if (allergic && !loggingAMeal && TRACES_ASKED.test(folded)) return ALLERGY_TRACES;
  const dishes = loggingAMeal ? null : (allergyDishes(folded, facts) ?? allergyAway(folded, earlier, facts));
  if (dishes) return dishes;
  const told = loggingAMeal ? null : medicineTold(folded);
  if (told) return told;
  // The medicine may have been said a turn before: "tomo varfarina" … "e couve, posso?" (medicine-table.json). A plan
  // asked beside it ("um plano com comida daqui, tomo metformina") is the plan, which carries the condition's care.
  const food = planAsked ? null : foodInteraction(folded, earlier, loggingAMeal);
  if (food) return food.answer;
  // Alcohol with a medicine it does not harm ("quem toma anticoncepcional pode beber?"): the word it needs, not a card.
  return !loggingAMeal && drinkAsked(folded) ? alcoholInteraction(folded) : null;
}
