import { describe, expect, it } from "vitest";
import { onFirstUse } from "./on-first-use";

describe("onFirstUse", () => {
  it("builds nothing at import and the value once, on its first use", () => {
    let built = 0;
    const format = onFirstUse(() => {
      built += 1;
      return new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
    });
    expect(built).toBe(0);
    expect(format().format(1862.04)).toBe("1.862");
    expect(format().format(774.55)).toBe("774,6");
    expect(built).toBe(1);
  });
});
