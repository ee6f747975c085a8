/** Typed route table (CONVENTIONS §8): components never spell URLs. */
export type TProfileTab = "personal" | "nutritional" | "password" | "privacy" | "subscription";

export const paths = {
  home: { path: "/", href: () => "/" },
  pricing: { path: "/", href: () => "/#pricing" },
  features: { path: "/funcionalidades", href: () => "/funcionalidades" },
  roadmap: { path: "/roadmap", href: () => "/roadmap" },
  login: {
    path: "/login",
    href: (redirect?: string | null) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login"),
  },
  adminLogin: { path: "/admin-login", href: () => "/admin-login" },
  register: { path: "/register", href: () => "/register" },
  activate: { path: "/activate", href: () => "/activate" },
  setPassword: { path: "/set-password", href: () => "/set-password" },
  resetPassword: { path: "/reset-password", href: () => "/reset-password" },
  resendActivation: { path: "/resend-activation", href: () => "/resend-activation" },
  privacyPolicy: { path: "/politica-de-privacidade", href: () => "/politica-de-privacidade" },
  terms: { path: "/termos-de-uso", href: () => "/termos-de-uso" },
  contact: { path: "/fale-conosco", href: () => "/fale-conosco" },
  sharedDiary: { path: "/diario-compartilhado/:token", href: (token: string) => `/diario-compartilhado/${encodeURIComponent(token)}` },

  dashboard: { path: "/dashboard", href: () => "/dashboard" },
  mealPlans: { path: "/meal-plans", href: () => "/meal-plans" },
  mealPlan: { path: "/meal-plans/:id", href: (id: string) => `/meal-plans/${encodeURIComponent(id)}` },
  profile: {
    path: "/profile",
    href: (tab?: TProfileTab) => (tab && tab !== "personal" ? `/profile?tab=${tab}` : "/profile"),
  },
  payment: { path: "/payment", href: () => "/payment" },
  paymentSuccess: { path: "/payment/success", href: () => "/payment/success" },
  paymentCancel: { path: "/payment/cancel", href: () => "/payment/cancel" },
  payments: { path: "/payments", href: () => "/payments" },
  localCheckout: { path: "/checkout/local/:orderId", href: (orderId: string) => `/checkout/local/${encodeURIComponent(orderId)}` },
  messages: { path: "/messages", href: () => "/messages" },
  calendar: { path: "/calendar", href: () => "/calendar" },
  subscription: {
    path: "/subscription",
    href: (to?: "cancel" | "change") => (to === "cancel" ? "/subscription?cancelar=1" : to === "change" ? "/subscription#trocar-plano" : "/subscription"),
  },
  webChat: { path: "/web-chat", href: () => "/web-chat" },
  calorieDashboard: { path: "/calorie-dashboard", href: () => "/calorie-dashboard" },
  editNutrition: {
    path: "/dashboard/edit-nutrition/:id",
    href: (id: string) => `/dashboard/edit-nutrition/${encodeURIComponent(id)}`,
  },
  legalConsents: { path: "/consentimentos-legais", href: () => "/consentimentos-legais" },
  feedback: { path: "/feedback", href: () => "/feedback" },
  helpCenter: { path: "/help-center", href: () => "/help-center" },

  systemHealth: { path: "/system-health", href: () => "/system-health" },
  adminPayments: { path: "/admin/payments", href: () => "/admin/payments" },
  adminBackoffice: { path: "/admin/backoffice", href: (tab?: string) => (tab ? `/admin/backoffice?tab=${encodeURIComponent(tab)}` : "/admin/backoffice") },
  adminLogs: { path: "/admin/logs", href: () => "/admin/logs" },
  adminContactMessages: { path: "/admin/contact-messages", href: () => "/admin/contact-messages" },
} as const;

/** Authenticated navigation (000 §2, authenticated layout). */
export const MAIN_NAV = [
  { label: "Início", href: paths.dashboard.href() },
  { label: "Planos Alimentares", href: paths.mealPlans.href() },
  { label: "Mensagens", href: paths.messages.href() },
  { label: "Chat", href: paths.webChat.href() },
  { label: "Calorias", href: paths.calorieDashboard.href() },
  { label: "Calendário", href: paths.calendar.href() },
  { label: "Feedback", href: paths.feedback.href() },
  { label: "Perfil", href: paths.profile.href() },
  { label: "Assinatura", href: paths.subscription.href() },
  { label: "Ajuda", href: paths.helpCenter.href() },
] as const;
