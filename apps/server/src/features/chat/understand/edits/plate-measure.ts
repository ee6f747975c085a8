import { analyze } from "@nutriguia/nutrition";
import { findPart, render, type TMealEdit, type TPart } from "../meal-parts";

/** A share of a plate said as the measure it is: "meio prato", "um terço do prato", "3/4 de prato". */
const PLATE_SHARES: readonly [RegExp, number, string][] = [
  [/^(?:meio|metade d[oe]|1\/2 d[oe])$/, 0.5, "meio"],
  [/^(?:um terco d[oe]|1\/3 d[oe])$/, 0.33, "um terço de"],
  [/^(?:dois tercos d[oe]|2\/3 d[oe])$/, 0.67, "dois terços de"],
  [/^(?:um quarto d[oe]|1\/4 d[oe])$/, 0.25, "um quarto de"],
  [/^(?:tres quartos d[oe]|3\/4 d[oe])$/, 0.75, "três quartos de"],
];
const SHARE = String.raw`meio|metade d[oe]|1\/2 d[oe]|um terco d[oe]|1\/3 d[oe]|dois tercos d[oe]|2\/3 d[oe]|um quarto d[oe]|1\/4 d[oe]|tres quartos d[oe]|3\/4 d[oe]`;
/**
 * "foi meio prato de cuscuz, não um inteiro", "meio prato, não um prato cheio", "o cuscuz foi um terço do prato": the
 * plate share is the food's measure, whatever portion the card gave it, never half of that portion.
 */
const PLATE_SAID = new RegExp(String.raw`^(?:(?:o|a|os|as) (.+?) )?(?:(?:foi|era|comi|tomei)\s+)?(?:so |apenas |tipo |uns |umas )?(${SHARE}) (?:um |o )?prato( (?:fundo|raso))?(?: de (.+?))?(?:,? (?:so|apenas))?(?:,? (?:e )?nao (?:foi |era )?(?:um |o )?(?:prato )?(?:inteiro|cheio|todo|completo|um|1)(?: prato)?(?: (?:inteiro|cheio|todo))?)?$`);

export function plateMeasure(folded: string, parts: TPart[]): TMealEdit | null {
  const said = PLATE_SAID.exec(folded);
  if (!said) return null;
  const [, subject, share, kind, food] = said as unknown as [string, string | undefined, string, string | undefined, string | undefined];
  const named = subject ?? food;
  const at = named ? findPart(parts, named) : parts.length === 1 ? 0 : -1;
  const factor = PLATE_SHARES.find(([p]) => p.test(share));
  if (at < 0 || !factor) return null;
  const part = parts[at] as TPart;
  const before = analyze(render([part])).items;
  // A food already counted in plates is scaled by the share readers, which give the same grams.
  if (before.length !== 1 || /\bprato\b/.test(before[0]!.measure)) return null;
  const measure = `${factor[1] === 0.5 ? "meio" : factor[1]} prato${kind ?? ""} de`;
  const next: TPart = { ...part, amount: measure, after: "" };
  const read = analyze(render([next])).items;
  if (read.length !== 1 || read[0]!.foodId !== before[0]!.foodId) return null;
  parts[at] = next;
  return { text: render(parts), change: `${part.food}: ${factor[2]} prato${kind ?? ""}` };
}
