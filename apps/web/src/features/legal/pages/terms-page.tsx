import { LegalDocument } from "../components/legal-document";
import { TERMS_SECTIONS } from "../components/terms-sections";

export function TermsPage() {
  return <LegalDocument document="terms" title="Termos de Uso" sections={TERMS_SECTIONS} />;
}
