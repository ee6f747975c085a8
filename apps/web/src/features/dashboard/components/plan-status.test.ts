import { describe, expect, it } from "vitest";
import { planStatusText } from "./plan-status";

const trial = (trialDaysLeft: number) => ({ plan: "TRIAL" as const, status: "TRIALING" as const, trialDaysLeft, cancelAtPeriodEnd: false });

describe("planStatusText", () => {
  it("counts the trial's days left", () => {
    expect(planStatusText(trial(5))).toBe("Teste grátis: faltam 5 dias.");
    expect(planStatusText(trial(1))).toBe("Seu teste grátis termina hoje.");
    expect(planStatusText({ plan: "FREE", status: "FREE", trialDaysLeft: null, cancelAtPeriodEnd: false })).toBe(
      "Seu teste grátis terminou: você está no plano gratuito.",
    );
  });
  it("names the plan in force, a pending payment and a cancellation at the period end", () => {
    expect(planStatusText({ plan: "PRO_PLUS", status: "ACTIVE", trialDaysLeft: null, cancelAtPeriodEnd: false })).toBe("Plano Pro+ ativo.");
    expect(planStatusText({ plan: "PRO", status: "ACTIVE", trialDaysLeft: null, cancelAtPeriodEnd: true })).toBe("Plano Pro ativo até o fim do período.");
    expect(planStatusText({ plan: "PRO", status: "PAST_DUE", trialDaysLeft: null, cancelAtPeriodEnd: false })).toBe("Plano Pro: pagamento pendente.");
    expect(planStatusText({ plan: "UNLIMITED", status: "UNLIMITED", trialDaysLeft: null, cancelAtPeriodEnd: false })).toBe("Acesso ilimitado.");
  });
});
