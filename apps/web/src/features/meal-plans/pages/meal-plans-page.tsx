import { formatNumber, onFirstUse } from "@nutriguia/domain/calc";
import { Link } from "react-router";
import { isProfileComplete } from "@nutriguia/domain";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FullScreenSpinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session/session-context";
import { useMealPlans } from "../api/list-meal-plans";
import { GeneratePlanForm } from "../components/generate-plan-form";

const DATE = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "America/Sao_Paulo" }));

/** /meal-plans: the user's plans, newest first, and the generator. */
export function MealPlansPage() {
  const { user } = useSession();
  const plans = useMealPlans();
  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Planos Alimentares</h1>
      {user && !isProfileComplete(user.profile) ? (
        <Card className="border-amber-300 bg-amber-50">
          <p className="text-sm text-amber-950">Complete seu perfil nutricional para gerar planos personalizados.</p>
          <Link to={paths.profile.href("nutritional")} className={buttonClasses("primary", "sm", "mt-3")}>
            Completar perfil
          </Link>
        </Card>
      ) : (
        <GeneratePlanForm />
      )}
      <section aria-label="Meus planos" className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Meus planos</h2>
        {plans.isPending ? <FullScreenSpinner /> : null}
        {plans.data && plans.data.plans.length === 0 ? (
          <Card className="text-center">
            <p className="font-medium text-slate-900">Você ainda não tem planos alimentares.</p>
            <p className="mt-1 text-sm text-slate-700">Gere o primeiro acima ou peça um plano no chat.</p>
          </Card>
        ) : null}
        <ul className="grid gap-3 sm:grid-cols-2">
          {plans.data?.plans.map((plan) => (
            <li key={plan.id}>
              <Link to={paths.mealPlan.href(plan.id)} className="block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-emerald-500">
                <h3 className="font-semibold text-slate-900">{plan.title}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {plan.dayCount} {plan.dayCount === 1 ? "dia" : "dias"} · {formatNumber(Math.round(plan.targets.calories))} kcal/dia · criado em {DATE().format(new Date(plan.createdAt))}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
