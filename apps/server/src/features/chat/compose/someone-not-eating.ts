import { PEOPLE } from "../understand/not-a-meal";

/**
 * "minha mãe parou de comer, o que eu faço?", "meu irmão tá sem comer faz dias": someone close who stopped eating, with
 * no age or reason said that a gate answers first. Never "no verified answer": how urgent it is, who to see, and what to
 * offer meanwhile (decision 185).
 */
const SOMEONE = new RegExp(`\\b(?:minha|meu|minhas|meus) (?:${PEOPLE})\\b`);
const STOPPED = /\b(?:parou de (?:comer|se alimentar)|(?:nao )?(?:quer|qr) comer nada|nao (?:come|comeu|ta comendo|esta comendo) (?:nada|quase nada)|(?:ta|esta|tá|fica|ficou|anda) sem comer|(?:faz|ha|tem) \w+ dias? (?:sem comer|que nao come)|perdeu (?:a fome|o apetite) (?:faz|ha) )/;
/** Said of a pet, "minha cachorra parou de comer": the vet, not this. */
const PET = /\b(?:cachorr[oa]|gat[oa]|cao|pet|calopsita|passaro|coelh[oa]|hamster)\b/;

export function someoneStoppedEating(folded: string): boolean {
  return SOMEONE.test(folded) && STOPPED.test(folded) && !PET.test(folded);
}

export const SOMEONE_NOT_EATING = [
  "**Quando alguém próximo para de comer, o primeiro passo é ver quão urgente é:**",
  "",
  "- **Atendimento hoje** (UPA, pronto-socorro ou, numa emergência, **SAMU 192**) se está há um dia ou mais sem comer e bebendo pouco, urina pouco ou escuro, está confuso(a), muito sonolento(a) ou fraco(a), com febre, vômitos, dor forte ou desmaio; e também, mesmo sem esses sinais, se é uma pessoa idosa, uma criança, uma gestante ou alguém com diabetes que usa remédio ou insulina.",
  "- **Consulta em poucos dias** (clínico, médico de família na UBS ou o médico de costume) se come pouco mas bebe bem e está lúcido(a): infecção, remédios, dentes, dor, intestino e tristeza tiram o apetite, e têm tratamento.",
  "- **Se deixa de comer por medo de engordar**, pula refeições de propósito ou vomita depois de comer, pode ser um transtorno alimentar: converse sem julgar e sem brigar por comida, e procure o médico e um psicólogo (UBS ou CAPS). Se falar em se machucar, o CVV atende no 188.",
  "",
  "Enquanto isso, ofereça líquidos aos poucos (água, suco, caldo, vitamina), pratos pequenos de que a pessoa gosta, sem insistir nem forçar, e coma junto. Se me disser a idade e há quanto tempo está assim, eu digo o que oferecer.",
].join("\n");
