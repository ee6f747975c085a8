import type { TMail } from "../../plugins/mail";

const SIGNATURE = "\n\nEquipe NutriGuia\nEste é um e-mail automático, não responda.";
const date = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
export const brl = (cents: number) => (cents / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" });

export type TBillingNotice =
  | { kind: "trialEnding"; endsAt: Date }
  | { kind: "trialEnded" }
  | { kind: "paymentReceived"; description: string; amountCents: number }
  | { kind: "paymentFailed"; graceUntil: Date; actionRequired: boolean }
  | { kind: "downgraded" }
  | { kind: "cancelScheduled"; endsAt: Date }
  | { kind: "refunded"; amountCents: number };

export function billingMail(to: string, name: string, notice: TBillingNotice, publicUrl: string): TMail {
  const hello = `Olá, ${name}!\n\n`;
  const plans = `${publicUrl}/payment`;
  switch (notice.kind) {
    case "trialEnding":
      return {
        to,
        subject: "Seu teste grátis do NutriGuia termina em 2 dias",
        text:
          `${hello}Seu teste grátis termina em ${date(notice.endsAt)}. Nada será cobrado: não pedimos cartão no teste.\n\n` +
          `Para continuar conversando com o assistente, com mais mensagens e planos por mês e mensagens de voz, escolha o Pro ou o Pro+ em ${plans}.\n` +
          `Se não assinar, sua conta continua com os limites gratuitos e todos os seus dados ficam guardados.${SIGNATURE}`,
      };
    case "trialEnded":
      return {
        to,
        subject: "Seu teste grátis do NutriGuia terminou",
        text:
          `${hello}Seu teste grátis terminou. Sua conta segue ativa com os limites gratuitos (10 mensagens e 1 plano alimentar por mês) ` +
          `e todos os seus dados continuam guardados.\n\nQuando quiser, assine um plano em ${plans}.${SIGNATURE}`,
      };
    case "paymentReceived":
      return {
        to,
        subject: "Pagamento confirmado — NutriGuia",
        text: `${hello}Recebemos seu pagamento de ${brl(notice.amountCents)} referente a: ${notice.description}.\n\nVeja seus pagamentos em ${publicUrl}/payments.${SIGNATURE}`,
      };
    case "paymentFailed":
      return {
        to,
        subject: notice.actionRequired ? "Confirme seu pagamento — NutriGuia" : "Não conseguimos renovar sua assinatura — NutriGuia",
        text:
          `${hello}${notice.actionRequired ? "Seu banco pediu uma confirmação para concluir a renovação." : "A cobrança da renovação da sua assinatura não foi aprovada."} ` +
          `Vamos tentar novamente nos próximos dias e você mantém o acesso até ${date(notice.graceUntil)}.\n\n` +
          `Para evitar a interrupção, atualize a forma de pagamento em ${publicUrl}/subscription.${SIGNATURE}`,
      };
    case "downgraded":
      return {
        to,
        subject: "Sua assinatura NutriGuia terminou",
        text:
          `${hello}Sua assinatura terminou e sua conta voltou aos limites gratuitos. Todos os seus dados continuam guardados.\n\n` +
          `Você pode assinar novamente a qualquer momento em ${plans}.${SIGNATURE}`,
      };
    case "cancelScheduled":
      return {
        to,
        subject: "Cancelamento confirmado — NutriGuia",
        text:
          `${hello}Confirmamos o cancelamento da sua assinatura. Você mantém o acesso até ${date(notice.endsAt)} e não haverá novas cobranças.\n\n` +
          `Mudou de ideia? Retome a assinatura em ${publicUrl}/subscription antes dessa data.${SIGNATURE}`,
      };
    case "refunded":
      return {
        to,
        subject: "Cancelamento e reembolso confirmados — NutriGuia",
        text:
          `${hello}Confirmamos o cancelamento da sua assinatura e o reembolso integral de ${brl(notice.amountCents)}, ` +
          `pelo mesmo meio de pagamento usado na compra (Código de Defesa do Consumidor, art. 49). ` +
          `O prazo para o valor aparecer depende do seu banco ou operadora do cartão.${SIGNATURE}`,
      };
  }
}
