import { describe, expect, it } from "vitest";
import { allowanceText, remainingText } from "./plans";

describe("one wording of the plans' allowances (issue 30)", () => {
  it("names the trial, FREE and paid allowances, and a paid plan without a ceiling", () => {
    expect(allowanceText("messages", 30, "TRIAL")).toBe("30 mensagens nos 7 dias de teste");
    expect(allowanceText("mealPlans", 1, "FREE")).toBe("1 plano alimentar por mês");
    expect(allowanceText("messages", 3000, "PRO")).toBe("Até 3.000 mensagens por mês (uso justo)");
    expect(allowanceText("mealPlans", null, "PRO_PLUS")).toBe("Planos alimentares ilimitados");
  });
  it("says what is left, and when nothing is", () => {
    expect(remainingText("messages", 12, 30)).toBe("Restam 18 de 30 mensagens");
    expect(remainingText("messages", 29, 30)).toBe("Resta 1 de 30 mensagens");
    expect(remainingText("messages", 31, 30)).toBe("Você usou 30 de 30 mensagens");
  });
});
