import { describe, expect, it } from "vitest";
import { highIn } from "./front-of-pack";

describe("front-of-pack 'alto em' (RDC 429/2020)", () => {
  it("flags a solid food from 15 g added sugar, 6 g saturated fat and 600 mg sodium per 100 g", () => {
    expect(highIn({ addedSugars: 15, saturatedFat: 6, sodium: 600 }, "g")).toEqual(["ADDED_SUGAR", "SATURATED_FAT", "SODIUM"]);
    expect(highIn({ addedSugars: 14.9, saturatedFat: 5.9, sodium: 599 }, "g")).toEqual([]);
  });

  it("uses the halved limits per 100 ml for drinks and never flags a nutrient the source lacks", () => {
    expect(highIn({ addedSugars: 10.6, saturatedFat: 0, sodium: 10 }, "ml")).toEqual(["ADDED_SUGAR"]);
    expect(highIn({ addedSugars: 10.6, saturatedFat: 0, sodium: 10 }, "g")).toEqual([]);
    expect(highIn({ addedSugars: null, saturatedFat: null, sodium: null }, "g")).toEqual([]);
  });
});
