import { FeatureCards } from "../components/feature-cards";
import { TrialCallToAction } from "../components/trial-call-to-action";

export function FeaturesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-center text-4xl font-extrabold text-slate-900">Funcionalidades</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
        Um assistente de nutrição completo, no seu bolso, pensado para a alimentação brasileira.
      </p>
      <div className="mt-10">
        <FeatureCards heading="h2" />
      </div>
      <TrialCallToAction className="mt-12 justify-center" />
    </div>
  );
}
