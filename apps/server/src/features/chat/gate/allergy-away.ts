import type { TUserFacts } from "../understand/user-facts";

/**
 * "o que levo na bolsa caso eu tenha reação?", "vamos viajar de avião, o que levo?", "dicas pra comer fora com alergia":
 * a food allergy away from home, known in the conversation or said now.
 */
const CARRY = /\b(o que|oq|oque|quais?|que)\b.*\b(levo|levar|levamos|carregar|carrego|ter na bolsa|na mala|na bolsa|na mochila)\b/;
const AWAY = /\b(viagem|viajar|viajando|vou viajar|vamos viajar|aviao|voo|praia|restaurante|comer fora|hotel|excursao|passeio|festa)\b.*\b(cuidados?|como (eu )?faco|o que (eu )?faco|dicas?|com seguranca|seguro|levo|levar)\b/;
const REACTION_AHEAD = /\bcaso (eu |ele |ela )?(tenha|tiver|de|der|aconteca) (uma )?(reac\w*|crise|alergia)\b|\bse (eu |ele |ela )?tiver (uma )?(reac\w*|crise)\b/;

const ALLERGY_AWAY = [
  "**Para sair ou viajar com alergia alimentar, leve e combine antes:**",
  "",
  "- **A adrenalina autoinjetável, se o alergista receitou** (de preferência duas), na bolsa de mão, nunca na mala despachada nem no carro ao sol, com a receita ou o plano de emergência escrito.",
  "- **Antialérgico só para sintomas leves de pele**, como o alergista orientou: ele não trata a anafilaxia nem substitui a adrenalina.",
  "- **Lanches seguros de casa**, com o rótulo conferido, para não depender do que houver no caminho ou no avião.",
  "- **A alergia escrita** num cartão ou no celular (na língua do lugar, se for para fora do país), e alguém do grupo que saiba usar a adrenalina.",
  "- **Ao comer fora:** pergunte como o prato é feito e se divide óleo, chapa, panela ou caldo com o alérgeno; na dúvida, escolha outro prato. Em quiosques de praia, bufês e festas, o contato cruzado é mais comum.",
  "- Saiba onde fica o pronto-socorro mais perto de onde vai ficar.",
  "",
  "**Inchaço na boca ou na garganta, falta de ar, chiado, tontura ou placas pelo corpo depois de comer: use a adrenalina, se tiver, e ligue 192 (SAMU)**, mesmo que melhore. Se ainda não tem um plano de emergência, marque o **alergista** antes de viajar.",
].join("\n");

export function allergyAway(folded: string, earlier: string, facts: TUserFacts): string | null {
  const allergic = facts.avoid.some((a) => a.kind === "allergy") || /\balergi\w*\b/.test(`${earlier} ${folded}`);
  if (!allergic) return null;
  return CARRY.test(folded) || AWAY.test(folded) || REACTION_AHEAD.test(folded) ? ALLERGY_AWAY : null;
}
