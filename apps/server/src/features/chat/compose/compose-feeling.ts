/**
 * A feeling said about oneself and asked nothing ("tô me sentindo péssima, joguei a dieta no lixo", "tô muito orgulhosa
 * de mim essa semana"), or words asked for after one ("sei lá, fala alguma coisa"): met as a person would, never with
 * "anotei o que você contou" nor the list of what the assistant does.
 */
const LOW = /\b(pessim[oa]|horrivel|pessimamente|mal comigo|triste|culpad[oa]|com culpa|frustrad[oa]|desanimad[oa]|fracassad[oa]|um fracasso|um lixo|arrasad[oa]|pra baixo|decepcionad[oa]|envergonhad[oa]|com vergonha|derrotad[oa])\b/;
const HIGH = /\b(orgulhos[oa]|feliz|felizona|felizao|contente|realizad[oa]|animad[oa]|empolgad[oa]|me sentindo (bem|otima|otimo|leve)|to (bem|otima|otimo) (com|essa))\b/;
const WORDS_ASKED = /^(?:sei la |ah |entao |tipo )*(?:fala|diz|me fala|me diz|fala ai|diz ai) (?:alguma coisa|algo|qualquer coisa)\b|\bme (?:anima|da uma forca|consola|ajuda a sair dessa)\b/;

const LOW_REPLY = [
  "Sinto muito que você esteja se sentindo assim. Um dia, ou uma festa, fora do plano não apaga o que você vem construindo: o que muda o resultado é o conjunto das semanas, não uma refeição.",
  "",
  "Não precisa compensar: nada de pular refeições nem cortar muito amanhã, que isso costuma puxar mais fome e mais culpa depois. Na próxima refeição, volte ao seu normal, com um prato equilibrado, beba água e siga a rotina.",
  "",
  "Se quiser, me conte o que aconteceu, ou peça uma sugestão de refeição leve para agora.",
].join("\n");

const HIGH_REPLY = "Que bom ouvir isso! Me conta: o que deu certo essa semana? Quero saber o que você mudou para a gente manter o que funciona, sempre com comida de verdade e sem exageros.";

const WORDS_REPLY = [
  "Você não está só nisso, e ninguém precisa ser perfeito: alimentação saudável é o que você faz na maior parte dos dias, não o que aconteceu num dia só.",
  "",
  "Um passo pequeno para agora: a próxima refeição com comida de verdade (arroz, feijão, uma proteína e salada, ou uma fruta com iogurte), sem culpa e sem compensar. Quer que eu sugira algo para o seu próximo lanche ou jantar?",
].join("\n");

/** The reply to a feeling or a request for words, or null when the message is neither. */
export function composeFeeling(folded: string): string | null {
  if (WORDS_ASKED.test(folded)) return WORDS_REPLY;
  if (LOW.test(folded)) return LOW_REPLY;
  if (HIGH.test(folded)) return HIGH_REPLY;
  return null;
}
