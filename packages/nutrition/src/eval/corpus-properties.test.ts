import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";
import { contentWords } from "../parse/segment";
import { CORPUS } from "./corpus-cases";

/** What a reading must keep under a rewording: the foods, their grams and the totals. */
function reading(text: string) {
  const a = analyze(text);
  const items = a.items.map((i) => `${i.foodId}:${i.grams}`).sort();
  return { items, kcal: Math.round(a.totals.calories), unread: a.unread.length };
}

const OPENERS = ["De manhã comi", "Hoje à noite jantei", "Almoço de hoje:", "hj no café tomei", "ontem no jantar comi", "Bom dia! Anota aí:", "acabei de almoçar", "no lanche da tarde"];
const stripAccents = (t: string) => t.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
const cases = fc.constantFrom(...CORPUS);

describe("a leitura não muda quando a mesma refeição é escrita de outro jeito (todo o corpus)", () => {
  it("com qualquer abertura na frente", () => {
    fc.assert(fc.property(cases, fc.constantFrom(...OPENERS), (c, opener) => {
      expect(reading(`${opener} ${c.text}`)).toEqual(reading(c.text));
    }), { numRuns: 400 });
  });

  it("sem acentos, em maiúsculas ou minúsculas", () => {
    for (const c of CORPUS) {
      const base = reading(c.text);
      expect(reading(stripAccents(c.text)), c.id).toEqual(base);
      expect(reading(c.text.toUpperCase()), c.id).toEqual(base);
      expect(reading(c.text.toLowerCase()), c.id).toEqual(base);
    }
  });

  it("com 'g', 'gramas' ou 'gr'", () => {
    fc.assert(fc.property(cases, fc.constantFrom("g", " gramas", " gr", " g"), (c, unit) => {
      const rewritten = c.text.replace(/(\d)\s*(?:g|gramas|gr|grs)\b/g, `$1${unit}`);
      expect(reading(rewritten)).toEqual(reading(c.text));
    }), { numRuns: 400 });
  });

  it("com os itens em outra ordem, quando cada parte separada por vírgula se lê sozinha", () => {
    let checked = 0;
    for (const c of CORPUS) {
      const parts = c.text.split(/,\s+/);
      if (parts.length < 2) continue;
      const alone = parts.flatMap((p) => reading(p).items).sort();
      const whole = reading(c.text);
      if (JSON.stringify(alone) !== JSON.stringify(whole.items)) continue;
      checked++;
      expect(reading([...parts].reverse().join(", ")).items, c.id).toEqual(whole.items);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("com a bebida levada para o fim, depois de 'pra beber' ou 'e tomei'", () => {
    let checked = 0;
    for (const c of CORPUS) {
      const parts = c.text.split(/,\s+/);
      const drink = parts.findIndex((p, k) => k > 0 && /^(\d|um|uma|meio|meia)/i.test(p.trim()) && /\b(suco|caf[eé]|leite|refri\w*|coca|cerveja|ch[aá]|vitamina|guaran[aá])\b/i.test(p));
      if (drink < 0 || parts.length < 2) continue;
      const alone = parts.flatMap((p) => reading(p).items).sort();
      const whole = reading(c.text);
      if (JSON.stringify(alone) !== JSON.stringify(whole.items)) continue;
      checked++;
      const others = parts.filter((_, k) => k !== drink).join(", ");
      for (const intro of ["pra beber", "e tomei", "e bebi"]) {
        expect(reading(`${others}, ${intro} ${parts[drink]}`).items, `${c.id} ${intro}`).toEqual(whole.items);
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe("toda palavra tem destino (todo o corpus)", () => {
  it("cada palavra que não é abertura, verbo, cortesia ou conector está num item ou é relatada como não entendida", () => {
    for (const c of CORPUS) {
      const a = analyze(c.text);
      const placed = new Set([...a.items.map((i) => i.text), ...a.unmatched.map((u) => u.text)].flatMap((t) => t.split(" ")));
      const reported = a.unread.join(" ").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
      const lost = contentWords(c.text).filter((w) => !placed.has(w) && !reported.includes(w));
      expect(lost, `${c.id}: ${c.text}`).toEqual([]);
    }
  });
});
