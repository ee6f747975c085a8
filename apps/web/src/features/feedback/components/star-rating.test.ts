import { describe, expect, it } from "vitest";
import { nextRating } from "./star-rating";

describe("star rating", () => {
  it("selects the clicked star and resets to 0 when the selected star is clicked again", () => {
    expect(nextRating(0, 4)).toBe(4);
    expect(nextRating(4, 2)).toBe(2);
    expect(nextRating(4, 4)).toBe(0);
  });
});
