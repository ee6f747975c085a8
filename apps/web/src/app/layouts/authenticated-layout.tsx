import { lazy, Suspense, useState } from "react";
import { ArrowLeft, Menu } from "lucide-react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { Avatar } from "../../components/avatar";
import { ImpersonationBanner } from "../../components/impersonation-banner";
import { Logo } from "../../components/logo";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { MAIN_NAV, paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session/session-context";
import { ConsentBanner } from "./consent-banner";
import { NavigationProgress } from "./navigation-progress";
import { TrialBanner } from "./trial-banner";

// Loaded after the shell so the landing page's initial JavaScript stays small.
const FeedbackPromptHost = lazy(() => import("../../features/feedback/components/feedback-prompt").then((m) => ({ default: m.FeedbackPromptHost })));
const messagesBadges = () => import("../../features/messages/components/unread-messages-badge");
const UnreadMessagesBadge = lazy(() => messagesBadges().then((m) => ({ default: m.UnreadMessagesBadge })));
const UnreadMessagesLink = lazy(() => messagesBadges().then((m) => ({ default: m.UnreadMessagesLink })));

const ADMIN_NAV = [
  { label: "Status do Sistema", href: paths.systemHealth.href() },
  { label: "Painel administrativo", href: paths.adminBackoffice.href() },
] as const;

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium",
    isActive ? "bg-emerald-50 text-emerald-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** Authenticated layout (000 §2): sticky header, back button, navigation, "Sair", avatar, mobile menu. */
export function AuthenticatedLayout() {
  const { user, isAdmin, controller } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // Admins have unlimited access and no subscription: their room in the header goes to the admin areas.
  const items = isAdmin ? [...MAIN_NAV.filter((item) => item.href !== paths.subscription.href()), ...ADMIN_NAV] : MAIN_NAV;

  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.dashboard.href());
  }

  return (
    <div className="flex min-h-screen flex-col">
      <NavigationProgress />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <ImpersonationBanner />
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 sm:px-4">
          {pathname !== paths.dashboard.path ? (
            <Button variant="ghost" size="icon" onClick={goBack} aria-label="Voltar">
              <ArrowLeft aria-hidden="true" size={22} />
            </Button>
          ) : null}
          <Logo />
          <nav aria-label="Principal" className="ml-4 hidden flex-1 items-center gap-0.5 xl:flex">
            {items.map((item) => (
              <NavLink key={item.href} to={item.href} className={navLink}>
                {item.label}
                {item.href === paths.messages.href() ? (
                  <Suspense fallback={null}>
                    <UnreadMessagesBadge />
                  </Suspense>
                ) : null}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => controller.logout()} className="max-sm:hidden">
              Sair
            </Button>
            <Link to={paths.profile.href()} className="rounded-full">
              <Avatar fullName={user?.fullName} profilePhoto={user?.profilePhoto} decorative />
              <span className="sr-only">Meu perfil</span>
            </Link>
            <Suspense fallback={null}>
              <UnreadMessagesLink href={paths.messages.href()} className="flex items-center rounded-md px-2 py-2 text-slate-700 xl:hidden" />
            </Suspense>
            <Button
              variant="ghost"
              size="icon"
              className="xl:hidden"
              aria-label="Abrir menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" size={24} />
            </Button>
          </div>
        </div>
      </header>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu">
        <div className="mb-4 flex items-center gap-3 rounded-xl bg-slate-50 p-3">
          <Avatar fullName={user?.fullName} profilePhoto={user?.profilePhoto} decorative />
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{user?.fullName}</p>
            <p className="truncate text-sm text-slate-600">{user?.email}</p>
          </div>
        </div>
        <nav aria-label="Menu móvel" className="flex flex-col gap-1" onClick={() => setMenuOpen(false)}>
          {items.map((item) => (
            <NavLink key={item.href} to={item.href} className={navLink}>
              {item.label}
              {item.href === paths.messages.href() ? (
                  <Suspense fallback={null}>
                    <UnreadMessagesBadge />
                  </Suspense>
                ) : null}
            </NavLink>
          ))}
          <NavLink to={paths.legalConsents.href()} className={navLink}>
            Consentimentos Legais
          </NavLink>
        </nav>
        <Button
          variant="outline"
          className="mt-4 w-full"
          onClick={() => {
            setMenuOpen(false);
            controller.logout();
          }}
        >
          Sair
        </Button>
      </Dialog>
      <TrialBanner />
      <main id="conteudo" className="flex-1 pb-[calc(6rem+var(--consent-banner-height,0px))]">
        <Suspense fallback={null}>
          <FeedbackPromptHost />
        </Suspense>
        <Outlet />
      </main>
      <ConsentBanner />
    </div>
  );
}
