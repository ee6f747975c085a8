import { isProfileComplete } from "@nutriguia/domain";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { useSession } from "../../../lib/session/session-context";

const AREAS = [
  { title: "Chat com o assistente", text: "Pergunte, envie fotos e registre refeições.", href: paths.webChat.href() },
  { title: "Planos alimentares", text: "Cardápios personalizados para o seu objetivo.", href: paths.mealPlans.href() },
  { title: "Painel de calorias", text: "Acompanhe o que você comeu hoje.", href: paths.calorieDashboard.href() },
  { title: "Calendário", text: "Sua rotina alimentar dia a dia.", href: paths.calendar.href() },
  { title: "Meu perfil", text: "Dados pessoais, nutricionais e privacidade.", href: paths.profile.href() },
  { title: "Assinatura", text: "Seu plano, período de teste e pagamentos.", href: paths.subscription.href() },
  { title: "Feedback", text: "Conte o que podemos melhorar.", href: paths.feedback.href() },
  { title: "Central de Ajuda", text: "Perguntas frequentes e suporte.", href: paths.helpCenter.href() },
] as const;

function firstName(fullName: string | undefined) {
  return fullName?.trim().split(/\s+/)[0] ?? "";
}

export function DashboardPage() {
  const { user } = useSession();
  const complete = isProfileComplete(user?.profile);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Olá, {firstName(user?.fullName) || "bem-vindo(a)"}!</h1>
      <p className="mt-1 text-slate-700">O que você quer fazer hoje?</p>
      {user && !complete ? (
        <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-amber-950">Complete seu perfil nutricional para receber recomendações e planos personalizados.</p>
          <Link to={paths.profile.href("nutritional")} className={buttonClasses("primary", "sm")}>
            Completar perfil
          </Link>
        </div>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AREAS.map((area) => (
          <li key={area.href}>
            <Link to={area.href} className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-emerald-500 hover:shadow">
              <h2 className="font-semibold text-slate-900">{area.title}</h2>
              <p className="mt-1 text-sm text-slate-700">{area.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
