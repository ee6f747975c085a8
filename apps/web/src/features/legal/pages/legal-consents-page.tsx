import { ConsentCard } from "../../../components/consent-card";
import { FullScreenSpinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session/session-context";

/** /consentimentos-legais (001 §2): both documents' status, versions, date and link. */
export function LegalConsentsPage() {
  const { user } = useSession();
  if (!user) return <FullScreenSpinner />;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Consentimentos Legais</h1>
        <p className="text-sm text-slate-600">Acompanhe seus aceites da Política de Privacidade e dos Termos de Uso (LGPD).</p>
      </div>
      <ConsentCard document="privacy" user={user} heading="h2" />
      <ConsentCard document="terms" user={user} heading="h2" />
    </div>
  );
}
