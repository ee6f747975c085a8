import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useSiteInfo } from "../api/get-site-info";
import { ContactForm } from "../components/contact-form";

function ContactDetails() {
  const info = useSiteInfo();
  if (info.isPending) return <Spinner label="Carregando contatos" />;
  // Without the details the form still works; the page just leaves them out.
  if (info.isError) return null;
  const { email, phone, city } = info.data.contact;
  return (
    <dl className="mt-6 space-y-3 text-sm">
      <div>
        <dt className="font-semibold text-slate-900">E-mail</dt>
        <dd><a className="text-emerald-800 underline" href={`mailto:${email}`}>{email}</a></dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Telefone</dt>
        <dd className="text-slate-700" data-testid="contact-phone">{phone}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Cidade</dt>
        <dd className="text-slate-700">{city}</dd>
      </div>
    </dl>
  );
}

export function ContactPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_2fr]">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Fale Conosco</h1>
        <p className="mt-2 text-slate-700">Dúvidas, sugestões ou suporte: respondemos em até 24 horas úteis.</p>
        <ContactDetails />
      </div>
      <Card>
        <ContactForm />
      </Card>
    </div>
  );
}
