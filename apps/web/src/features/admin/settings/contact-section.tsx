import { useState } from "react";
import { ZSiteContact, type TSiteContact } from "@nutriguia/domain";
import { TextField } from "../../../components/ui/field";
import { fieldErrors } from "../../../lib/form-errors";
import { useUpdateAdminSettings } from "../api/update-admin-settings";
import { SettingsForm } from "./settings-form";

/** The e-mail, phone and city the contact page shows. */
export function ContactSection({ initial }: { initial: TSiteContact }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateAdminSettings("contact");
  const submit = () => {
    const parsed = ZSiteContact.safeParse(draft);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <SettingsForm title="Contato do site" description="Exibidos na página Fale Conosco." saving={save.isPending} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="E-mail de contato" type="email" value={draft.email} error={errors.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
        <TextField label="Telefone" type="tel" value={draft.phone} error={errors.phone} onChange={(e) => setDraft({ ...draft, phone: e.target.value })} />
        <TextField label="Cidade" value={draft.city} error={errors.city} onChange={(e) => setDraft({ ...draft, city: e.target.value })} />
      </div>
    </SettingsForm>
  );
}
