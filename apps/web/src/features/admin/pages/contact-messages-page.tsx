import { ContactMessagesPanel } from "../contact/contact-messages-panel";

export function ContactMessagesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Mensagens de Contato</h1>
      <ContactMessagesPanel />
    </div>
  );
}
