import { lazy, Suspense, useState } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { MessageCircle } from "lucide-react";
import { ImpersonationBanner } from "../../components/impersonation-banner";
import { Logo } from "../../components/logo";
import { buttonClasses } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { useVisitorTracking } from "../../features/visitors/use-visitor-tracking";
import { useSession } from "../../lib/session/session-context";
import { ConsentBanner } from "./consent-banner";
import { NavigationProgress } from "./navigation-progress";

// Loaded when the modal first opens: its validation schemas stay out of the landing page's initial JS.
const ContactForm = lazy(() => import("../../features/contact/components/contact-form").then((m) => ({ default: m.ContactForm })));

function PublicHeader() {
  const { isAuthenticated } = useSession();
  const link = ({ isActive }: { isActive: boolean }) =>
    isActive ? "font-semibold text-emerald-800" : "text-slate-700 hover:text-emerald-800";
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <ImpersonationBanner />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo />
        <nav aria-label="Principal" className="order-3 flex w-full gap-5 text-sm sm:order-none sm:w-auto">
          <NavLink to={paths.features.href()} className={link}>
            Funcionalidades
          </NavLink>
          <Link to={paths.pricing.href()} className="text-slate-700 hover:text-emerald-800">
            Planos
          </Link>
          <NavLink to={paths.roadmap.href()} className={link}>
            Ideias e novidades
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          {isAuthenticated ? (
            <Link to={paths.dashboard.href()} className={buttonClasses("primary", "sm")}>
              Minha conta
            </Link>
          ) : (
            <>
              <Link to={paths.login.href()} className={buttonClasses("ghost", "sm")}>
                Entrar
              </Link>
              <Link to={paths.register.href()} className={buttonClasses("primary", "sm")}>
                Teste grátis
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-slate-700 sm:grid-cols-3">
        <div>
          <p className="font-semibold text-slate-900">NutriGuia</p>
          <p className="mt-1">Orientação nutricional personalizada com inteligência artificial.</p>
          <p className="mt-2 text-xs text-slate-600">
            O NutriGuia não substitui a consulta com nutricionista ou médico.
          </p>
        </div>
        <nav aria-label="Institucional" className="flex flex-col gap-1.5">
          <Link to={paths.features.href()} className="hover:text-emerald-800">Funcionalidades</Link>
          <Link to={paths.pricing.href()} className="hover:text-emerald-800">Planos e preços</Link>
          <Link to={paths.contact.href()} className="hover:text-emerald-800">Fale Conosco</Link>
        </nav>
        <nav aria-label="Legal" className="flex flex-col gap-1.5">
          <Link to={paths.privacyPolicy.href()} className="hover:text-emerald-800">Política de Privacidade</Link>
          <Link to={paths.terms.href()} className="hover:text-emerald-800">Termos de Uso</Link>
          <p className="text-xs text-slate-600">© {new Date().getFullYear()} NutriGuia. Todos os direitos reservados.</p>
        </nav>
      </div>
    </footer>
  );
}

/** Public layout (000 §2): header, consent banner, floating "Fale Conosco" and the contact modal. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const [contactOpen, setContactOpen] = useState(false);
  useVisitorTracking(pathname, !isAuthenticated);
  return (
    // While the consent banner shows, the page's end and the contact button stay above it (its height, consent-banner.tsx).
    <div className="flex min-h-screen flex-col pb-[var(--consent-banner-height,0px)]">
      <NavigationProgress />
      <PublicHeader />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
      <ConsentBanner />
      {pathname !== paths.contact.path ? (
        <button
          type="button"
          onClick={() => setContactOpen(true)}
          className="fixed bottom-[calc(0.75rem+var(--consent-banner-height,0px))] right-3 z-30 inline-flex h-12 w-12 items-center justify-center gap-2 rounded-full bg-emerald-700 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800 sm:bottom-[calc(1.25rem+var(--consent-banner-height,0px))] sm:right-5 sm:w-auto sm:px-5"
        >
          {/* On a phone only the icon shows, so the button never covers the first screen's text. */}
          <MessageCircle aria-hidden="true" size={20} />
          <span className="max-sm:sr-only">Fale Conosco</span>
        </button>
      ) : null}
      <Dialog open={contactOpen} onClose={() => setContactOpen(false)} title="Fale Conosco" description="Envie sua mensagem e retornaremos em breve.">
        <Suspense fallback={<Spinner />}>
          <ContactForm onSent={() => setContactOpen(false)} />
        </Suspense>
      </Dialog>
    </div>
  );
}
