import { describe, expect, it } from "vitest";
import { analyze } from "./analyze";

describe("a plate said after a dish and its side (decision 184)", () => {
  it("is the whole plate's, shared by the foods on it, never all the first food's beside a default side", () => {
    for (const text of ["jantei strogonoff com arroz, 1 prato fundo", "comi lasanha com salada, um prato raso", "almocei feijoada com arroz e couve, 1 prato"]) {
      const items = analyze(text).items;
      const plate = Math.max(...items.map((i) => Number(/prato de (\d+) g/.exec(i.measure)?.[1] ?? 0)));
      expect(items.every((i) => i.measure.startsWith(`${Math.round(i.grams)} g, `)), text).toBe(true);
      expect(plate, text).toBeGreaterThanOrEqual(200);
      expect(Math.round(items.reduce((sum, i) => sum + i.grams, 0)), text).toBe(plate);
      expect(items.every((i) => i.grams < plate), text).toBe(true);
    }
  });

  it("leaves a side's plate, a plate with another food after it, and a meat beside the dish as they were", () => {
    expect(analyze("comi arroz, 1 prato").items[0]!.measure).toMatch(/^1 prato/);
    expect(analyze("jantei escondidinho com salada, um prato e 1 lata de coca").items[0]!.measure).toMatch(/^1 prato/);
    expect(analyze("almocei baião de dois com carne de sol, uns 2 pratos").items[0]!.measure).toMatch(/^2 pratos/);
  });
});
