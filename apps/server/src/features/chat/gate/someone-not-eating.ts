import { PEOPLE } from "../understand/not-a-meal";
import { mentionsRisk } from "../understand/risk-lexicon";

/**
 * "minha mãe parou de comer, o que eu faço?", "meu irmão tá sem comer faz 3 dias", "meu pai tem diabetes e não quer comer
 * direito": someone close who stopped eating or eats too little, with no age or reason said that another answer takes
 * first. Never "no verified answer" nor care addressed to the one writing: how urgent it is, who to see, and what to
 * offer meanwhile (decisions 185, 194).
 */
const SOMEONE = new RegExp(`\\b(?:minha|meu|minhas|meus) (?:${PEOPLE})\\b`);
const STOPPED =
  /\b(?:parou de (?:comer|se alimentar)|(?:nao )?(?:quer|qr) comer nada|nao (?:come|comeu|ta comendo|esta comendo) (?:nada|quase nada)|(?:ta|esta|tá|fica|ficou|anda) sem comer|(?:faz|ha|tem) \w+ dias? (?:sem comer|que nao come)|perdeu (?:a fome|o apetite) (?:faz|ha) |nao (?:quer|qr|ta querendo|esta querendo) comer (?:direito|bem|quase nada)|nao (?:come|ta comendo|esta comendo) direito|(?:ta|esta|anda) comendo quase nada|quase nao (?:come|ta comendo))/;
/** Said of a pet, "minha cachorra parou de comer": the vet, not this. */
const PET = /\b(?:cachorr[oa]|gat[oa]|cao|pet|calopsita|passaro|coelh[oa]|hamster)\b/;
/** Diabetes said of that person, whose medicines can drop the blood sugar when little is eaten. */
const DIABETES = /\b(?<!pre )(?:diabet\w*|insulina|glibenclamida|gliclazida|glimepirida|metformina)\b/;

export function someoneStoppedEating(folded: string): boolean {
  return SOMEONE.test(folded) && STOPPED.test(folded) && !PET.test(folded);
}

/** Not eating to lose weight, or purging: an eating disorder's signs, which the support for someone else answers. */
export function stoppedToLoseWeight(folded: string): boolean {
  return mentionsRisk(folded, "weight_motive") || mentionsRisk(folded, "body_image") || mentionsRisk(folded, "purge_act") || mentionsRisk(folded, "laxative");
}

const SOMEONE_NOT_EATING = [
  "**Quando alguém próximo para de comer, o primeiro passo é ver quão urgente é:**",
  "",
  "- **Atendimento hoje** (UPA, pronto-socorro ou, numa emergência, **SAMU 192**) se está há um dia ou mais sem comer e bebendo pouco, urina pouco ou escuro, está confuso(a), muito sonolento(a) ou fraco(a), com febre, vômitos, dor forte ou desmaio; e também, mesmo sem esses sinais, se é uma pessoa idosa, uma criança, uma gestante ou alguém com diabetes que usa remédio ou insulina.",
  "- **Consulta em poucos dias** (clínico, médico de família na UBS ou o médico de costume) se come pouco mas bebe bem e está lúcido(a): infecção, remédios, dentes, dor, intestino e tristeza tiram o apetite, e têm tratamento.",
  "- **Se deixa de comer por medo de engordar**, pula refeições de propósito ou vomita depois de comer, pode ser um transtorno alimentar: converse sem julgar e sem brigar por comida, e procure o médico e um psicólogo (UBS ou CAPS). Se falar em se machucar, o CVV atende no 188.",
  "",
  "Enquanto isso, ofereça líquidos aos poucos (água, suco, caldo, vitamina), pratos pequenos de que a pessoa gosta, sem insistir nem forçar, e coma junto. Se me disser a idade e há quanto tempo está assim, eu digo o que oferecer.",
].join("\n");

const WITH_DIABETES = [
  "**Com diabetes, comer pouco é um risco a mais: com os remédios (ou a insulina), o açúcar no sangue pode cair.** A fraqueza pode ser isso.",
  "",
  "- **Agora:** se tiver aparelho, meça a glicemia. Com fraqueza, tremor, suor frio ou glicemia abaixo de 70, dê **15 g de açúcar rápido** (meio copo de suco de laranja ou de refrigerante comum, ou 1 colher de sopa de açúcar na água) e repita em 15 minutos se não melhorar; depois, algo para comer. **Confusão, desmaio ou dificuldade para engolir: SAMU 192.**",
  "- **Ligue ou leve ao médico que acompanha o diabetes nos próximos dias**, contando que está comendo pouco: a dose dos remédios pode precisar de ajuste, e a causa da falta de apetite precisa ser vista.",
  "- **Até lá, não deixe ficar muitas horas sem nada:** refeições pequenas e mais vezes, cada uma com um pouco de carboidrato (pão, arroz, fruta, leite, mingau) e proteína (ovo, frango, queijo, feijão); sopa grossa, vitamina de fruta com aveia e mingau descem fácil.",
].join("\n");

/** What to do for that person: the diabetes' low blood sugar first when it was said (now or in the turns before). */
export function someoneNotEating(thread: string): string {
  return DIABETES.test(thread) ? `${WITH_DIABETES}\n\n${SOMEONE_NOT_EATING.split("\n").slice(2).join("\n")}` : SOMEONE_NOT_EATING;
}

/** "oq eu faço?", "como ajudo?", "e agora?": help asked for the person the turn before spoke of. */
const HELP_ASKED = /^(?:e )?(?:(?:o|oq|o que|o q|q|que) (?:eu )?(?:faco|fazer|posso fazer|devo fazer|dou|posso dar|ofereco)|como (?:eu )?(?:ajudo|ajudar|posso ajudar)|e agora|socorro|me ajuda)\b/;

/** The answer for someone close who is not eating, said now or the turn before with help asked now; null otherwise. */
export function someoneNotEatingAsked(folded: string, context: string | undefined): string | null {
  if (someoneStoppedEating(folded)) return someoneNotEating(folded);
  return context && HELP_ASKED.test(folded) && someoneStoppedEating(context) ? someoneNotEating(`${context} ${folded}`) : null;
}
