import { getFood, type TMealAnalysis, type TTargets } from "@nutriguia/nutrition";
import type { TDayTotals } from "../facts/gather-facts";
import type { TMealQuestion } from "../understand/meal-question";
import type { TGain } from "./compose-day-so-far";
import { num } from "./format";

/** The share of the day's energy a meal usually takes (Guia Alimentar's pattern of three meals and small snacks). */
export const SLOT_SHARE: Readonly<Record<string, readonly [number, number]>> = {
  "cafe da manha": [0.2, 0.25],
  almoco: [0.3, 0.35],
  jantar: [0.25, 0.3],
  lanche: [0.1, 0.15],
};
export const SLOT_NAME: Readonly<Record<string, string>> = { "cafe da manha": "um café da manhã", almoco: "um almoço", jantar: "um jantar", lanche: "um lanche" };

const SUGARY = /^(Refrigerante|Suco|Guaraná|Néctar|Bebida|Chá gelado|Achocolatado|Caldo de cana|Energético|Isotônico)/;

function nutrientLine(q: TMealQuestion, a: TMealAnalysis, t: TTargets | null): string {
  const share = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)}% do que você precisa no dia)` : "");
  const totals = a.totals;
  switch (q.nutrient) {
    case "protein":
      return `Essa refeição tem **${num(totals.protein)} g de proteína**${t ? share(totals.protein, t.protein) : ""}.`;
    case "carbohydrates":
      return `Essa refeição tem **${num(totals.carbohydrates)} g de carboidratos**${t ? share(totals.carbohydrates, t.carbohydrates) : ""}.`;
    case "fat":
      return `Essa refeição tem **${num(totals.fat)} g de gorduras**${t ? share(totals.fat, t.fat) : ""}.`;
    case "fiber":
      return `Essa refeição tem **${num(totals.fiber)} g de fibras**${t ? share(totals.fiber, t.fiber) : ""}.`;
    case "sodium": {
      const limit = t?.sodiumLimit ?? 2000;
      return `Essa refeição tem cerca de **${num(totals.sodium)} mg de sódio**, ${Math.round((totals.sodium / limit) * 100)}% do limite de ${num(limit)} mg por dia.`;
    }
    case "sugar": {
      // Sweet drinks and sweets carry almost only sugar: their carbohydrate less fibre is the estimate.
      const sweet = a.items.filter((i) => SUGARY.test(i.food) || getFood(i.foodId)?.tags.includes("high_sugar"));
      const sugar = sweet.reduce((sum, i) => sum + Math.max(0, i.carbohydrates - i.fiber), 0);
      const each = sweet.map((i) => `${i.food} (${i.measure}): cerca de **${num(Math.max(0, i.carbohydrates - i.fiber))} g**`).join("; ");
      const estimate = sweet.length > 0 ? ` Nos itens doces quase todo o carboidrato é açúcar: ${each}, cerca de **${num(sugar)} g de açúcar** ao todo — a OMS recomenda menos de 50 g de açúcar livre por dia, idealmente 25 g.` : "";
      return `A tabela que uso (TACO) não separa o açúcar dos outros carboidratos: a refeição tem **${num(totals.carbohydrates)} g de carboidratos** no total.${estimate}`;
    }
    default:
      return "";
  }
}

/** "isso tem muita gordura?": whether it is a lot, against the share of energy or of the day's limit a meal usually takes. */
function nutrientJudgement(q: TMealQuestion, a: TMealAnalysis, t: TTargets | null): string {
  const kcal = a.totals.calories;
  if (kcal <= 0) return "";
  if (q.nutrient === "fat") {
    const pct = Math.round(((a.totals.fat * 9) / kcal) * 100);
    return pct > 35
      ? `É uma refeição gordurosa: **${pct}% das calorias vêm da gordura**, acima dos 25–35% recomendados para o dia.`
      : `Não é muita: ${pct}% das calorias vêm da gordura, dentro dos 25–35% recomendados.`;
  }
  if (q.nutrient === "sodium") {
    const share = a.totals.sodium / (t?.sodiumLimit ?? 2000);
    // Past the whole day's limit in one meal: yes, worth minding, and what to do with the rest of the day.
    if (share > 1) return "**Sim, vale prestar atenção:** essa refeição sozinha passa do limite de sódio do dia inteiro. No resto do dia, prefira comida caseira com pouco sal, sem embutidos, temperos prontos nem salgadinhos, e beba bastante água; nas próximas vezes, porções menores dos itens mais salgados ajudam.";
    return share > 0.4 ? "É muito sódio para uma refeição só: o ideal é que cada refeição principal fique em torno de um terço do limite do dia." : "Para uma refeição, o sódio está dentro do esperado.";
  }
  if (q.nutrient === "carbohydrates") {
    const pct = Math.round(((a.totals.carbohydrates * 4) / kcal) * 100);
    return pct > 60 ? `Os carboidratos dão **${pct}% das calorias**: vale equilibrar com mais proteína e verduras.` : `Os carboidratos dão ${pct}% das calorias, uma proporção equilibrada.`;
  }
  return "";
}

/** The item that carries most of the energy (or of the nutrient asked), and its share. */
function heaviestLine(q: TMealQuestion, a: TMealAnalysis): string {
  const key = q.nutrient && q.nutrient in a.totals ? (q.nutrient as keyof TMealAnalysis["totals"]) : "calories";
  const top = [...a.items].sort((x, y) => (y[key] ?? 0) - (x[key] ?? 0))[0];
  if (!top || a.totals[key] <= 0) return "";
  const share = Math.round(((top[key] ?? 0) / a.totals[key]) * 100);
  return `O que mais pesou foi **${top.food}** (${top.measure}): ${share}% ${key === "calories" ? `das calorias, ${num(top.calories)} kcal` : "do total desse nutriente"}.`;
}

function verdict(q: TMealQuestion, a: TMealAnalysis, t: TTargets, slot: string | null, gain: TGain): string {
  const kcal = a.totals.calories;
  // "isso é muito calórico?" about a meal told without its time: weighed as a main meal, the most a meal takes of the day.
  const range = slot ? SLOT_SHARE[slot] : q.judge ? SLOT_SHARE.almoco : undefined;
  if (!range) {
    const pct = Math.round((kcal / t.calories) * 100);
    return `Ela representa **${pct}% da sua meta diária** de ${num(t.calories)} kcal.`;
  }
  const [low, high] = [Math.round(t.calories * range[0]), Math.round(t.calories * range[1])];
  const name = slot ? (SLOT_NAME[slot] as string) : "uma refeição principal";
  const share = `Ela representa **${Math.round((kcal / t.calories) * 100)}% da sua meta diária**. `;
  const expected = `${share}Para ${name}, na sua meta de ${num(t.calories)} kcal, o esperado fica entre ${num(low)} e ${num(high)} kcal`;
  if (kcal > high * 1.3) return `${expected}: essa refeição passou bastante, cerca de ${num(Math.round(kcal - high))} kcal acima. Não é motivo de culpa; dá para equilibrar nas próximas refeições do dia com mais verduras, legumes e proteína magra, sem pular refeições.`;
  if (kcal > high) return `${expected}: essa refeição passou um pouco (cerca de ${num(Math.round(kcal - high))} kcal acima). Dá para equilibrar nas próximas refeições do dia.`;
  if (kcal < low && gain) return `${expected}: essa refeição ficou abaixo do que o objetivo de **${gain}** pede, cerca de ${num(Math.round(low - kcal))} kcal a menos. Comer pouco atrasa esse objetivo: complete com uma fonte de proteína e um carboidrato.`;
  if (kcal < low) return `${expected}: essa refeição ficou leve, cerca de ${num(Math.round(low - kcal))} kcal abaixo.${q.judge === "little" ? " Se ainda está com fome, complete com uma fonte de proteína ou de fibra, como um ovo, um iogurte natural, uma fruta ou uma porção de feijão ou grão-de-bico." : ""}`;
  return `${expected}: essa refeição está dentro do esperado.`;
}

/** A question about the meal on the pending card, answered from it, the diary and the targets. */
export function composeMealQuestion(q: TMealQuestion, a: TMealAnalysis, t: TTargets | null, day: TDayTotals | null, slot: string | null, gain: TGain = null): string {
  const items = a.items.map((i) => `${i.food} (${i.measure})`).join(", ");
  const judged = q.judge === "much" && q.nutrient !== null;
  const lead = [nutrientLine(q, a, t), judged ? nutrientJudgement(q, a, t) : "", q.heaviest || (judged && a.items.length > 1) ? heaviestLine(q, a) : ""].filter(Boolean).join(" ");
  const total = `${lead ? "No total, a" : "A"} refeição (${items}) soma **${num(a.totals.calories)} kcal**, com ${num(a.totals.protein)} g de proteína, ${num(a.totals.carbohydrates)} g de carboidratos e ${num(a.totals.fat)} g de gorduras.`;
  const parts = [lead, total].filter(Boolean);
  if (t && t.calories > 0) parts.push(verdict(q, a, t, q.slot ?? slot, gain));
  if (t && day) {
    const left = Math.round(t.calories - day.calories - a.totals.calories);
    const already = day.count > 0 ? `Somando ao que você já registrou hoje (${num(day.calories)} kcal), ` : "";
    const rest = gain && left >= 300 ? `para **${gain}**, ainda faltam cerca de **${num(left)} kcal** hoje: o dia está curto, não pule as próximas refeições.` : left >= 0 ? `sobram cerca de **${num(left)} kcal** para o resto do dia.` : `o dia passa da meta em cerca de **${num(-left)} kcal**.`;
    const line = `${already}${rest}`;
    parts.push(line.charAt(0).toUpperCase() + line.slice(1));
  }
  parts.push("Ela ainda não entrou no seu dia: confirme no cartão acima para registrar, ou me diga o que mudar.");
  return parts.join("\n\n");
}

/** What the card would become with the edit asked about, without changing it. */
export function composeWhatIf(ask: { label: string; say: string }, before: TMealAnalysis, after: TMealAnalysis, t: TTargets | null): string {
  const saved = Math.round((before.totals.calories - after.totals.calories) * 10) / 10;
  const share = t && t.calories > 0 ? ` (${Math.round((Math.abs(saved) / t.calories) * 100)}% da sua meta diária)` : "";
  const change = saved >= 0 ? `**${num(saved)} kcal a menos**${share}` : `**${num(-saved)} kcal a mais**${share}`;
  return [
    `${ask.label}, essa refeição ficaria com **${num(after.totals.calories)} kcal**, em vez de ${num(before.totals.calories)} kcal: ${change}.`,
    "",
    `Não mudei o cartão: se quiser registrar assim, me diga *${ask.say}*.`,
  ].join("\n");
}
