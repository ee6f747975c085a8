import { Spinner } from "../../../components/ui/spinner";
import { useAdminSettings } from "../api/get-admin-settings";
import { AiProvidersSection } from "./ai-providers-section";
import { ChannelsSection } from "./channels-section";
import { ContactSection } from "./contact-section";
import { LegalSection } from "./legal-section";
import { PlansSection } from "./plans-section";

/** Back-office "Configurações" (issue 18): every section saves on its own and is recorded in the audit log. */
export function SettingsTab() {
  const settings = useAdminSettings();
  if (settings.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Carregando configurações" />
      </div>
    );
  }
  if (settings.isError) return <p role="alert" className="text-red-700">Não foi possível carregar as configurações.</p>;
  const { legal, plans, contact, channels, aiProviders } = settings.data;
  return (
    <div className="space-y-6">
      <LegalSection initial={legal} />
      <ContactSection initial={contact} />
      <ChannelsSection initial={channels} />
      <PlansSection initial={plans} />
      <AiProvidersSection providers={aiProviders} />
    </div>
  );
}
