import { isApiError } from "../../../lib/api-errors";

export type TChatErrorView = { toastTitle: string; toastDescription?: string; chatMessage: string };

const TRIAL_TEXT =
  "Suas mensagens gratuitas acabaram. Assine o Pro ou o Pro+ para continuar conversando com o assistente.\n\n**[Ver planos e assinar](/payment)**";
const PLAN_TEXT =
  "Você chegou ao limite de uso justo do seu plano neste mês. Mude para o Pro+ para continuar conversando com o assistente.\n\n**[Trocar de plano](/subscription#trocar-plano)**";

/** 001 §8: every chat failure becomes an assistant error message and a toast. */
export function describeChatError(error: unknown, kind: "text" | "image" | "audio" = "text"): TChatErrorView {
  const message = error instanceof Error ? error.message : "";
  const status = isApiError(error) ? error.status : 0;
  const code = isApiError(error) ? error.errorCode : "";
  if (message.includes("Trial plan limit reached")) return { toastTitle: "Limite do teste atingido", chatMessage: TRIAL_TEXT };
  if (message.includes("Subscription plan limit reached")) return { toastTitle: "Limite do plano atingido", chatMessage: PLAN_TEXT };
  if (message.includes("Premium feature")) {
    return { toastTitle: "Recurso premium", toastDescription: "O envio de áudio está disponível nos planos pagos.", chatMessage: "O envio de áudio é um recurso premium, disponível nos planos pagos." };
  }
  if (code === "TIMEOUT") {
    const chatMessage = kind === "image" ? "O envio da imagem demorou demais. Tente uma imagem menor." : "A solicitação demorou demais para responder. Tente novamente.";
    return { toastTitle: "Tempo esgotado", chatMessage };
  }
  if (status === 500 || status === 503 || code === "SERVICE_UNAVAILABLE") {
    return { toastTitle: "Serviço temporariamente indisponível", chatMessage: "O serviço está temporariamente indisponível. Tente novamente em alguns instantes." };
  }
  return { toastTitle: "Erro", toastDescription: message || undefined, chatMessage: message || "Não foi possível processar sua mensagem." };
}
