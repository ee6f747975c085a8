import { PlaceholderPage } from "../../../components/placeholder-page";

export function ContactMessagesPage() {
  return <PlaceholderPage title="Mensagens de Contato" />;
}
