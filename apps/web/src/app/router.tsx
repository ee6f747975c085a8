import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLoading } from "../components/app-loading";
import { paths } from "../config/paths";
import { startSessionReads } from "../lib/session/session-api";
import { AuthenticatedLayout } from "./layouts/authenticated-layout";
import { PublicLayout } from "./layouts/public-layout";
import { SessionLayout } from "./layouts/session-layout";
import { AppRoot } from "./root";
import { RouteGuard } from "./route-guard";
import { dashboardLoader, webChatLoader } from "./route-loaders";
import { NotFoundPage } from "./routes/not-found";
import { RouteErrorPage } from "./routes/route-error";

/** Every screen is its own chunk (React Router route `lazy`). */
function lazy<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A `loader` runs beside the route's `lazy` (app/route-loaders). */
function route(path: string, title: string, load: RouteObject["lazy"], loader?: RouteObject["loader"]): RouteObject {
  return { path, handle: { title }, lazy: load, loader } as RouteObject;
}

const publicRoutes: RouteObject[] = [
  { index: true, handle: { title: "Nutrição personalizada com IA" }, lazy: lazy(() => import("../features/marketing/pages/landing-page"), (m) => m.LandingPage) },
  route(paths.features.path, "Funcionalidades", lazy(() => import("../features/marketing/pages/features-page"), (m) => m.FeaturesPage)),
  route(paths.login.path, "Entrar", lazy(() => import("../features/auth/pages/login-page"), (m) => m.LoginPage)),
  route(paths.adminLogin.path, "Acesso administrativo", lazy(() => import("../features/auth/pages/admin-login-page"), (m) => m.AdminLoginPage)),
  route(paths.register.path, "Criar conta", lazy(() => import("../features/auth/pages/register-page"), (m) => m.RegisterPage)),
  route(paths.activate.path, "Ativar conta", lazy(() => import("../features/auth/pages/activate-page"), (m) => m.ActivatePage)),
  route(paths.setPassword.path, "Definir senha", lazy(() => import("../features/auth/pages/set-password-page"), (m) => m.SetPasswordPage)),
  route(paths.resetPassword.path, "Redefinir senha", lazy(() => import("../features/auth/pages/reset-password-page"), (m) => m.ResetPasswordPage)),
  route(paths.resendActivation.path, "Reenviar código de ativação", lazy(() => import("../features/auth/pages/resend-activation-page"), (m) => m.ResendActivationPage)),
  route(paths.privacyPolicy.path, "Política de Privacidade", lazy(() => import("../features/legal/pages/privacy-policy-page"), (m) => m.PrivacyPolicyPage)),
  route(paths.terms.path, "Termos de Uso", lazy(() => import("../features/legal/pages/terms-page"), (m) => m.TermsPage)),
  route(paths.contact.path, "Fale Conosco", lazy(() => import("../features/contact/pages/contact-page"), (m) => m.ContactPage)),
  route(paths.sharedDiary.path, "Diário compartilhado", lazy(() => import("../features/diary-shares/pages/shared-diary-page"), (m) => m.SharedDiaryPage)),
  { path: "*", handle: { title: "Página não encontrada" }, Component: NotFoundPage },
];

/** Public, but inside the app's layout for a signed-in user. */
const sessionRoutes: RouteObject[] = [
  route(paths.roadmap.path, "Ideias e novidades", lazy(() => import("../features/roadmap/pages/roadmap-page"), (m) => m.RoadmapPage)),
];

const authenticatedRoutes: RouteObject[] = [
  route(paths.dashboard.path, "Início", lazy(() => import("../features/dashboard/pages/dashboard-page"), (m) => m.DashboardPage), dashboardLoader),
  route(paths.mealPlans.path, "Planos Alimentares", lazy(() => import("../features/meal-plans/pages/meal-plans-page"), (m) => m.MealPlansPage)),
  route(paths.mealPlan.path, "Plano Alimentar", lazy(() => import("../features/meal-plans/pages/meal-plan-details-page"), (m) => m.MealPlanDetailsPage)),
  route(paths.profile.path, "Meu Perfil", lazy(() => import("../features/profile/pages/profile-page"), (m) => m.ProfilePage)),
  route(paths.payment.path, "Pagamento", lazy(() => import("../features/payments/pages/payment-page"), (m) => m.PaymentPage)),
  route(paths.paymentSuccess.path, "Pagamento concluído", lazy(() => import("../features/payments/pages/payment-success-page"), (m) => m.PaymentSuccessPage)),
  route(paths.paymentCancel.path, "Pagamento cancelado", lazy(() => import("../features/payments/pages/payment-cancel-page"), (m) => m.PaymentCancelPage)),
  route(paths.localCheckout.path, "Finalizar assinatura", lazy(() => import("../features/payments/pages/local-checkout-page"), (m) => m.LocalCheckoutPage)),
  route(paths.payments.path, "Pagamentos", lazy(() => import("../features/payments/pages/payments-page"), (m) => m.PaymentsPage)),
  route(paths.messages.path, "Mensagens", lazy(() => import("../features/messages/pages/messages-page"), (m) => m.MessagesPage)),
  route(paths.calendar.path, "Calendário", lazy(() => import("../features/calendar/pages/calendar-page"), (m) => m.CalendarPage)),
  route(paths.subscription.path, "Assinatura", lazy(() => import("../features/subscription/pages/subscription-page"), (m) => m.SubscriptionPage)),
  route(paths.webChat.path, "Chat", lazy(() => import("../features/chat/pages/web-chat-page"), (m) => m.WebChatPage), webChatLoader),
  route(paths.calorieDashboard.path, "Calorias", lazy(() => import("../features/calories/pages/calorie-dashboard-page"), (m) => m.CalorieDashboardPage)),
  route(paths.editNutrition.path, "Editar nutrição", lazy(() => import("../features/calories/pages/edit-nutrition-page"), (m) => m.EditNutritionPage)),
  route(paths.legalConsents.path, "Consentimentos Legais", lazy(() => import("../features/legal/pages/legal-consents-page"), (m) => m.LegalConsentsPage)),
  route(paths.feedback.path, "Feedback", lazy(() => import("../features/feedback/pages/feedback-page"), (m) => m.FeedbackPage)),
  route(paths.helpCenter.path, "Central de Ajuda", lazy(() => import("../features/help-center/pages/help-center-page"), (m) => m.HelpCenterPage)),
  // 001 §6: signed in but not admin, the logs page shows its authentication-error alert instead of redirecting.
  route(paths.adminLogs.path, "Logs", lazy(() => import("../features/admin/pages/admin-logs-page"), (m) => m.AdminLogsPage)),
];

const adminRoutes: RouteObject[] = [
  route(paths.systemHealth.path, "Status do Sistema", lazy(() => import("../features/admin/pages/system-health-page"), (m) => m.SystemHealthPage)),
  route(paths.adminPayments.path, "Pagamentos", lazy(() => import("../features/admin/pages/admin-payments-page"), (m) => m.AdminPaymentsPage)),
  route(
    paths.adminBackoffice.path,
    "Painel administrativo",
    lazy(
      () => Promise.all([import("../features/admin/pages/backoffice-page"), import("./backoffice-tabs")]),
      ([page, tabs]) => () => <page.BackofficePage tabs={tabs.TAB_REGISTRY} />,
    ),
  ),
  route(paths.adminContactMessages.path, "Mensagens de contato", lazy(() => import("../features/admin/pages/contact-messages-page"), (m) => m.ContactMessagesPage)),
];

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    // Run once per page load: the session's later reads are its own (lib/session).
    loader: startSessionReads,
    shouldRevalidate: () => false,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { Component: RouteGuard, children: [{ Component: AuthenticatedLayout, children: authenticatedRoutes }] },
      {
        element: <RouteGuard admin />,
        children: [{ Component: AuthenticatedLayout, children: adminRoutes }],
      },
      { Component: SessionLayout, children: sessionRoutes },
      { Component: PublicLayout, children: publicRoutes },
    ],
  },
];

/**
 * The router, once the first address's route modules are loaded and its loaders have run: it then starts with the
 * page itself, rendered once, instead of a fallback first and the page after its chunk arrives. The router loads the
 * modules and runs the loaders together, so a page's first reads go out beside its code.
 */
export async function createAppRouter() {
  const router = createBrowserRouter(routes);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  // React's first render goes in a task of its own, after the one that evaluated the page's modules: two short tasks
  // instead of one long one, between which the page can answer a tap.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return router;
}
