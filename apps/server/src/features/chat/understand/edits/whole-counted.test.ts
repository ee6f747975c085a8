import { describe, expect, it } from "vitest";
import { withoutTheWholeCounted } from "./whole-counted";

describe("the pieces of the whole said beside what was eaten (issue 27, decision 196)", () => {
  it("drops the clause that counts the whole's pieces", () => {
    expect(withoutTheWholeCounted("foi so 1 pedaco a torta tinha 8 pedacos")).toBe("foi so 1 pedaco");
    expect(withoutTheWholeCounted("o pudim rendeu 10 pedacos e eu comi 1")).toBe("comi 1");
    expect(withoutTheWholeCounted("comi 2 fatias do bolo de fuba que tinha 12 fatias")).toBe("comi 2 fatias do bolo de fuba");
    expect(withoutTheWholeCounted("a pizza foi cortada em 8 pedacos e eu comi 3")).toBe("comi 3");
  });

  it("keeps pieces that were eaten, and a count with no whole named", () => {
    for (const said of ["foram 8 pedacos", "no prato tinha 3 pedacos de frango", "era um combinado de 20 pecas", "comi 3 fatias de pizza"])
      expect(withoutTheWholeCounted(said)).toBe(said);
  });
});
