import { FOOD_COMPONENT_LABELS, type TFoodComponent, type TFoodComposition } from "@nutriguia/nutrition";
import type { TAvoid } from "../understand/stated-facts";

export type TNamedComposition = { name: string; composition: TFoodComposition };

export type TConflict = { food: string; component: TFoodComponent; avoid: TAvoid; presence: "contains" | "may-contain"; because: string | null };

/** Every food that contains (or may contain) something the person must avoid, strictest first. */
export function findConflicts(foods: readonly TNamedComposition[], avoid: readonly TAvoid[]): TConflict[] {
  const out: TConflict[] = [];
  for (const food of foods) {
    for (const a of avoid) {
      if (a.severity === "PREFERENCE" && a.kind !== "diet") continue;
      const contains = food.composition.contains.includes(a.component);
      const may = !contains && food.composition.mayContain.includes(a.component) && a.kind !== "diet";
      if (!contains && !may) continue;
      if (a.component === "animal" && ["meat", "fish", "shellfish", "milk", "egg"].some((c) => food.composition.contains.includes(c as TFoodComponent) && avoid.some((x) => x.component === c))) continue;
      out.push({ food: food.name, component: a.component, avoid: a, presence: contains ? "contains" : "may-contain", because: food.composition.because[a.component] ?? null });
    }
  }
  const rank = (c: TConflict) => (c.avoid.kind === "allergy" || c.avoid.kind === "condition" ? 0 : c.avoid.kind === "intolerance" ? 1 : 2) + (c.presence === "may-contain" ? 0.5 : 0);
  return out.sort((x, y) => rank(x) - rank(y));
}

const label = (c: TFoodComponent) => FOOD_COMPONENT_LABELS[c];

function line(c: TConflict): string {
  const why = c.because && !label(c.component).startsWith(c.because) ? ` (${c.because})` : "";
  const severe = c.avoid.severity === "SEVERE" ? " grave" : "";
  if (c.presence === "may-contain") {
    const who = c.avoid.kind === "condition" ? "doença celíaca" : c.avoid.kind === "intolerance" ? "intolerância" : c.avoid.kind === "diet" ? "a sua restrição" : `alergia${severe}`;
    return `⚠️ **${c.food} pode conter ${label(c.component)}** por contaminação cruzada. Com ${who}, só consuma versões com selo "não contém ${label(c.component)}" ou confirme com o fabricante.`;
  }
  switch (c.avoid.kind) {
    case "allergy": {
      // A child's allergy said by the parent is the child's: "não ofereça", never "você tem alergia".
      const whose = c.avoid.of === "child" ? "a criança tem" : c.avoid.of === "other" ? "essa pessoa tem" : "você tem";
      const act = c.avoid.of === "child" ? "**não ofereça** — não é seguro para ela" : c.avoid.of === "other" ? "**não deve consumir** — não é seguro para ela" : "**não consuma** — não é seguro para você";
      return `🚫 **Atenção: ${c.food} contém ${label(c.component)}${why}.** Como ${whose} alergia${severe} a ${label(c.component)}, ${act}.${c.avoid.severity === "SEVERE" ? " Em caso de reação, procure atendimento de urgência (SAMU 192)." : ""}`;
    }
    case "condition":
      return `🚫 **Atenção: ${c.food} contém ${label(c.component)}${why}.** Com doença celíaca, **não consuma**: mesmo pequenas quantidades fazem mal.`;
    case "intolerance":
      return `⚠️ **${c.food} contém ${label(c.component)}${why}.** Com intolerância, evite ou prefira uma versão sem ${label(c.component)}; a quantidade tolerada varia de pessoa para pessoa.`;
    case "diet":
      if (c.component === "caffeine") return `⚠️ **${c.food} tem cafeína${why}**, como o café que você cortou: se o corte foi por orientação médica (coração, pressão, gestação, sono, ansiedade), vale cortar ou reduzir este também. Confirme com quem te orientou; as versões sem cafeína (descafeinado, chás de ervas como camomila, erva-doce ou hortelã) são a troca.`;
      return `ℹ️ **${c.food} contém ${label(c.component)}${why}**, que não combina com a alimentação que você segue.`;
  }
}

/** The warning that opens an answer about a conflicting food. */
export function conflictWarning(conflicts: readonly TConflict[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  // A milk allergy already says the lactose, and wheat the gluten: one line per food and family (decision 179).
  const covered = (c: TConflict) =>
    (c.component === "lactose" && conflicts.some((x) => x.food === c.food && x.component === "milk" && x.avoid.kind === "allergy")) ||
    (c.component === "gluten" && c.avoid.kind === "allergy" && conflicts.some((x) => x.food === c.food && x.component === "wheat" && x.avoid.kind === "allergy"));
  for (const c of conflicts) {
    const key = `${c.food}|${c.component}`;
    if (seen.has(key) || covered(c)) continue;
    seen.add(key);
    lines.push(line(c));
  }
  return lines.slice(0, 4).join("\n\n");
}
