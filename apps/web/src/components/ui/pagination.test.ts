import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination";

describe("pagination items", () => {
  it("lists every page when there are few", () => expect(pageItems(0, 3)).toEqual([0, 1, 2]));
  it("keeps first, last and neighbours with ellipses between", () => {
    expect(pageItems(5, 12)).toEqual([0, "…", 4, 5, 6, "…", 11]);
    expect(pageItems(0, 12)).toEqual([0, 1, "…", 11]);
    expect(pageItems(11, 12)).toEqual([0, "…", 10, 11]);
  });
});
