import { PlaceholderPage } from "../../../components/placeholder-page";

export function WebChatPage() {
  return <PlaceholderPage title="Chat com o Assistente" />;
}
