import { Card } from "../../../components/ui/card";
import { ContactForm } from "../components/contact-form";

export const CONTACT_INFO = { email: "contato@nutriguia.com.br", phone: "(11) 4000-0000", city: "São Paulo - SP" } as const;

export function ContactPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_2fr]">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Fale Conosco</h1>
        <p className="mt-2 text-slate-700">Dúvidas, sugestões ou suporte: respondemos em até 24 horas úteis.</p>
        <dl className="mt-6 space-y-3 text-sm">
          <div>
            <dt className="font-semibold text-slate-900">E-mail</dt>
            <dd><a className="text-emerald-800 underline" href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a></dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Telefone</dt>
            <dd className="text-slate-700">{CONTACT_INFO.phone}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Cidade</dt>
            <dd className="text-slate-700">{CONTACT_INFO.city}</dd>
          </div>
        </dl>
      </div>
      <Card>
        <ContactForm />
      </Card>
    </div>
  );
}
