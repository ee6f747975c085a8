import type { TSubscriptionResponse } from "@nutriguia/domain";
import { Link } from "react-router";
import { paths } from "../config/paths";
import { buttonClasses } from "./ui/button";

type TReached = { kind: "messages" | "mealPlans"; limit: number };

function reached(s: TSubscriptionResponse): TReached | null {
  if (s.limits.messages !== null && s.usage.messagesUsed >= s.limits.messages) return { kind: "messages", limit: s.limits.messages };
  if (s.limits.mealPlans !== null && s.usage.mealPlansUsed >= s.limits.mealPlans) return { kind: "mealPlans", limit: s.limits.mealPlans };
  return null;
}

const what = ({ kind, limit }: TReached) =>
  kind === "messages" ? `${limit === 1 ? "a mensagem" : `as ${limit.toLocaleString("pt-BR")} mensagens`}` : `${limit === 1 ? "o plano alimentar" : `os ${limit.toLocaleString("pt-BR")} planos alimentares`}`;

/** The words and the way up when an allowance has run out, by plan. */
export function limitNoticeOf(s: TSubscriptionResponse): { text: string; action: { label: string; href: string } | null } | null {
  const hit = reached(s);
  if (!hit || s.plan === "UNLIMITED") return null;
  const upgrade = { label: "Ver planos e assinar", href: paths.payment.href() };
  switch (s.plan) {
    case "TRIAL":
      return { text: `Você usou ${what(hit)} do teste grátis. Assine o Pro ou o Pro+ para continuar.`, action: upgrade };
    case "FREE":
      return { text: `Você usou ${what(hit)} deste mês do plano gratuito. Assine o Pro ou o Pro+ para continuar.`, action: upgrade };
    case "PRO":
      return { text: `Você chegou ao limite de uso justo do Pro neste mês. O Pro+ tem limites maiores.`, action: { label: "Mudar para o Pro+", href: paths.subscription.href("change") } };
    case "PRO_PLUS":
      return { text: "Você chegou ao limite de uso justo do Pro+ neste mês. O limite renova no mesmo dia do próximo mês; fale com o suporte se precisar de mais.", action: null };
  }
}

/** Shown wherever an allowance has run out (home, /subscription, profile): what happened and the upgrade button. */
export function LimitNotice({ subscription }: { subscription: TSubscriptionResponse }) {
  const notice = limitNoticeOf(subscription);
  if (!notice) return null;
  return (
    <div role="status" data-testid="limit-notice" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-amber-950">{notice.text}</p>
      {notice.action ? (
        <Link to={notice.action.href} className={buttonClasses("primary", "sm")}>
          {notice.action.label}
        </Link>
      ) : null}
    </div>
  );
}
