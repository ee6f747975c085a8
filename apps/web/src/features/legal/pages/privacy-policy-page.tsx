import { LegalDocument } from "../components/legal-document";
import { PRIVACY_POLICY_SECTIONS } from "../components/privacy-policy-sections";

export function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" title="Política de Privacidade" sections={PRIVACY_POLICY_SECTIONS} />;
}
