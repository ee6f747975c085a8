import { describe, expect, it } from "vitest";
import { cancelConsequence } from "./cancel-dialog";

describe("what the cancel confirmation says (issue 30)", () => {
  it("after the withdrawal window: access kept until the period's end, in São Paulo's calendar", () => {
    expect(cancelConsequence({ plan: "PRO", periodEnd: "2026-12-27T02:00:00.000Z", refundable: false })).toBe(
      "A renovação automática será desligada. Você mantém o acesso ao plano Pro até 26/12/2026 e nada mais será cobrado. Até lá, você pode retomar a assinatura.",
    );
  });
  it("within 7 days of the first charge: a full refund and access ending now", () => {
    const text = cancelConsequence({ plan: "PRO_PLUS", periodEnd: "2026-12-27T02:00:00.000Z", refundable: true });
    expect(text).toContain("o valor pago será devolvido integralmente");
    expect(text).toContain("o acesso ao plano Pro+ termina agora");
  });
});
