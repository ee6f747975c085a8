import type { TLabelFacts } from "../understand/label-facts";
import { num } from "./format";

/**
 * A label read back: what its numbers mean against the day's limits (OMS) and the front-of-pack "ALTO EM" thresholds of
 * ANVISA (RDC 429/2020, IN 75/2020), per 100 g or 100 ml when the portion is said (decision 133).
 */
const HIGH: Readonly<Record<"addedSugar" | "sodium" | "saturatedFat", { solid: number; liquid: number; label: string }>> = {
  addedSugar: { solid: 15, liquid: 7.5, label: "açúcar adicionado" },
  sodium: { solid: 600, liquid: 300, label: "sódio" },
  saturatedFat: { solid: 6, liquid: 3, label: "gordura saturada" },
};

function per100(value: number, facts: TLabelFacts): number | null {
  return facts.portion && facts.portion.amount > 0 ? (value / facts.portion.amount) * 100 : null;
}

function highLine(key: keyof typeof HIGH, value: number, facts: TLabelFacts): string | null {
  const density = per100(value, facts);
  if (density === null) return null;
  const unit = facts.portion!.unit;
  const limit = unit === "ml" ? HIGH[key].liquid : HIGH[key].solid;
  const shown = key === "sodium" ? `${num(Math.round(density))} mg` : `${num(Math.round(density * 10) / 10)} g`;
  return density >= limit
    ? `Por 100 ${unit} são ${shown} de ${HIGH[key].label}: passa do limite da lupa **"ALTO EM ${HIGH[key].label.toUpperCase()}"** da ANVISA (${num(limit)}${key === "sodium" ? " mg" : " g"} por 100 ${unit}).`
    : `Por 100 ${unit} são ${shown} de ${HIGH[key].label}, abaixo do limite da lupa "ALTO EM" da ANVISA (${num(limit)}${key === "sodium" ? " mg" : " g"} por 100 ${unit}).`;
}

export function composeLabel(facts: TLabelFacts): string {
  const portion = facts.portion ? `na porção de ${num(facts.portion.amount)} ${facts.portion.unit}` : "na porção do rótulo";
  const lines: string[] = [];
  if (facts.addedSugar !== null) {
    const teaspoons = Math.round((facts.addedSugar / 4) * 2) / 2;
    lines.push(
      `**${num(facts.addedSugar)} g de açúcar adicionado** ${portion}, cerca de ${num(teaspoons)} ${teaspoons > 1 ? "colheres" : "colher"} de chá. A OMS recomenda menos de 50 g de açúcar adicionado por dia, e o ideal é ficar abaixo de 25 g: essa porção já usa ${Math.round((facts.addedSugar / 25) * 100)}% desse ideal.`,
      highLine("addedSugar", facts.addedSugar, facts) ?? "",
    );
  } else if (facts.sugar !== null) {
    lines.push(`**${num(facts.sugar)} g de açúcares** ${portion}. Veja na tabela a linha "açúcares adicionados": o açúcar natural do leite ou da fruta não conta no limite da OMS (menos de 50 g por dia de açúcar adicionado, idealmente abaixo de 25 g).`);
  }
  if (facts.sodium !== null) lines.push(`**${num(facts.sodium)} mg de sódio** ${portion}, ${Math.round((facts.sodium / 2000) * 100)}% do limite de 2.000 mg por dia (OMS).`, highLine("sodium", facts.sodium, facts) ?? "");
  if (facts.saturatedFat !== null) lines.push(`**${num(facts.saturatedFat)} g de gordura saturada** ${portion}.`, highLine("saturatedFat", facts.saturatedFat, facts) ?? "");
  if (facts.kcal !== null) {
    const density = per100(facts.kcal, facts);
    lines.push(`**${num(facts.kcal)} kcal** ${portion}${density !== null ? ` (${num(Math.round(density))} kcal por 100 ${facts.portion!.unit})` : ""}: cabe no dia quando a porção é essa; o que decide é quantas porções você come.`);
  }
  lines.push(
    "Para comparar produtos, use a coluna por 100 g (ou 100 ml): quanto menos açúcar adicionado, sódio e gordura saturada, melhor, e a lista de ingredientes vem do que tem mais para o que tem menos. No iogurte, no cereal e no biscoito, as versões naturais ou sem açúcar, adoçadas em casa com fruta, costumam ser a melhor escolha.",
    "Não registrei nada como refeição.",
  );
  return lines.filter(Boolean).join("\n\n");
}

/**
 * "e se eu comer 2 por dia?" right after a label: the label's numbers times the portions asked, against the day's limits
 * (OMS: added sugar under 50 g, ideally 25 g; sodium under 2.000 mg), never the energy of a generic portion of the food.
 */
export function composeLabelTimes(facts: TLabelFacts, count: number): string | null {
  const times = (v: number) => Math.round(v * count * 10) / 10;
  const lines: string[] = [];
  const sugar = facts.addedSugar ?? facts.sugar;
  if (sugar !== null) {
    const total = times(sugar);
    const kind = facts.addedSugar !== null ? "açúcar adicionado" : "açúcares";
    const weight = total >= 50 ? "passa do limite de 50 g por dia da OMS" : total >= 25 ? "já passa do ideal de 25 g por dia da OMS (o limite é 50 g)" : "fica abaixo do ideal de 25 g por dia da OMS";
    lines.push(`**${num(count)} porções: ${num(total)} g de ${kind}** (${num(sugar)} g cada). Se for tudo açúcar adicionado, ${weight}${facts.addedSugar === null ? "; o açúcar natural do leite ou da fruta não entra nessa conta, por isso vale conferir a linha \"açúcares adicionados\"" : ""}.`);
  }
  if (facts.sodium !== null) {
    const total = times(facts.sodium);
    lines.push(`**${num(count)} porções: ${num(total)} mg de sódio**, ${Math.round((total / 2000) * 100)}% do limite de 2.000 mg por dia (OMS)${total >= 1000 ? ": é muito para um alimento só, então no resto do dia prefira comida caseira com pouco sal" : ""}.`);
  }
  if (facts.saturatedFat !== null) lines.push(`**${num(count)} porções: ${num(times(facts.saturatedFat))} g de gordura saturada** (${num(facts.saturatedFat)} g cada).`);
  // "2 porções: 180 kcal, com 6 g de proteína, 28 g de carboidratos e 5 g de gorduras": every number the label gave.
  const macros = [
    facts.protein !== null ? `${num(times(facts.protein))} g de proteína` : null,
    facts.carbohydrates !== null ? `${num(times(facts.carbohydrates))} g de carboidratos` : null,
    facts.fat !== null ? `${num(times(facts.fat))} g de gorduras` : null,
  ].filter((x): x is string => x !== null);
  const withMacros = macros.length === 0 ? "" : `, com ${macros.length === 1 ? macros[0] : `${macros.slice(0, -1).join(", ")} e ${macros.at(-1)}`}`;
  if (facts.kcal !== null) lines.push(`**${num(count)} porções: ${num(Math.round(facts.kcal * count))} kcal**${withMacros}.`);
  if (lines.length === 0) return null;
  return [...lines, "Não registrei nada como refeição."].join("\n\n");
}

