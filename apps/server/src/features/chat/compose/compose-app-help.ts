import { FAQ } from "@nutriguia/domain/help";
import type { TAppTopic } from "../understand/app-question";

/** Topics answered in their own words: the help center has no entry that says it as the person asked. */
const OWN_WORDS = {
  support: "Para falar com a equipe do NutriGuia, escreva em [Mensagens](/messages) ou use [Fale conosco](/fale-conosco): a resposta vem pelo app ou pelo e-mail que você informar (no Pro+, em até 4 horas úteis). Dúvidas de uso também têm resposta na [Central de Ajuda](/help-center).",
  account: "**Nome, número de WhatsApp e foto** você troca em [Perfil](/profile), aba Pessoal, e toca em \"Salvar Alterações\". **O e-mail não muda por lá**, porque é com ele que você entra: para trocar, peça à equipe em [Fale conosco](/fale-conosco) ou em [Mensagens](/messages), a partir do e-mail atual.",
  profile: "**Peso, altura, idade, nível de atividade, objetivo, restrições e condições de saúde** ficam no seu [Perfil, aba Nutricional](/profile?tab=nutritional): toque para editar e em \"Salvar Perfil\". As metas de calorias e os próximos planos passam a usar os dados novos. Um objetivo, uma restrição ou uma condição de saúde que você me contar aqui também pode ser salvo no perfil com um toque.",
} as const satisfies Partial<Record<TAppTopic, string>>;

/** Changing a password one remembers; the help center's entry is for a forgotten one. */
const PASSWORD_CHANGE = "**Para trocar a senha:** abra o [Perfil, aba Senha](/profile?tab=password), informe a senha atual e a nova duas vezes e toque em \"Alterar Senha\". Se esqueceu a atual, saia da conta e, na tela de login, toque em \"Esqueceu sua senha?\": o link para criar outra chega no seu e-mail.";

/** Each other topic: the help center's question that answers it, and where in the app to do it. */
const FROM_FAQ: Readonly<Record<Exclude<TAppTopic, keyof typeof OWN_WORDS>, { question: string; where: string }>> = {
  cancel: { question: "Posso cancelar quando quiser?", where: "[Assinatura](/subscription?cancelar=1)" },
  subscribe: { question: "Como assino ou troco de plano?", where: "[Assinatura](/subscription)" },
  billing: { question: "Como a cobrança é feita e onde vejo os recibos?", where: "[Pagamentos](/payments)" },
  trial: { question: "Como funciona o teste grátis de 7 dias?", where: "[Assinatura](/subscription)" },
  limit: { question: "O que acontece quando chego ao limite de mensagens?", where: "[Assinatura](/subscription)" },
  channels: { question: "Posso usar o NutriGuia pelo WhatsApp ou Telegram?", where: "[Perfil](/profile)" },
  data: { question: "Como exporto ou excluo meus dados (LGPD)?", where: "[Perfil](/profile)" },
  password: { question: "Esqueci minha senha. E agora?", where: "[Redefinir senha](/reset-password)" },
  media: { question: "Posso mandar foto ou áudio da refeição?", where: "[Chat](/web-chat)" },
};

/** The Pro and Pro+ compared, said with a subscription question that names them or asks a price. */
const PLANS_COMPARED = "Qual a diferença entre o Pro e o Pro+?";

const faqAnswer = (question: string) => FAQ.find((e) => e.question === question)!.answer;

/**
 * A question about the app answered from the help center (the same text the Central de Ajuda shows), with where to do
 * it; support questions get the contact page. Nothing is logged and no nutrition card is added.
 */
export function composeAppHelp(topic: TAppTopic, folded: string): string {
  if (topic === "support" || topic === "account" || topic === "profile") return OWN_WORDS[topic];
  if (topic === "password" && !/\besquec\w*\b/.test(folded)) return PASSWORD_CHANGE;
  const { question, where } = FROM_FAQ[topic];
  const compared = topic === "subscribe" && /\b(?:pro|pro plus|diferenca|quanto|preco|valor|custa|vale)\b/.test(folded) ? [`**${PLANS_COMPARED}**`, faqAnswer(PLANS_COMPARED)] : [];
  return [`**${question}**`, faqAnswer(question), ...compared, `Faça isso em ${where}. Mais respostas na [Central de Ajuda](/help-center).`].join("\n\n");
}
