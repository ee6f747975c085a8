import { describe, expect, it } from "vitest";
import { planStatusText } from "./plan-status";

const now = Date.parse("2026-03-10T12:00:00Z");
const trial = (endDate: string, active = true) => ({
  subscription: null,
  trial: { active, startDate: "2026-03-08T12:00:00Z", endDate, messagesLimit: 30, mealPlansLimit: 3 },
  unlimited: false,
});

describe("planStatusText", () => {
  it("counts the trial's days left", () => {
    expect(planStatusText(trial("2026-03-15T12:00:00Z"), now)).toBe("Teste grátis: faltam 5 dias.");
    expect(planStatusText(trial("2026-03-10T20:00:00Z"), now)).toBe("Seu teste grátis termina hoje.");
    expect(planStatusText(trial("2026-03-09T12:00:00Z", false), now)).toBe("Seu teste grátis terminou.");
  });
  it("names the plan in force", () => {
    expect(planStatusText({ subscription: { plan: "PRO_PLUS", status: "ACTIVE", startDate: null, endDate: null }, trial: null, unlimited: false }, now)).toBe("Plano Pro+ ativo.");
    expect(planStatusText({ subscription: null, trial: null, unlimited: true }, now)).toBe("Acesso ilimitado.");
  });
});
