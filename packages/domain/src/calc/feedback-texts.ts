/** 001 §3: the six feedback types (their sources are in the schemas). */
export const FEEDBACK_TYPES = [
  { value: "CONVERSATION_QUALITY", label: "Qualidade da conversa" },
  { value: "MEAL_PLAN_QUALITY", label: "Qualidade do plano alimentar" },
  { value: "APP_USABILITY", label: "Usabilidade do aplicativo" },
  { value: "GENERAL_SUGGESTION", label: "Sugestão geral" },
  { value: "FEATURE_REQUEST", label: "Pedido de funcionalidade" },
  { value: "BUG_REPORT", label: "Relato de erro" },
] as const;
export const FEEDBACK_REQUIRED_MESSAGE = "Por favor, forneça uma avaliação ou comentário";
export const FEEDBACK_MESSAGES = {
  sent: "Obrigado pelo seu feedback!",
  sendFailed: "Não foi possível enviar seu feedback. Tente novamente mais tarde.",
  loadFailed: "Não foi possível carregar seus feedback...",
  applyFailed: "Não foi possível aplicar os incentivos...",
  applied: (n: number) => `${n} incentivo(s) aplicado(s) com sucesso!`,
} as const;
export const RATING_MAX = 5;
