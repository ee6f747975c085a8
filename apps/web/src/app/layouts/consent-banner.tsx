import { documentConsentStatus } from "@nutriguia/domain/calc";
import { useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { X } from "lucide-react";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session-context";

const HIDDEN_ON: string[] = [paths.privacyPolicy.path, paths.terms.path];

/** The banner's height, for pages whose bottom edge holds controls (the chat's composer) to sit above it. */
const CONSENT_BANNER_HEIGHT_VAR = "--consent-banner-height";

function useHeightAsRootVariable(element: React.RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const node = element.current;
    if (!shown || !node) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty(CONSENT_BANNER_HEIGHT_VAR, `${node.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty(CONSENT_BANNER_HEIGHT_VAR);
    };
  }, [element, shown]);
}

/**
 * Shown to signed-in users while either legal document is not current (000 §4); dismissible. While shown, its height
 * is published as a CSS variable: the page's end and the chat's composer stay above it instead of under it.
 */
export function ConsentBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const privacyOutstanding = !!user && documentConsentStatus(user, "privacy") !== "accepted";
  const termsOutstanding = !!user && documentConsentStatus(user, "terms") !== "accepted";
  const shown = !dismissed && !HIDDEN_ON.includes(pathname) && (privacyOutstanding || termsOutstanding);
  useHeightAsRootVariable(banner, shown);
  if (!shown) return null;
  return (
    <section
      ref={banner}
      aria-label="Consentimentos pendentes"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 px-3 py-2.5 shadow-lg sm:p-4"
      data-testid="consent-banner"
    >
      {/* At 360 px: the text beside a close button, the two links on one row below, about 130 px tall in all. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 flex-1 basis-64 text-sm text-amber-950">
          Para continuar usando o NutriGuia com segurança, revise e aceite{" "}
          {privacyOutstanding && termsOutstanding
            ? "nossa Política de Privacidade e nossos Termos de Uso"
            : privacyOutstanding
              ? "nossa Política de Privacidade"
              : "nossos Termos de Uso"}
          .
        </p>
        <button type="button" onClick={() => setDismissed(true)} className={buttonClasses("ghost", "sm", "order-none max-sm:-mr-1 max-sm:self-start max-sm:px-2 sm:order-last")}>
          <X aria-hidden="true" size={18} className="sm:hidden" />
          <span className="max-sm:sr-only">Dispensar</span>
        </button>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {privacyOutstanding ? (
            <Link to={paths.privacyPolicy.href()} className={buttonClasses("primary", "sm")}>
              Política de Privacidade
            </Link>
          ) : null}
          {termsOutstanding ? (
            <Link to={paths.terms.href()} className={buttonClasses("primary", "sm")}>
              Termos de Uso
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
