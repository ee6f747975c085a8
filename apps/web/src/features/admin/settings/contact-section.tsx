import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ZSiteContact, type TSiteContact } from "@nutriguia/domain";
import { TextField } from "../../../components/ui/field";
import { useUpdateAdminSettings } from "../api/update-admin-settings";
import { SettingsForm } from "./settings-form";

/** The e-mail, phone and city the contact page shows. */
export function ContactSection({ initial }: { initial: TSiteContact }) {
  const { register, handleSubmit, formState: { errors } } = useForm({ resolver: zodResolver(ZSiteContact), defaultValues: initial });
  const save = useUpdateAdminSettings("contact");
  return (
    <SettingsForm title="Contato do site" description="Exibidos na página Fale Conosco." saving={save.isPending} onSubmit={() => void handleSubmit((contact) => save.mutate(contact))()}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="E-mail de contato" type="email" {...register("email")} error={errors.email?.message} />
        <TextField label="Telefone" type="tel" {...register("phone")} error={errors.phone?.message} />
        <TextField label="Cidade" {...register("city")} error={errors.city?.message} />
      </div>
    </SettingsForm>
  );
}
