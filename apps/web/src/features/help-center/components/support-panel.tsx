import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { SUPPORT_EMAIL } from "../content/help-content";

export function SupportPanel() {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="font-semibold text-slate-900">Converse com o assistente</h3>
        <p className="mt-1 text-sm text-slate-700">Dúvidas sobre alimentos, calorias e planos são respondidas na hora pelo chat.</p>
        <Link to={paths.webChat.href()} className={buttonClasses("primary", "sm", "mt-3")}>
          Abrir o chat
        </Link>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="font-semibold text-slate-900">Fale com a equipe</h3>
        <p className="mt-1 text-sm text-slate-700">Envie sua dúvida pelo formulário ou pelas mensagens da sua conta.</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={paths.contact.href()} className={buttonClasses("outline", "sm")}>
            Formulário Fale Conosco
          </Link>
          <Link to={paths.messages.href()} className={buttonClasses("outline", "sm")}>
            Mensagens
          </Link>
        </div>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 className="font-semibold text-slate-900">E-mail de suporte</h3>
        <p className="mt-1 text-sm text-slate-700">
          <a className="text-emerald-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <p className="mt-2 text-sm text-slate-700">Respondemos em até 24 horas.</p>
      </section>
    </div>
  );
}
