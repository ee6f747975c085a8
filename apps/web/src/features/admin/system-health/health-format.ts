import { onFirstUse } from "@nutriguia/domain/calc";
/** pt-BR wording of the system-health page: job names, summary counters and error codes. */

const JOB_NAMES: Record<string, string> = {
  billing: "Cobrança (lembretes de teste, renovações e expirações)",
  "message-reminders": "Lembretes de respostas não lidas",
  "visitors-maintenance": "Visitantes: consolidação por hora e limpeza",
  retention: "Retenção de dados (limpeza diária)",
};

const SUMMARY_LABELS: Record<string, string> = {
  reminders: "lembretes de teste",
  trialsEnded: "testes encerrados",
  renewed: "renovações",
  failed: "cobranças recusadas",
  downgraded: "assinaturas encerradas",
  due: "respostas pendentes",
  sent: "e-mails enviados",
  whatsapp: "webhooks WhatsApp",
  telegram: "webhooks Telegram",
  stripe: "webhooks Stripe",
  conversations: "conversas",
  calories: "cálculos de calorias",
  mealplans: "planos alimentares",
  "ai-metrics": "métricas de IA",
  "access-logs": "registros de acesso",
  daysRolledUp: "dias de visitas consolidados",
  hourlyRows: "linhas por hora",
  eventsDeleted: "visitas brutas removidas",
  saltsDeleted: "chaves diárias removidas",
};

const ERROR_CODES: Record<string, string> = {
  TIMEOUT: "Tempo esgotado",
  CONNECTION_ERROR: "Sem conexão",
  ECONNECTION: "Sem conexão",
  ETIMEDOUT: "Tempo esgotado",
  ESOCKET: "Falha de conexão",
  EDNS: "Endereço não encontrado",
  EAUTH: "Autenticação recusada",
  MAIL_ERROR: "Falha no envio",
};

export const jobName = (name: string) => JOB_NAMES[name] ?? name;
export const summaryLabel = (key: string) => SUMMARY_LABELS[key] ?? key;

export function errorText(code: string | null): string {
  if (!code) return "";
  const http = /^HTTP_(\d{3})$/.exec(code);
  return http ? `HTTP ${http[1]}` : (ERROR_CODES[code] ?? code);
}

const DATE_TIME = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "medium" }));
export const dateTime = (iso: string | null) => (iso ? DATE_TIME().format(new Date(iso)) : "—");

export function interval(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? "diária" : `a cada ${seconds / 86_400} dias`;
  if (seconds % 3600 === 0) return seconds === 3600 ? "a cada hora" : `a cada ${seconds / 3600} h`;
  if (seconds % 60 === 0) return `a cada ${seconds / 60} min`;
  return `a cada ${seconds} s`;
}

export function duration(startedAt: string, finishedAt: string | null): string {
  if (!finishedAt) return "—";
  const ms = new Date(finishedAt).getTime() - new Date(startedAt).getTime();
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} s`;
}
