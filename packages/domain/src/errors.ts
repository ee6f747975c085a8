/**
 * The one error catalogue: every error the API returns has a code from here,
 * its HTTP status and the pt-BR message shown to the user.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: { status: 400, message: "Dados inválidos. Verifique os campos e tente novamente." },
  INVALID_JSON: { status: 400, message: "O corpo da requisição não é um JSON válido." },
  WEAK_PASSWORD: { status: 400, message: "A senha deve ter pelo menos 8 caracteres." },
  COMMON_PASSWORD: {
    status: 400,
    message: "Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.",
  },
  INVALID_ACTIVATION_CODE: { status: 400, message: "Código de ativação inválido ou expirado." },
  INVALID_RESET_TOKEN: { status: 400, message: "Link de redefinição de senha inválido ou expirado." },
  WRONG_PASSWORD: { status: 400, message: "Senha atual incorreta." },
  INVALID_CALCULATION_ID: {
    status: 400,
    message: "ID de cálculo inválido. Não é possível processar a solicitação.",
  },
  INVALID_CREDENTIALS: { status: 401, message: "E-mail ou senha incorretos." },
  UNAUTHORIZED: { status: 401, message: "Você precisa estar logado para realizar esta ação." },
  TOKEN_EXPIRED: { status: 401, message: "Sua sessão expirou. Faça login novamente." },
  ACCOUNT_NOT_ACTIVATED: {
    status: 403,
    message: "Sua conta ainda não foi ativada. Verifique seu e-mail e informe o código de ativação.",
  },
  FORBIDDEN: { status: 403, message: "Você não tem permissão para acessar esta área." },
  NOT_ADMIN: { status: 403, message: "Acesso restrito a administradores." },
  IMPERSONATION_READ_ONLY: {
    status: 403,
    message: "Você está vendo como outro usuário, em modo somente leitura: nenhuma alteração pode ser feita.",
  },
  PREMIUM_FEATURE: {
    status: 403,
    message: "Premium feature: o envio de áudio está disponível apenas nos planos pagos.",
  },
  TRIAL_LIMIT_REACHED: {
    status: 403,
    message: "Trial plan limit reached: você atingiu o limite do período de teste. Assine um plano para continuar.",
  },
  SUBSCRIPTION_LIMIT_REACHED: {
    status: 403,
    message: "Subscription plan limit reached: você atingiu o limite do seu plano. Faça upgrade para continuar.",
  },
  INVALID_WEBHOOK_SIGNATURE: { status: 400, message: "Assinatura do webhook inválida." },
  NOT_FOUND: { status: 404, message: "Recurso não encontrado." },
  CONFLICT: { status: 409, message: "Conflito com o estado atual do recurso." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "A requisição é muito grande." },
  FILE_TOO_LARGE: { status: 413, message: "O arquivo enviado é muito grande." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Tipo de arquivo não suportado." },
  RATE_LIMITED: {
    status: 429,
    message: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  },
  INTERNAL_ERROR: {
    status: 500,
    message: "Ocorreu um erro interno. Por favor, tente novamente mais tarde.",
  },
  AI_SERVICE_ERROR: {
    status: 502,
    message: "Houve um problema com o serviço de IA. Por favor, tente novamente mais tarde.",
  },
  IMAGE_ANALYSIS_FAILED: {
    status: 422,
    message:
      "Não foi possível analisar esta imagem. Por favor, tente com outra imagem ou verifique se ela contém alimentos visíveis.",
  },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    message: "Não foi possível falar com o provedor de pagamento. Tente novamente em alguns instantes.",
  },
  /** Telegram did not answer getMe within TELEGRAM_TIMEOUT_SECONDS (decision 213). */
  TELEGRAM_UNAVAILABLE: {
    status: 504,
    message: "O Telegram não respondeu agora. Tente conectar de novo em alguns minutos.",
  },
  /** Open Food Facts did not answer a barcode lookup (decision 310). */
  PRODUCT_LOOKUP_UNAVAILABLE: {
    status: 504,
    message: "A base de produtos Open Food Facts não respondeu agora. Tente de novo em instantes ou digite a tabela do rótulo.",
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: "O serviço está temporariamente indisponível. Por favor, tente novamente em alguns instantes.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type TAppErrorCode = keyof typeof ERROR_CATALOGUE;

export type TErrorEnvelope = {
  success: false;
  message: string;
  errorCode: string;
  status: number;
};

/** Messages for a status when the server sends none (000 §8). */
export const STATUS_FALLBACK_MESSAGES: Record<number, string> = {
  400: "Requisição inválida.",
  401: "Não autorizado. É necessário fazer login.",
  403: "Acesso negado.",
  404: "Recurso não encontrado.",
  409: "Conflito ao processar a solicitação.",
  422: "Não foi possível processar os dados enviados.",
  429: "Muitas requisições. Aguarde um momento e tente novamente.",
  500: "Erro interno do servidor.",
  502: "Erro de gateway.",
  503: "Serviço indisponível.",
};

export function statusFallbackMessage(status: number): string {
  return STATUS_FALLBACK_MESSAGES[status] ?? `Falha na solicitação com o código de status ${status}.`;
}
