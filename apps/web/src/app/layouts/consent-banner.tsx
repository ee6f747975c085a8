import { documentConsentStatus } from "@nutriguia/domain/calc/consent";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session/session-context";

const HIDDEN_ON: string[] = [paths.privacyPolicy.path, paths.terms.path];

/** Shown to signed-in users while either legal document is not current (000 §4); dismissible. */
export function ConsentBanner() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (!user || dismissed || HIDDEN_ON.includes(pathname)) return null;
  const privacyOutstanding = documentConsentStatus(user, "privacy") !== "accepted";
  const termsOutstanding = documentConsentStatus(user, "terms") !== "accepted";
  if (!privacyOutstanding && !termsOutstanding) return null;
  return (
    <section
      aria-label="Consentimentos pendentes"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 p-4 shadow-lg"
      data-testid="consent-banner"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-amber-950">
          Para continuar usando o NutriGuia com segurança, revise e aceite{" "}
          {privacyOutstanding && termsOutstanding
            ? "nossa Política de Privacidade e nossos Termos de Uso"
            : privacyOutstanding
              ? "nossa Política de Privacidade"
              : "nossos Termos de Uso"}
          .
        </p>
        <div className="flex flex-wrap gap-2">
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
          <button type="button" onClick={() => setDismissed(true)} className={buttonClasses("ghost", "sm")}>
            Dispensar
          </button>
        </div>
      </div>
    </section>
  );
}
