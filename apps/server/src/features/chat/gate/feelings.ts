import { mentionsRisk, riskSigns } from "../understand/risk-lexicon";

/** Guilt about eating, said with the food or the eating: "me sinto culpada toda vez que como doce", "bate uma culpa". */
const GUILT =
  /\bpeso na consciencia\b|\b(sint\w*|senti\w*|bate|bateu|batendo|fico|fiquei|me da|morrendo de|cheia de|cheio de) (uma |muita |tanta |aquela |um pouco de |um )?(culpa|culpad[oa]|remorso)\b|\b(culpa|remorso) (enorme|gigante|horrivel|imensa|quando|toda vez|depois|sempre)\b|\bculpad[oa] (quando|toda vez|depois|sempre|por)\b/;
const ABOUT_EATING = /\b(como|comer|comi|comendo|doces?|chocolate|comida|dieta|pizza|sobremesa|besteiras?|exager\w*|belisc\w*)\b/;

/** Every time, not once: "quando como", "toda vez que", "sempre que". */
const EVERY_TIME = /\b(quando|qnd|toda vez|sempre|depois que)\b/;

/** One excess told ("exagerei na pizza ontem, to me sentindo culpada"): the reply about that excess says more. */
const ONE_EXCESS = /\b(exager\w*|pe na jaca|jaquei|comi (de|d)mais|comi muito|sai da dieta|furei a dieta|chutei o balde)\b/;

/** "não sei se vale a pena continuar", "vontade de desistir de tudo": about the diet or about more, not known yet. */
const WORTH_GOING_ON =
  /\b(nao sei se|sera que|acho que nao|nem sei se|ja nao sei se) (ainda |mais )?vale (a pena|apena) (continuar|seguir|tentar|insistir|isso|tudo)\b|\bdesistir de tudo\b|\b(nada|nao) (mais )?vale (a pena|apena) (continuar|mais)\b/;

/** A low mood that lasts, or that reaches the eating ("tô muito pra baixo, comendo por ansiedade"): risk-lexicon.json's "low-mood" sign. */
export const saysLowMood = (folded: string): boolean => riskSigns(folded).some((s) => s.reply === "low-mood");

const LOW_MOOD_OPENING =
  "Sinto muito que você esteja assim. **Ficar pra baixo por dias, e isso mexer com a comida (comer por ansiedade ou perder a vontade de comer), merece atenção e tem cuidado.**";

/** Eating to calm down: what helps at the table, without a diet on top of the mood. */
const FOR_EATING_TO_COPE = [
  "O que costuma ajudar com a comida agora:",
  "- **Não pule refeições:** café, almoço, lanche e jantar em horários parecidos. Chegar à noite com fome e cansaço é quando a ansiedade mais puxa para a geladeira.",
  "- **Um lanche da noite planejado** (um iogurte com fruta, um pão com queijo, um copo de leite morno) em vez de proibir e depois atacar.",
  "- Coma sentado(a), sem tela, e antes de abrir a geladeira pergunte se é fome ou vontade de aliviar algo; se for o segundo, tente outra coisa por 10 minutos (um banho, uma caminhada curta, falar com alguém).",
  "- **Nada de dieta restritiva agora:** cortar muito aumenta a ansiedade e os episódios de comer demais.",
].join("\n");

/** Appetite gone: small and easy, so the body keeps some energy. */
const FOR_APPETITE_GONE = [
  "Para a comida, enquanto isso:",
  "- **Não fique muitas horas sem comer:** porções pequenas e fáceis, várias vezes ao dia (um pão com queijo, uma fruta, um iogurte, um mingau, uma sopa com carne ou ovo).",
  "- Líquidos que alimentam contam: leite, vitamina de fruta, caldo.",
].join("\n");

const WHEN_TO_SEEK =
  "**Quando procurar ajuda:** se isso já dura duas semanas ou mais, ou atrapalha o trabalho, o sono ou o dia a dia, pode ser depressão ou ansiedade, que têm tratamento: procure um **psicólogo** ou um **médico** (na **UBS** ou no seu clínico) e conte também como está a alimentação. Se vierem pensamentos de se machucar, o **CVV (188)** atende de graça, 24 horas.";

/** Care in words for a low mood, with the food help it calls for: never the crisis reply. In pregnancy, who to see is the warning said before it. */
export function lowMoodAnswer(folded: string, pregnant: boolean): string {
  return [LOW_MOOD_OPENING, mentionsRisk(folded, "emotional_eating") ? FOR_EATING_TO_COPE : FOR_APPETITE_GONE, pregnant ? "" : WHEN_TO_SEEK, "Se quiser, me conte como têm sido as suas refeições que eu te ajudo com o que for mais fácil."].filter(Boolean).join("\n\n");
}

export const GUILT_ANSWER = [
  "**Sentir culpa depois de comer um doce, uma pizza ou outra comida de que você gosta é muito comum, mas comer isso não é errar.** Doce, pizza e lanche cabem numa alimentação saudável: o Guia Alimentar fala em limitar, não em proibir. E a culpa costuma piorar a relação com a comida: vem a vontade de compensar (pular a próxima refeição, \"fechar a boca\"), a fome aperta e a vontade de doce volta mais forte.",
  "",
  "O que costuma ajudar:",
  "- **Planeje em vez de proibir:** uma porção (um quadradinho de chocolate, uma fatia de bolo, duas fatias de pizza) numa refeição ou num lanche, sentado(a) e com calma, aproveitando.",
  "- **Não compense:** depois, a próxima refeição é a de sempre.",
  "- **Refeições regulares** (café, almoço, lanche e jantar) diminuem aquela vontade forte de doce no fim do dia.",
  "- Troque o \"estraguei tudo\" por \"comi, aproveitei, e tudo bem\".",
  "",
  "Se a culpa vem toda vez, ocupa muito o seu pensamento ou vem junto com vontade de vomitar, ficar sem comer ou treinar para \"pagar\", vale conversar com um(a) **psicólogo(a)** ou **nutricionista**: isso tem cuidado, e você não precisa lidar com isso sozinho(a).",
].join("\n");

export const WORTH_GOING_ON_ANSWER = [
  "Sinto muito que esteja pesado assim. Sair da dieta não apaga o que você já fez, e não diz nada sobre quem você é.",
  "",
  "**Se o \"continuar\" é a dieta:** vale, sim, e ela não precisa ser perfeita. Volte na próxima refeição normal, sem compensar nem cortar nada; um jeito de comer que você consegue seguir na maioria dos dias funciona melhor do que um plano rígido que se rompe a cada fim de semana. Se quiser, me conte o que fez você sair do plano, que a gente pensa em algo mais possível.",
  "",
  "**Se você quis dizer algo maior**, que está difícil continuar de um jeito geral, me diga, e fale agora com alguém: o **CVV (188)** atende de graça, 24 horas, por telefone ou pelo chat em cvv.org.br. Se sentir que pode se machucar, ligue **192 (SAMU)** ou vá a um pronto-socorro.",
  "",
  "Como você está se sentindo agora?",
].join("\n");

/** Feelings about eating that are not a crisis said outright: guilt, or doubt about going on, answered with care. */
export function feelingsAnswer(folded: string, loggingAMeal: boolean, pregnant = false): string | null {
  if (WORTH_GOING_ON.test(folded) && !loggingAMeal) return WORTH_GOING_ON_ANSWER;
  if (saysLowMood(folded) && !loggingAMeal) return lowMoodAnswer(folded, pregnant);
  // "fico com peso na consciência quando como pizza" is a habit told, not a pizza to count.
  const told = !loggingAMeal || EVERY_TIME.test(folded);
  if (told && GUILT.test(folded) && ABOUT_EATING.test(folded) && !ONE_EXCESS.test(folded)) return GUILT_ANSWER;
  return null;
}
