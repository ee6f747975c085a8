import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { expect, it } from "vitest";
import type { TPlan, TPlansResponse } from "@nutriguia/domain";
import { plansQuery } from "../../../lib/billing/billing-api";
import { PaidPlansTerms, TrialTerms } from "./plan-limits-terms";

const plan = (code: TPlan["code"], limits: TPlan["limits"]): TPlan => ({
  code,
  name: code,
  description: "",
  features: [],
  prices: { MONTH: null, YEAR: null },
  currency: "BRL",
  trialDays: null,
  limits,
});

const paid = (messages: number, mealPlans: number) => ({ messages: null, mealPlans: null, audio: true, fairUseMessages: messages, fairUseMealPlans: mealPlans });

function renderWith(plans: TPlansResponse | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (plans) client.setQueryData(plansQuery.queryKey, plans);
  render(
    <QueryClientProvider client={client}>
      <TrialTerms />
      <PaidPlansTerms />
    </QueryClientProvider>,
  );
}

it("words the limits in force as the pricing table does, per month on every paid plan, never 'ilimitado'", () => {
  renderWith({
    provider: "local",
    plans: [
      plan("TRIAL", { messages: 20, mealPlans: 2, audio: false, fairUseMessages: null, fairUseMealPlans: null }),
      plan("PRO", paid(2500, 50)),
      plan("PRO_PLUS", paid(9000, 250)),
    ],
  });
  expect(screen.getByText(/Novas contas/).textContent).toContain("com 20 mensagens e 2 planos alimentares nos 7 dias de teste, sem mensagens de voz");
  const paidText = screen.getByText(/Os planos Pro e Pro\+/).textContent ?? "";
  expect(paidText).toContain("no Pro, até 2.500 mensagens e até 50 planos alimentares por mês; no Pro+, até 9.000 mensagens e até 250 planos alimentares por mês");
  expect(paidText).not.toMatch(/ilimitad/);
});

it("points to the plans page while the limits are not known", () => {
  renderWith(null);
  expect(screen.getByText(/Novas contas/).textContent).toContain("com os limites mostrados na página de planos");
  expect(screen.getByText(/Os planos Pro e Pro\+/).textContent).toContain("os limites de cada plano são os mostrados na página de planos");
});
