import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../../config/paths";
import { FeatureCards } from "../components/feature-cards";
import { PricingSection } from "../components/pricing-section";
import { TrialCallToAction } from "../components/trial-call-to-action";

export function LandingPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <section className="bg-gradient-to-b from-emerald-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Assistente de nutrição com IA</p>
            <h1 className="mt-3 text-4xl font-extrabold leading-tight text-slate-900 sm:text-5xl">
              Coma melhor com orientação personalizada, todos os dias.
            </h1>
            <p className="mt-4 text-lg text-slate-700">
              Converse com o NutriGuia pelo site, WhatsApp ou Telegram: calorias das refeições, planos alimentares sob medida e respostas claras
              para suas dúvidas.
            </p>
            <TrialCallToAction className="mt-8" />
            <p className="mt-3 text-sm text-slate-600">Sem compromisso. Cancele quando quiser.</p>
          </div>
          <div aria-hidden="true" className="rounded-3xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
            <div className="space-y-3 text-sm">
              <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-emerald-700 px-4 py-2 text-white">
                Almocei arroz, feijão, frango grelhado e salada. Quantas calorias?
              </p>
              <div className="w-fit max-w-[90%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-slate-800">
                <p className="font-semibold">Informações Nutricionais</p>
                <p className="mt-1">Total: 612 kcal · Proteínas 42 g · Carboidratos 68 g · Gorduras 16 g</p>
                <p className="mt-1 text-emerald-800">Ótimo equilíbrio de proteínas e fibras!</p>
              </div>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="features-title" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">Tudo o que você precisa para se alimentar melhor</h2>
          <div className="mt-10">
            <FeatureCards heading="h3" />
          </div>
          <p className="mt-8 text-center">
            <Link to={paths.features.href()} className="font-semibold text-emerald-800 underline underline-offset-4">
              Conheça todas as funcionalidades
            </Link>
          </p>
        </div>
      </section>
      <PricingSection />
      <section className="py-14">
        <div className="mx-auto max-w-3xl px-4 text-center text-sm text-slate-600">
          O NutriGuia oferece orientação educativa e não substitui o acompanhamento de nutricionista ou médico.
        </div>
      </section>
    </>
  );
}
