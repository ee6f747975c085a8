import type { TLegalVersions } from "@nutriguia/domain";
import { consentPayload, type TLegalDocument } from "@nutriguia/domain/calc";
import { apiResult, isFailure } from "./api-client";
import { getToken } from "./storage";

/**
 * Consent calls shared by the profile's privacy tab and the legal pages:
 * PUT /api/account/{privacy,terms}-consent, judged by ok or not only (000 §7).
 */
export async function saveConsent(document: TLegalDocument, accept: boolean, currentVersion: string): Promise<boolean> {
  if (!getToken()) return false;
  const path = document === "privacy" ? "/api/account/privacy-consent" : "/api/account/terms-consent";
  const body = document === "privacy" ? consentPayload("privacy", accept, currentVersion) : consentPayload("terms", accept, currentVersion);
  try {
    const result = await apiResult(path, { method: "PUT", body });
    return !isFailure(result);
  } catch {
    return false;
  }
}

/** Public: GET /api/public/legal-versions. */
export async function fetchLegalVersions(): Promise<TLegalVersions> {
  const result = await apiResult<TLegalVersions>("/api/public/legal-versions", { auth: false });
  if (isFailure(result)) return { privacyPolicyVersion: "1.0", termsVersion: "1.0" };
  return result;
}

export const legalVersionsQuery = {
  queryKey: ["legal-versions"] as const,
  queryFn: fetchLegalVersions,
  staleTime: 60 * 60 * 1000,
};

export const CONSENT_SAVE_ERROR = {
  title: "Erro ao salvar consentimento",
  description: "Ocorreu um erro ao salvar seu consentimento. Por favor, tente novamente mais tarde.",
};
export const CONSENT_WITHDRAW_ERROR = {
  title: "Erro ao retirar consentimento",
  description: "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.",
};
export const CONSENT_WITHDRAWN = "Consentimento retirado";
