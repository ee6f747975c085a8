import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk } from "../understand/risk-lexicon";

/**
 * A teenager's body said plainly, and a teenager's cut for the gym (decision 208): "tenho 15 anos e me acho gorda demais"
 * gets a warm answer with no number to chase and a trusted adult; "meu filho de 17 quer secar pra academia, o que ele
 * corta?" gets what helps a growing body that trains, with the hebiatra and a sports nutritionist, never a cut.
 */
const TRAINING = /\b(academia|treino\w*|trein\w*|malh\w*|musculacao|cutting|trincad\w*|shape|crossfit|maromb\w*)\b/;
const HURT = ["self_harm", "eating_disorder", "purge_act", "stop_eating"];

/** "tenho 15 anos e me acho gorda demais", "tenho 14 e odeio meu corpo, queria ser mais magra". */
export function teenBodyWorry(u: TUnderstanding, facts: TUserFacts): string | null {
  if (!facts.minor || facts.child) return null;
  const said = u.folded;
  if (!mentionsRisk(said, "teen_body_worry") && !mentionsRisk(said, "body_image")) return null;
  if (HURT.some((c) => mentionsRisk(said, c))) return null;
  const teased = /\b(chamam|chama|zoam|zoa|zoando|riem|bullying)\b/.test(said);
  return [
    "**Obrigado por me contar isso. Sentir-se assim com o próprio corpo dói, e você não precisa passar por isso sozinho(a).**",
    "",
    "Na sua idade o corpo ainda está crescendo e mudando: ganhar peso e formas faz parte, e cada corpo tem o seu ritmo. Por isso eu não monto dieta nem meta de peso para menores de 18 anos; cortar comida agora atrapalha o crescimento, a energia para a escola e o treino, e a relação com a comida.",
    "",
    ...(teased ? ["**Ser zoado(a) pelo corpo é bullying, e a culpa não é sua.** Conte para seus pais ou responsáveis e para alguém da escola (professor, coordenação): eles podem agir.", ""] : []),
    "- **Fale com um adulto de confiança** (mãe, pai, responsável, um professor) sobre o que você está sentindo, e peça para ir ao **pediatra ou hebiatra**: ele vê se o seu peso e a sua altura estão na curva do crescimento, sem números para você perseguir.",
    "- **O que ajuda no dia a dia:** comer nos horários, com a família, comida de verdade (arroz, feijão, legumes, frutas, uma carne ou ovo); mexer o corpo de um jeito que você goste; ficar longe de perfis que fazem você se sentir mal.",
    "- **Se os pensamentos sobre comida e corpo ficarem pesados**, um psicólogo ajuda (pela UBS ou o **CAPSi**), e o **CVV (188)** atende de graça, 24 horas.",
  ].join("\n");
}

/** "meu filho de 17 anos quer secar pra academia, o que ele corta?": the growing body that trains, never a cut. */
export function teenGymCut(said: string): string | null {
  if (!mentionsRisk(said, "gym_cut") || !TRAINING.test(said)) return null;
  return [
    "**Para adolescente eu não monto corte, secagem nem déficit de calorias, nem sugiro o que cortar.** Na adolescência o corpo ainda está crescendo, e quem treina precisa de mais energia, não de menos: cortar comida tira força, atrapalha o crescimento e o ganho de músculo.",
    "",
    "- **Quem orienta:** o **hebiatra** (ou pediatra) avalia o crescimento, e um **nutricionista esportivo** ajusta a comida ao treino, se for o caso.",
    "- **O que ajuda sem cortar:** refeições regulares com arroz, feijão, legumes e uma carne, ovo ou peixe; um lanche com proteína antes ou depois do treino (iogurte, pão com ovo, leite com fruta); água; dormir bem, que é quando o músculo se forma.",
    "- **Sem suplemento para secar**, termogênico ou remédio; e desconfie de dietas de influenciador.",
  ].join("\n");
}
