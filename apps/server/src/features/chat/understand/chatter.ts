import type { TMealAnalysis } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { expandShorthand } from "./shorthand";
import { SHORT_REPLY } from "./short-replies";

/**
 * Words around a meal that are talk, not food: when, with whom, how one feels, and what one does ("sexta no bar",
 * "com os guri", "gente to mt feliz", "to treinando pra maratona de floripa, uns 70 km por semana"). A part of the
 * message the engine could not read made only of these, or told as a clause with its own verb, is no food left out of
 * the count, so it is never answered "Não entendi" (the fact in it is read by the statements stage).
 */
const TALK_WORDS = [
  "segunda|terca|quarta|quinta|sexta|sabado|domingo|feira|fds|fim de semana|ontem|anteontem|hoje|hj|amanha|agora|cedo|tarde|noite|madrugada|depois|dps|antes|ja|semana|semanas|mes|meses|ano|anos|dia|dias|hora|horas|h|min|minutos|km|vez|vezes",
  "eu|ele|ela|eles|elas|a gente|gente|galera|guri|guris|gurizada|os guri|piazada|pessoal|turma|amigo|amigos|amiga|amigas|marido|esposa|mulher|namorado|namorada|filho|filha|filhos|mae|pai|vo|vovo|familia|colega|colegas|chefe|trampo|trabalho|firma|escola|faculdade|facul|casa|rua|bar|boteco|festa|niver|aniversario|churrasco|igreja",
  "oi|ola|ei|bom|boa|bom dia|boa tarde|boa noite|entao|enfim|olha|meu|minha|meus|minhas|o|a|os|as|um|uma|uns|umas|com|sem|de|do|da|dos|das|no|na|nos|nas|em|pra|pro|para|por|que|q|e|mas|porque|pois|tipo|assim|ai|la|aqui|so|todo|toda|tudo|mt|muito|muita|bem|mal|feliz|triste|cansado|cansada|morto|morta|de fome|fome|\\d+",
];
const TALK = new RegExp(`^(?:(?:${TALK_WORDS.join("|")})(?: |$))+$`);

/** A clause with a verb of its own: a gerund ("treinando", "correndo") or a verb said of oneself ("virei", "to", "sou"). */
const CLAUSE_VERB = /\b(?:\w+(?:ando|endo|indo)|virei|sou|to|tou|estou|tava|estava|fiz|faco|fui|vou|tenho|tinha|treino|corro|pedalo|nado|moro|trabalho|estudo|preciso|quero|queria|acho|achei|registrei|esqueci|comecei|parei|descobri|falar|mudar|leva|levo|levou)\b/;

export function isTalk(fragment: string): boolean {
  // "mta", "pq": chat shorthand is read as the words it stands for before it is called talk or food.
  const folded = expandShorthand(foldText(fragment));
  return folded === "" || TALK.test(folded) || SHORT_REPLY.test(folded) || CLAUSE_VERB.test(folded);
}

/** The analysis with the talk around the meal taken out of its words not understood. */
export function withoutTalk(analysis: TMealAnalysis): TMealAnalysis {
  const talk = analysis.unread.filter(isTalk);
  if (talk.length === 0) return analysis;
  const said = (message: string) => talk.some((w) => message.startsWith(`Não entendi '${w}'`));
  return { ...analysis, unread: analysis.unread.filter((w) => !talk.includes(w)), warnings: analysis.warnings.filter((w) => !said(w.message)) };
}
