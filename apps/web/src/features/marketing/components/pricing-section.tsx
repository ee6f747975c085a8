import { Check } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";

const PLANS = [
  {
    name: "Trial 7 dias",
    tagline: "Experimente sem compromisso",
    items: ["7 dias de acesso", "Até 3 planos alimentares", "Até 30 mensagens", "Análise de fotos de refeições"],
    cta: "Começar teste grátis",
    highlight: false,
  },
  {
    name: "Pro",
    tagline: "Para quem quer constância",
    items: ["Mensagens ilimitadas*", "Planos alimentares ilimitados*", "Análise de fotos e mensagens de voz", "Painel de calorias e calendário"],
    cta: "Assinar o Pro",
    highlight: true,
  },
  {
    name: "Pro+",
    tagline: "Acompanhamento completo",
    items: ["Tudo do Pro", "Atendimento prioritário", "Relatórios de progresso detalhados", "Novidades em primeira mão"],
    cta: "Assinar o Pro+",
    highlight: false,
  },
] as const;

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="pricing-title" className="text-center text-3xl font-bold text-slate-900">Planos</h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">
          Comece com 7 dias grátis. Ao fim do teste, a assinatura é cobrada automaticamente, a menos que você cancele antes.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className={`flex flex-col rounded-2xl border p-6 shadow-sm ${plan.highlight ? "border-emerald-600 ring-2 ring-emerald-600" : "border-slate-200"}`}
            >
              {plan.highlight ? <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-emerald-800">Mais escolhido</p> : null}
              <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
              <p className="text-sm text-slate-700">{plan.tagline}</p>
              <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-800">
                {plan.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-emerald-700" />
                    {item}
                  </li>
                ))}
              </ul>
              <Link to={paths.register.href()} className={buttonClasses(plan.highlight ? "primary" : "outline", "md", "mt-6 w-full")}>
                {plan.cta}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center text-xs text-slate-600">* Sujeito à política de uso justo.</p>
      </div>
    </section>
  );
}
