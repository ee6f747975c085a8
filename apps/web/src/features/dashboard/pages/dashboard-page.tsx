import { isProfileComplete } from "@nutriguia/domain";
import { CalendarDays, Salad, UserRound } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { subscriptionQuery } from "../../../lib/billing/billing-api";
import { useSession } from "../../../lib/session/session-context";
import { useRecentMeals } from "../api/get-recent-meals";
import { useStreak } from "../api/get-streak";
import { useToday } from "../api/get-today";
import { PlanStatus } from "../components/plan-status";
import { RelogMeals } from "../components/relog-meals";
import { TodayMeals } from "../components/today-meals";
import { TodaySummary } from "../components/today-summary";

/** Pages that are finished; links to pages still being built stay out of the home. */
const AREAS = [
  { title: "Planos alimentares", text: "Cardápios personalizados para o seu objetivo.", href: paths.mealPlans.href(), Icon: Salad },
  { title: "Calendário", text: "Sua rotina alimentar dia a dia.", href: paths.calendar.href(), Icon: CalendarDays },
  { title: "Meu perfil", text: "Dados pessoais, nutricionais e privacidade.", href: paths.profile.href(), Icon: UserRound },
] as const;

function firstName(fullName: string | undefined) {
  return fullName?.trim().split(/\s+/)[0] ?? "";
}

/** The home: today against the target, the meals so far, one-tap re-logging, the plan in force. */
export function DashboardPage() {
  // The plan in force is read fresh on every visit (the messages left change with each chat turn); the session's copy
  // stands in until it arrives.
  const { user, subscription: sessionSubscription } = useSession();
  const fresh = useQuery(subscriptionQuery);
  const subscription = fresh.data ?? sessionSubscription;
  const complete = isProfileComplete(user?.profile);
  const today = useToday();
  const recent = useRecentMeals();
  const streak = useStreak();
  // The blocks below the greeting appear together once their reads have settled, so none is pushed down by another
  // arriving after it (a spinner in their place meanwhile). The plan's status is one of them: beside the greeting, it
  // wrapped to a second line on narrow screens and pushed the day's summary down. They are built in a deferred render,
  // which React cuts into short slices, instead of in the synchronous render that a read's arrival causes. The spinner
  // and the day's blocks have their own keys: one element turned into the other would count as a layout shift.
  const settled = useDeferredValue(!today.isPending && !recent.isPending && !fresh.isPending && !streak.isPending);
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Olá, {firstName(user?.fullName) || "bem-vindo(a)"}!</h1>
      {user && !complete ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-amber-950">Complete seu perfil nutricional para receber recomendações e planos personalizados.</p>
          <Link to={paths.profile.href("nutritional")} className={buttonClasses("primary", "sm")}>
            Completar perfil
          </Link>
        </div>
      ) : null}
      {settled && subscription ? <PlanStatus status={subscription} /> : null}
      {!settled ? (
        <div key="loading" className="flex justify-center py-10"><Spinner /></div>
      ) : today.data ? (
        <div key="today" className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <TodaySummary log={today.data} streak={streak.data} />
          <TodayMeals log={today.data} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">Não foi possível carregar o seu dia agora.</p>
      )}
      {settled && recent.data ? <RelogMeals meals={recent.data} /> : null}
      {settled ? (
        <ul className="grid gap-4 sm:grid-cols-3">
          {AREAS.map(({ title, text, href, Icon }) => (
            <li key={href}>
              <Link to={href} className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-emerald-500 hover:shadow">
                <Icon aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-700" size={22} />
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm text-slate-700">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
