import { useState } from "react";
import { ZLegalVersionsUpdate, type TLegalVersions } from "@nutriguia/domain";
import { TextField } from "../../../components/ui/field";
import { fieldErrors } from "../../../lib/form-errors";
import { useUpdateAdminSettings } from "../api/update-admin-settings";
import { SettingsForm } from "./settings-form";

/** Versions of the privacy policy and the terms; a new version makes earlier acceptances "Desatualizado". */
export function LegalSection({ initial }: { initial: TLegalVersions }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateAdminSettings("legal");
  const submit = () => {
    const parsed = ZLegalVersionsUpdate.safeParse(draft);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <SettingsForm
      title="Documentos legais"
      description="Ao publicar uma nova versão, quem aceitou a anterior passa a ver o consentimento como Desatualizado e é convidado a aceitar de novo."
      saving={save.isPending}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Versão da Política de Privacidade"
          value={draft.privacyPolicyVersion}
          error={errors.privacyPolicyVersion}
          onChange={(e) => setDraft({ ...draft, privacyPolicyVersion: e.target.value })}
        />
        <TextField
          label="Versão dos Termos de Uso"
          value={draft.termsVersion}
          error={errors.termsVersion}
          onChange={(e) => setDraft({ ...draft, termsVersion: e.target.value })}
        />
      </div>
    </SettingsForm>
  );
}
