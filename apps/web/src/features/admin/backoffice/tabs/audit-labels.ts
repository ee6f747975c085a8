import { onFirstUse } from "@nutriguia/domain/calc";
/** pt-BR names of the audited admin actions; an unknown action shows its code. */
export const AUDIT_ACTIONS: Record<string, string> = {
  "user.activate": "Conta ativada",
  "user.deactivate": "Conta desativada",
  "user.activation.resend": "E-mail de ativação reenviado",
  "user.trial.extend": "Teste grátis estendido",
  "user.admin.grant": "Acesso de administrador concedido",
  "user.admin.revoke": "Acesso de administrador removido",
  "user.bypass.grant": "Acesso ilimitado concedido",
  "user.bypass.revoke": "Acesso ilimitado revogado",
  "user.impersonate": "Visualização como usuário",
};

const FIELDS: Record<string, string> = {
  active: "Ativa",
  unlimited: "Ilimitado",
  reason: "Motivo",
  expiresAt: "Expira em",
  roles: "Papéis",
  trialEndsAt: "Fim do teste",
  days: "Dias",
  sentTo: "Enviado para",
};

const DATE = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" }));
export const formatDateTime = (value: string | null | undefined) => (value ? DATE().format(new Date(value)) : "—");

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (Array.isArray(value)) return value.join(", ") || "—";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** "Ilimitado: não → sim" for each field that changed (or was only set after). */
export function describeChange(before: unknown, after: unknown): string[] {
  const b = record(before);
  const a = record(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => {
      const label = FIELDS[key] ?? key;
      return key in b ? `${label}: ${formatValue(b[key])} → ${formatValue(a[key])}` : `${label}: ${formatValue(a[key])}`;
    });
}
