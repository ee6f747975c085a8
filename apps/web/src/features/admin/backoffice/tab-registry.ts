import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** 001 §2: the back-office tabs, in order. Each maps to one lazily loaded panel; features plug theirs in here. */
export const BACKOFFICE_TABS = [
  "overview",
  "visitors",
  "users",
  "bypass",
  "orders",
  "payments",
  "messages",
  "contact",
  "ai-metrics",
  "webhooks",
  "logs",
  "feedback",
  "cleanup",
  "features",
  "settings",
] as const;
export type TBackofficeTab = (typeof BACKOFFICE_TABS)[number];

const comingSoon = () => import("./tabs/coming-soon-tab").then((m) => ({ default: m.ComingSoonTab }));

export const TAB_REGISTRY: Record<TBackofficeTab, { label: string; component: LazyExoticComponent<ComponentType> }> = {
  overview: { label: "Visão geral", component: lazy(() => import("./tabs/overview-tab").then((m) => ({ default: m.OverviewTab }))) },
  visitors: { label: "Visitantes", component: lazy(comingSoon) },
  users: { label: "Usuários", component: lazy(() => import("./tabs/users-tab").then((m) => ({ default: m.UsersTab }))) },
  bypass: { label: "Acesso ilimitado", component: lazy(() => import("./tabs/users-tab").then((m) => ({ default: m.BypassTab }))) },
  orders: { label: "Pedidos", component: lazy(comingSoon) },
  payments: { label: "Pagamentos", component: lazy(comingSoon) },
  messages: { label: "Mensagens", component: lazy(comingSoon) },
  contact: { label: "Contato", component: lazy(() => import("../contact/contact-messages-panel").then((m) => ({ default: m.ContactMessagesPanel }))) },
  "ai-metrics": { label: "Métricas de IA", component: lazy(() => import("./tabs/ai-metrics-tab").then((m) => ({ default: m.AiMetricsTab }))) },
  webhooks: { label: "Webhooks", component: lazy(comingSoon) },
  logs: { label: "Logs", component: lazy(() => import("../logs/admin-logs-view").then((m) => ({ default: m.AdminLogsView }))) },
  feedback: { label: "Feedback", component: lazy(comingSoon) },
  cleanup: { label: "Limpeza", component: lazy(() => import("./tabs/cleanup-tab").then((m) => ({ default: m.CleanupTab }))) },
  features: { label: "Em desenvolvimento", component: lazy(comingSoon) },
  settings: { label: "Configurações", component: lazy(comingSoon) },
};

export function parseTab(value: string | null): TBackofficeTab {
  return (BACKOFFICE_TABS as readonly string[]).includes(value ?? "") ? (value as TBackofficeTab) : "overview";
}
