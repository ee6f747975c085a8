import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ZLegalVersionsUpdate, type TLegalVersions } from "@nutriguia/domain";
import { TextField } from "../../../components/ui/field";
import { useUpdateAdminSettings } from "../api/update-admin-settings";
import { SettingsForm } from "./settings-form";

/** Versions of the privacy policy and the terms; a new version makes earlier acceptances "Desatualizado". */
export function LegalSection({ initial }: { initial: TLegalVersions }) {
  const { register, handleSubmit, formState: { errors } } = useForm({ resolver: zodResolver(ZLegalVersionsUpdate), defaultValues: initial });
  const save = useUpdateAdminSettings("legal");
  return (
    <SettingsForm
      title="Documentos legais"
      description="Ao publicar uma nova versão, quem aceitou a anterior passa a ver o consentimento como Desatualizado e é convidado a aceitar de novo."
      saving={save.isPending}
      onSubmit={() => void handleSubmit((versions) => save.mutate(versions))()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Versão da Política de Privacidade" {...register("privacyPolicyVersion")} error={errors.privacyPolicyVersion?.message} />
        <TextField label="Versão dos Termos de Uso" {...register("termsVersion")} error={errors.termsVersion?.message} />
      </div>
    </SettingsForm>
  );
}
