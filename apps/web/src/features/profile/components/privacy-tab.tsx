import type { TUser, TLegalDocument } from "@nutriguia/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConsentCard } from "../../../components/consent-card";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { paths } from "../../../config/paths";
import { CONSENT_WITHDRAW_ERROR, CONSENT_WITHDRAWN, saveConsent } from "../../../lib/consent-api";
import { useSession } from "../../../lib/session/session-context";
import { toast } from "../../../lib/toast-store";
import { ExportDataCard } from "./export-data-card";

const NAMES = { privacy: "Política de Privacidade", terms: "Termos de Uso" } as const;

/** "Consentimentos Legais" tab: on → the document's page; off → confirmation, then withdrawal (000 §4). */
export function PrivacyTab({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const { controller } = useSession();
  const [confirming, setConfirming] = useState<TLegalDocument | null>(null);
  const [busy, setBusy] = useState(false);

  function onToggle(document: TLegalDocument, checked: boolean) {
    if (checked) void navigate(document === "privacy" ? paths.privacyPolicy.href() : paths.terms.href());
    else setConfirming(document);
  }

  async function withdraw() {
    if (!confirming) return;
    const document = confirming;
    const current = document === "privacy" ? user.currentPrivacyPolicyVersion : user.currentTermsVersion;
    setBusy(true);
    const ok = await saveConsent(document, false, current);
    setBusy(false);
    setConfirming(null);
    if (ok) {
      await controller.refresh();
      toast({ title: CONSENT_WITHDRAWN, description: `Seu consentimento com ${NAMES[document] === "Termos de Uso" ? "os" : "a"} ${NAMES[document]} foi retirado.`, variant: "success" });
    } else {
      toast({ ...CONSENT_WITHDRAW_ERROR, variant: "destructive" });
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Consentimentos Legais</h2>
        <p className="text-sm text-slate-600">Gerencie seus aceites conforme a Lei Geral de Proteção de Dados (LGPD).</p>
      </div>
      {(["privacy", "terms"] as const).map((document) => {
        const accepted = document === "privacy" ? user.privacyPolicyAccepted : user.termsAccepted;
        return (
          <ConsentCard
            key={document}
            document={document}
            user={user}
            heading="h3"
            toggle={{ checked: accepted && confirming !== document, disabled: busy, onChange: (c) => onToggle(document, c) }}
          />
        );
      })}
      <Dialog
        open={confirming !== null}
        onClose={() => !busy && setConfirming(null)}
        role="alertdialog"
        title="Retirar consentimento?"
        description={confirming ? `Você está retirando seu consentimento com: ${NAMES[confirming]}.` : undefined}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={busy}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={() => void withdraw()} loading={busy}>
              Retirar consentimento
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-800">
          Sem este consentimento, alguns recursos que dependem do tratamento dos seus dados podem ficar indisponíveis. Você pode aceitar novamente a
          qualquer momento.
        </p>
      </Dialog>
      <ExportDataCard />
    </div>
  );
}
