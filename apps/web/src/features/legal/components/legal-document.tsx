import { documentConsentStatus, type TLegalDocument } from "@nutriguia/domain/calc";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { CONSENT_SAVE_ERROR, legalVersionsQuery, saveConsent } from "../../../lib/consent-api";
import { useSession } from "../../../lib/session/session-context";
import { toast } from "../../../lib/toast-store";

export type TLegalSection = { title: string; body: ReactNode };

const COPY = {
  privacy: {
    checkbox: "Li e concordo com a Política de Privacidade, incluindo o tratamento dos meus dados de saúde para personalizar as recomendações.",
    required: "Por favor, marque a caixa de consentimento para aceitar a política de privacidade.",
    accept: "Aceitar e Continuar",
    already: "Você já aceitou a versão atual desta política.",
  },
  terms: {
    checkbox: "Li e concordo com os Termos de Uso.",
    required: "Por favor, marque a caixa de consentimento para aceitar os termos de uso.",
    accept: "Aceitar Termos",
    already: "Você já aceitou a versão atual destes termos.",
  },
} as const;

/** A legal document with its consent checkbox flow (001 §4–§5). */
export function LegalDocument({ document, title, sections }: { document: TLegalDocument; title: string; sections: TLegalSection[] }) {
  const { user, isAuthenticated, controller } = useSession();
  const navigate = useNavigate();
  const versions = useQuery(legalVersionsQuery);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const copy = COPY[document];
  const version =
    (document === "privacy" ? user?.currentPrivacyPolicyVersion : user?.currentTermsVersion) ??
    (document === "privacy" ? versions.data?.privacyPolicyVersion : versions.data?.termsVersion) ??
    "1.0";
  const current = !!user && documentConsentStatus(user, document) === "accepted";

  async function accept() {
    if (!checked) {
      toast({ title: "Consentimento necessário", description: copy.required, variant: "destructive" });
      return;
    }
    setBusy(true);
    const ok = await saveConsent(document, true, version);
    setBusy(false);
    if (!ok) {
      toast({ ...CONSENT_SAVE_ERROR, variant: "destructive" });
      return;
    }
    await controller.refresh();
    toast({ title: "Consentimento registrado", description: `${title} (versão ${version}) aceita.`, variant: "success" });
    void navigate(isAuthenticated ? paths.dashboard.href() : paths.home.href());
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Versão {version}</p>
      </header>
      <div className="space-y-6 text-slate-800 [&_li]:mt-1 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5">
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`secao-${index + 1}`}>
            <h2 id={`secao-${index + 1}`} className="mb-2 text-lg font-semibold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
      <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {current ? (
          <div className="space-y-3">
            <p role="status" className="text-sm font-medium text-emerald-900">{copy.already}</p>
            <Link to={paths.dashboard.href()} className={buttonClasses("primary")}>
              Ir para Dashboard
            </Link>
          </div>
        ) : isAuthenticated ? (
          <div className="space-y-4">
            <Checkbox label={copy.checkbox} checked={checked} onChange={(e) => setChecked(e.target.checked)} disabled={busy} />
            <div className="flex flex-wrap gap-2">
              <BackAndHome />
              <Button onClick={() => void accept()} loading={busy}>
                {copy.accept}
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-3 text-sm text-slate-700">
            <p>Você aceita este documento ao criar sua conta. Se já tem uma conta, entre para registrar seu aceite.</p>
            <div className="flex flex-wrap gap-2">
              <BackAndHome />
              <Link to={paths.login.href(document === "privacy" ? paths.privacyPolicy.href() : paths.terms.href())} className={buttonClasses("primary")}>
                Entrar
              </Link>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}

/** 001 §2: the legal pages' "Voltar" and "Início" buttons. */
function BackAndHome() {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline" onClick={() => void navigate(-1)}>
        Voltar
      </Button>
      <Link to={paths.home.href()} className={buttonClasses("ghost")}>
        Início
      </Link>
    </>
  );
}
