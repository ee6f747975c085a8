import type { TUser } from "@nutriguia/domain";
import {
  CONSENT_STATUS_LABELS,
  documentConsentStatus,
  type TLegalDocument,
  formatDateTime,
} from "@nutriguia/domain/calc";
import { Link } from "react-router";
import { paths } from "../config/paths";
import { Badge } from "./ui/badge";
import { Card } from "./ui/card";
import { Switch } from "./ui/switch";

const TEXT = {
  privacy: { title: "Política de Privacidade", view: "Ver política", accept: "Aceitar política", href: paths.privacyPolicy.href() },
  terms: { title: "Termos de Uso", view: "Ver termos", accept: "Aceitar termos", href: paths.terms.href() },
} as const;

const STATUS_TEXT = {
  accepted: "Você aceitou a versão atual deste documento.",
  outdated: "O documento foi atualizado desde o seu aceite. Revise e aceite a nova versão.",
  not_accepted: "Você ainda não aceitou este documento.",
} as const;

/** One legal document's consent: badge, status, versions, date and link (000 §2, 001 §2). */
export function ConsentCard({
  document,
  user,
  toggle,
  heading: Heading,
}: {
  document: TLegalDocument;
  user: TUser;
  /** The card title's level below the enclosing heading. */
  heading: "h2" | "h3";
  toggle?: { checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };
}) {
  const status = documentConsentStatus(user, document);
  const text = TEXT[document];
  const acceptedVersion = document === "privacy" ? user.privacyPolicyVersion : user.termsVersion;
  const currentVersion = document === "privacy" ? user.currentPrivacyPolicyVersion : user.currentTermsVersion;
  const acceptedDate = document === "privacy" ? user.privacyPolicyAcceptedDate : user.termsAcceptedDate;
  const linkText = status === "accepted" ? text.view : status === "outdated" ? "Atualizar aceitação" : text.accept;
  const tone = status === "accepted" ? "success" : status === "outdated" ? "warning" : "danger";
  const headingId = `consent-${document}-title`;

  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <Heading id={headingId} className="text-base font-semibold text-slate-900">
            {text.title}
          </Heading>
          <Badge tone={tone}>{CONSENT_STATUS_LABELS[status]}</Badge>
        </div>
        {toggle ? (
          <Switch
            checked={toggle.checked}
            disabled={toggle.disabled}
            onChange={toggle.onChange}
            label={`Consentimento: ${text.title}`}
          />
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-700">{STATUS_TEXT[status]}</p>
      <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Versão aceita</dt>
          <dd className="font-medium text-slate-900">{acceptedVersion ?? "N/A"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Versão atual</dt>
          <dd className="font-medium text-slate-900">{currentVersion}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Data de aceite</dt>
          <dd className="font-medium text-slate-900">{formatDateTime(acceptedDate)}</dd>
        </div>
      </dl>
      <Link to={text.href} className="mt-4 inline-block text-sm font-medium text-emerald-800 underline underline-offset-4">
        {linkText}
      </Link>
    </Card>
  );
}
