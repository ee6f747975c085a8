import { formatDateTime, normalizeDate, formatBrl, onFirstUse, PLAN_NAMES } from "@nutriguia/domain/calc";

const DATE = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "America/Sao_Paulo" }));

/** 001 §5: missing amount 'N/A', an amount that is not a number 'Valor inválido'. */
export function formatAmount(amount: unknown, currency = "BRL"): string {
  if (amount === null || amount === undefined || amount === "") return "N/A";
  const value = typeof amount === "number" ? amount : typeof amount === "string" ? Number(amount) : Number.NaN;
  if (!Number.isFinite(value)) return "Valor inválido";
  return currency === "BRL" ? formatBrl(value) : new Intl.NumberFormat("pt-BR", { style: "currency", currency }).format(value);
}

export const formatPrice = (value: number) => formatBrl(value);

/** 001 §5: a payment without a date reads 'Data desconhecida'. */
export function formatPaymentDate(value: unknown): string {
  return normalizeDate(value) ? formatDateTime(value) : "Data desconhecida";
}

export function formatDay(value: unknown): string {
  const date = normalizeDate(value);
  return date ? DATE().format(date) : "N/A";
}

const STATUS_LABELS: Record<string, string> = { COMPLETED: "Concluído", PENDING: "Pendente", FAILED: "Falhou", REFUNDED: "Reembolsado" };

/** 001 §4: known statuses in pt-BR, any other value as is, missing 'Desconhecido'. */
export function paymentStatusLabel(status: string | null | undefined): string {
  if (!status) return "Desconhecido";
  return STATUS_LABELS[status] ?? status;
}

export function paymentStatusTone(status: string | null | undefined): "success" | "warning" | "danger" | "neutral" {
  if (status === "COMPLETED") return "success";
  if (status === "PENDING") return "warning";
  if (status === "FAILED") return "danger";
  return "neutral";
}

export const PROVIDER_LABELS: Record<string, string> = { local: "Teste local", stripe: "Stripe", manual: "Manual" };
export const providerLabel = (provider: string | null | undefined) => (provider ? (PROVIDER_LABELS[provider] ?? provider) : "N/A");

export const PLAN_LABELS: Record<string, string> = PLAN_NAMES;
export const INTERVAL_LABELS: Record<string, string> = { MONTH: "Mensal", YEAR: "Anual" };
export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  TRIALING: "Em teste",
  ACTIVE: "Ativa",
  PAST_DUE: "Pagamento pendente",
  CANCELLED: "Cancelada",
  EXPIRED: "Encerrada",
  FREE: "Gratuito",
  UNLIMITED: "Ilimitado",
};
