import { lazy } from "react";
import type { TTabRegistry } from "../features/admin/backoffice/tab-registry";

/** The back-office: the admin feature's own panels and the ones billing, feedback, roadmap, messages and visitors provide. */
export const TAB_REGISTRY: TTabRegistry = {
  overview: { label: "Visão geral", component: lazy(() => import("../features/admin/backoffice/tabs/overview-tab").then((m) => ({ default: m.OverviewTab }))) },
  visitors: { label: "Visitantes", component: lazy(() => import("../features/visitors/components/visitors-tab").then((m) => ({ default: m.VisitorsTab }))) },
  users: { label: "Usuários", component: lazy(() => import("../features/admin/backoffice/tabs/users-tab").then((m) => ({ default: m.UsersTab }))) },
  bypass: { label: "Acesso ilimitado", component: lazy(() => import("../features/admin/backoffice/tabs/users-tab").then((m) => ({ default: m.BypassTab }))) },
  orders: { label: "Pedidos", component: lazy(() => import("../features/admin/components/admin-orders-panel").then((m) => ({ default: m.AdminOrdersPanel }))) },
  payments: { label: "Pagamentos", component: lazy(() => import("../features/admin/components/admin-payments-panel").then((m) => ({ default: m.AdminPaymentsPanel }))) },
  messages: { label: "Mensagens", component: lazy(() => import("../features/messages/components/admin-messages-tab").then((m) => ({ default: m.AdminMessagesTab }))) },
  contact: { label: "Contato", component: lazy(() => import("../features/admin/contact/contact-messages-panel").then((m) => ({ default: m.ContactMessagesPanel }))) },
  "ai-metrics": { label: "Métricas de IA", component: lazy(() => import("../features/admin/backoffice/tabs/ai-metrics-tab").then((m) => ({ default: m.AiMetricsTab }))) },
  webhooks: { label: "Webhooks", component: lazy(() => import("../features/admin/webhooks/webhooks-tab").then((m) => ({ default: m.WebhooksTab }))) },
  logs: { label: "Logs", component: lazy(() => import("../features/admin/logs/admin-logs-view").then((m) => ({ default: m.AdminLogsView }))) },
  feedback: { label: "Feedback", component: lazy(() => import("../features/feedback/components/admin-feedback-tab").then((m) => ({ default: m.AdminFeedbackTab }))) },
  cleanup: { label: "Limpeza", component: lazy(() => import("../features/admin/backoffice/tabs/cleanup-tab").then((m) => ({ default: m.CleanupTab }))) },
  features: { label: "Em desenvolvimento", component: lazy(() => import("../features/roadmap/components/admin-features-tab").then((m) => ({ default: m.AdminFeaturesTab }))) },
  settings: { label: "Configurações", component: lazy(() => import("../features/admin/settings/settings-tab").then((m) => ({ default: m.SettingsTab }))) },
};
