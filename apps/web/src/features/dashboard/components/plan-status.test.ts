import { describe, expect, it } from "vitest";
import { planStatusText } from "./plan-status";

const usage = (messagesUsed: number) => ({ usage: { messagesUsed, mealPlansUsed: 0 } });
const trial = (trialDaysLeft: number, used = 0) => ({
  plan: "TRIAL" as const,
  status: "TRIALING" as const,
  trialDaysLeft,
  cancelAtPeriodEnd: false,
  limits: { messages: 30, mealPlans: 3, audio: false },
  ...usage(used),
});
const paid = { limits: { messages: 3000, mealPlans: 60, audio: true }, ...usage(0), trialDaysLeft: null };

describe("planStatusText", () => {
  it("counts the trial's days left together with the messages left", () => {
    expect(planStatusText(trial(5, 12))).toBe("Teste grátis: faltam 5 dias · Restam 18 de 30 mensagens");
    expect(planStatusText(trial(1, 30))).toBe("Seu teste grátis termina hoje · Você usou 30 de 30 mensagens");
    expect(planStatusText({ plan: "FREE", status: "FREE", trialDaysLeft: null, cancelAtPeriodEnd: false, limits: { messages: 10, mealPlans: 1, audio: false }, ...usage(3) })).toBe(
      "Plano gratuito · Restam 7 de 10 mensagens neste mês",
    );
  });
  it("names the plan in force, a pending payment and a cancellation at the period end", () => {
    expect(planStatusText({ plan: "PRO_PLUS", status: "ACTIVE", cancelAtPeriodEnd: false, ...paid })).toBe("Plano Pro+ ativo.");
    expect(planStatusText({ plan: "PRO", status: "ACTIVE", cancelAtPeriodEnd: true, ...paid })).toBe("Plano Pro ativo até o fim do período.");
    expect(planStatusText({ plan: "PRO", status: "PAST_DUE", cancelAtPeriodEnd: false, ...paid })).toBe("Plano Pro: pagamento pendente.");
    expect(planStatusText({ plan: "UNLIMITED", status: "UNLIMITED", cancelAtPeriodEnd: false, ...paid, limits: { messages: null, mealPlans: null, audio: true } })).toBe("Acesso ilimitado.");
  });
});
