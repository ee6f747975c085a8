/**
 * Legal consent status per document (000 §4): current only when the stored
 * version equals the current version; accepted earlier with another version is
 * outdated; otherwise not accepted.
 */
export type TConsentStatus = "accepted" | "outdated" | "not_accepted";
export type TLegalDocument = "privacy" | "terms";

export const CONSENT_STATUS_LABELS: Record<TConsentStatus, string> = {
  accepted: "Aceito",
  outdated: "Desatualizado",
  not_accepted: "Não aceito",
};

export function consentStatus(
  accepted: boolean | null | undefined,
  version: string | null | undefined,
  currentVersion: string | null | undefined,
): TConsentStatus {
  if (accepted && version && currentVersion && version === currentVersion) return "accepted";
  if (accepted && version) return "outdated";
  return "not_accepted";
}

type TConsentFields = {
  privacyPolicyAccepted: boolean;
  privacyPolicyVersion: string | null;
  termsAccepted: boolean;
  termsVersion: string | null;
  currentPrivacyPolicyVersion: string;
  currentTermsVersion: string;
};

export function documentConsentStatus(user: TConsentFields, document: TLegalDocument): TConsentStatus {
  return document === "privacy"
    ? consentStatus(user.privacyPolicyAccepted, user.privacyPolicyVersion, user.currentPrivacyPolicyVersion)
    : consentStatus(user.termsAccepted, user.termsVersion, user.currentTermsVersion);
}

/** The payloads of PUT /api/account/{privacy,terms}-consent: acceptance (true, current version, now) or withdrawal (false, null, null). */
export function consentPayload(document: "privacy", accept: boolean, currentVersion: string, now?: Date): {
  privacyPolicyAccepted: boolean;
  privacyPolicyVersion: string | null;
  privacyPolicyAcceptedDate: string | null;
};
export function consentPayload(document: "terms", accept: boolean, currentVersion: string, now?: Date): {
  termsAccepted: boolean;
  termsVersion: string | null;
  termsAcceptedDate: string | null;
};
export function consentPayload(document: TLegalDocument, accept: boolean, currentVersion: string, now = new Date()) {
  const version = accept ? currentVersion : null;
  const date = accept ? now.toISOString() : null;
  return document === "privacy"
    ? { privacyPolicyAccepted: accept, privacyPolicyVersion: version, privacyPolicyAcceptedDate: date }
    : { termsAccepted: accept, termsVersion: version, termsAcceptedDate: date };
}
