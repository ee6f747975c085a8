import { describe, expect, it } from "vitest";
import { barcodeProblem, hasValidCheckDigit, normalizeBarcode } from "./barcode";

describe("barcodes", () => {
  it("accepts real EAN-13, EAN-8 and UPC-A codes and refuses a mistyped digit or swapped neighbours", () => {
    expect(hasValidCheckDigit("7891000100103")).toBe(true);
    expect(hasValidCheckDigit("7894900011517")).toBe(true);
    expect(hasValidCheckDigit("96385074")).toBe(true);
    expect(hasValidCheckDigit("036000291452")).toBe(true);
    expect(hasValidCheckDigit("7891000100104")).toBe(false);
    expect(hasValidCheckDigit("7891000010103")).toBe(false);
    expect(hasValidCheckDigit("78910001001")).toBe(false);
  });

  it("reads a UPC-A as its EAN-13 and says what is wrong with a bad code", () => {
    expect(normalizeBarcode("036000291452")).toBe("0036000291452");
    expect(normalizeBarcode(" 7891000 100103 ".trim())).toBe("7891000100103");
    expect(barcodeProblem("7891000100103")).toBeNull();
    expect(barcodeProblem("789100010010")).toMatch(/último dígito/);
    expect(barcodeProblem("78910")).toMatch(/13 números/);
    expect(barcodeProblem("78910a0100103")).toMatch(/só números/);
  });
});
