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

/** Weeks without wanting anything, food included ("tô sem vontade de nada, nem de comer, faz semanas"): low mood that lasts. */
const LOW_MOOD =
  /\b(?:sem vontade de (?:nada|fazer nada)|sem animo (?:pra|para|de) (?:nada|fazer nada)|nada (?:mais )?tem graca|perdi (?:a )?vontade de (?:tudo|fazer as coisas)|(?:nao|n) tenho (?:mais )?vontade de (?:nada|fazer nada|sair da cama|levantar))\b/;
const LASTING = /\b(?:faz (?:umas |uns )?(?:semanas|meses|um tempo|tempo)|(?:ha|tem) (?:umas |uns )?(?:semanas|meses)|ultimamente|(?:faz|a) (?:um|uma|\d+) (?:mes|meses|semanas?))\b/;

export const LOW_MOOD_ANSWER = [
  "Sinto muito que você esteja assim. **Semanas sem vontade de nada, nem de comer, merecem atenção:** pode ser sinal de depressão ou de outro problema de saúde, e isso tem tratamento.",
  "",
  "- Procure um **médico** (na **UBS** ou no seu clínico) ou um **psicólogo** e conte há quanto tempo está assim e que o apetite caiu.",
  "- Se estiver muito difícil ou vierem pensamentos de se machucar, o **CVV (188)** atende de graça, 24 horas, por telefone ou pelo chat em cvv.org.br; em perigo imediato, **192 (SAMU)**.",
  "- Enquanto isso, tente não ficar muitas horas sem comer: coisas simples e fáceis (um pão com queijo, uma fruta, um iogurte, uma sopa) ajudam o corpo a ter energia.",
  "",
  "Se quiser, me conte como tem sido o seu dia e eu te ajudo com o que for mais fácil de comer.",
].join("\n");

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
export function feelingsAnswer(folded: string, loggingAMeal: boolean): string | null {
  if (WORTH_GOING_ON.test(folded) && !loggingAMeal) return WORTH_GOING_ON_ANSWER;
  if (LOW_MOOD.test(folded) && LASTING.test(folded) && !loggingAMeal) return LOW_MOOD_ANSWER;
  // "fico com peso na consciência quando como pizza" is a habit told, not a pizza to count.
  const told = !loggingAMeal || EVERY_TIME.test(folded);
  if (told && GUILT.test(folded) && ABOUT_EATING.test(folded) && !ONE_EXCESS.test(folded)) return GUILT_ANSWER;
  return null;
}
