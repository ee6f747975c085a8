import { computeTargets, foodComposition, type TTargets } from "@nutriguia/nutrition";
import { conflictWarning, findConflicts } from "../facts/food-conflicts";
import { mentionFacts, type TFoodFacts } from "../facts/food-facts";
import type { TAmountAsked, TPairing } from "../understand/follow-up-context";
import type { TUserFacts } from "../understand/user-facts";
import { conditionNotes } from "./condition-notes";
import { lower, num } from "./format";

const NOT_LOGGED = "Nada foi registrado no seu dia.";

function targetsOf(facts: TUserFacts): TTargets | null {
  return facts.profile ? computeTargets(facts.profile) : null;
}

const shareOf = (kcal: number, targets: TTargets | null) => (targets ? ` (${Math.round((kcal / targets.calories) * 100)}% da sua meta de ${num(targets.calories)} kcal)` : "");

/** "2 unidades (8 g)" → count 2, unit "unidades", grams 8. */
function measureParts(measure: string): { count: number; unit: string; grams: number } | null {
  const m = /^(\d+(?:,\d+)?|meia|meio) ([^(]+?)\s*\((\d+(?:[.,]\d+)?) ?(?:g|ml)\)/.exec(measure);
  if (!m) return null;
  const count = /^mei/.test(m[1]!) ? 0.5 : Number(m[1]!.replace(",", "."));
  return { count, unit: m[2]!.trim(), grams: Number(m[3]!.replace(",", ".")) };
}

/** "unidade" → "unidades", "colher de sopa" → "colheres de sopa", and back for one. */
function unitFor(unit: string, count: number): string {
  const [head, ...rest] = unit.split(" ");
  const singular = head!.replace(/eres$/, "er").replace(/s$/, "");
  const word = count === 1 ? singular : singular.endsWith("r") ? `${singular}es` : `${singular}s`;
  return [word, ...rest].join(" ");
}

/** A food dense in energy (oils, butter, nuts, pastes, chocolate): the portion is measured, never poured by eye. */
const DENSE_KCAL = 400;

function amountLines(f: TFoodFacts, count: number | null, targets: TTargets | null): string[] {
  const kcal = f.perPortion?.energy;
  if (!f.portion || kcal === undefined) return [];
  const lines = [`**${f.name}**: a porção de referência é **${f.portion.measure}**, com **${num(Math.round(kcal))} kcal**${shareOf(kcal, targets)}.`];
  const parts = measureParts(f.portion.measure);
  if (count !== null && parts && parts.count > 0) {
    const ratio = count / parts.count;
    const total = Math.round(kcal * ratio);
    lines.push(`**${num(count)} ${unitFor(parts.unit, count)}** (cerca de ${num(Math.round(parts.grams * ratio))} g) dão **${num(total)} kcal**${shareOf(total, targets)}${ratio > 2 ? ": é bem mais que uma porção, então vale dividir ao longo do dia ou reduzir" : ""}.`);
  }
  const dense = (f.per100g?.energy ?? 0) >= DENSE_KCAL;
  // Well past a portion, the line above already says to split or cut: no "cabe no dia" after it.
  if (count !== null && parts && parts.count > 0 && count / parts.count > 2) return lines;
  lines.push(
    dense
      ? `É um alimento concentrado em calorias: uma porção dessas por vez cabe bem no dia, medida na colher ou contada, não a olho; passar disso pesa rápido na meta.`
      : `Cabe no dia dentro das suas refeições; o que decide é a soma do dia, então ajuste a porção conforme a fome e o resto do que você comeu.`,
  );
  return lines;
}

/**
 * "quanto disso posso comer por dia?", "quantas por dia?", "pode ser 2?": the portion of the food just talked about, with
 * its energy. `forSomeone`: the amount is someone else's ("meu marido come 4 pães"), so the person's own target, allergies
 * and conditions say nothing of it.
 */
export function composeAmount(asked: TAmountAsked, facts: TUserFacts, forSomeone = false): string | null {
  const foods = asked.foods.map((m) => mentionFacts(m, m.phrase)).filter((f) => f.portion && f.perPortion);
  if (foods.length === 0) return null;
  if (forSomeone) {
    const body = foods.flatMap((f) => amountLines(f, asked.count, null));
    return [...body, "Para saber quanto cabe no dia dessa pessoa, conta o peso, a idade e a atividade dela: um(a) nutricionista pode calcular.", NOT_LOGGED].join("\n\n");
  }
  const conflicts = findConflicts(foods.map((f) => ({ name: f.name, composition: f.composition })), facts.avoid);
  const targets = targetsOf(facts);
  const notes = foods.flatMap((f) => conditionNotes(f, facts.conditions)).slice(0, 2);
  const body = foods.flatMap((f) => amountLines(f, asked.count, targets));
  return [...(conflicts.length > 0 ? [conflictWarning(conflicts)] : []), body.join("\n\n"), ...notes, NOT_LOGGED].join("\n\n");
}

const carbsShare = (f: TFoodFacts) => ((f.perPortion?.carbohydrates ?? 0) * 4) / Math.max(1, f.perPortion?.energy ?? 0);

const sumOf = (foods: readonly TFoodFacts[], k: "energy" | "protein" | "carbohydrates") => foods.reduce((t, f) => t + (f.perPortion?.[k] ?? 0), 0);

/** "ovo cozido", "ovo cozido e queijo mussarela", "mel, aveia e banana". */
function namesOf(foods: readonly TFoodFacts[]): string {
  const names = foods.map((f) => lower(f.name));
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : names[0]!;
}

const verb = (foods: readonly TFoodFacts[], one: string, many: string) => (foods.length > 1 ? many : one);

/** "Tapioca simples com ovo cozido: 1 unidade (70 g) de tapioca (168 kcal) mais 1 unidade (50 g) de ovo (73 kcal) dão 241 kcal…". */
function pairLine(base: TFoodFacts, added: readonly TFoodFacts[], targets: TTargets | null): string {
  const all = [base, ...added];
  const kcal = Math.round(sumOf(all, "energy"));
  const parts = added.map((a) => `${a.portion!.measure} de ${lower(a.name)} (${num(Math.round(a.perPortion!.energy ?? 0))} kcal)`);
  return `**${base.name} com ${namesOf(added)}**: ${base.portion!.measure} de ${lower(base.name)} (${num(Math.round(base.perPortion!.energy ?? 0))} kcal) mais ${parts.join(" e ")} dão cerca de **${num(kcal)} kcal**${shareOf(kcal, targets)}, com ${num(Math.round(sumOf(all, "protein")))} g de proteína e ${num(Math.round(sumOf(all, "carbohydrates")))} g de carboidratos.`;
}

/** A food added that is mostly sugar or fat in little volume (honey, condensed milk, oil, nuts): measured, never by eye. */
const isDense = (f: TFoodFacts) => (f.per100g?.energy ?? 0) >= DENSE_KCAL || ((f.per100g?.energy ?? 0) >= 250 && carbsShare(f) >= 0.8 && (f.per100g?.protein ?? 0) < 5);

/** What the added foods change: protein beside a starch or in the meal, and a dense spread to use thin. */
function pairJudgement(base: TFoodFacts, added: readonly TFoodFacts[], facts: TUserFacts): string[] {
  const protein = sumOf(added, "protein");
  const these = namesOf(added);
  const lines: string[] = [];
  if (protein >= 5 && carbsShare(base) >= 0.6) {
    lines.push(`**Melhora, sim:** ${lower(base.name)} é quase só carboidrato, e ${these} ${verb(added, "soma", "somam")} ${num(Math.round(protein))} g de proteína. A proteína e a gordura fazem a glicose subir mais devagar e deixam a refeição mais saciante do que comer só ${lower(base.name)}.`);
    if (facts.conditions.has("DIABETES")) lines.push(`Com diabetes, é assim que ${lower(base.name)} cabe melhor: porção pequena (${base.portion!.measure}), com ${these} e, se puder, uma salada ou uma fruta inteira; meça a glicemia depois como a sua equipe orienta.`);
  } else if (protein >= 5) lines.push(`**Fica mais completo:** ${these} ${verb(added, "soma", "somam")} ${num(Math.round(protein))} g de proteína, o que sustenta mais do que comer só ${lower(base.name)}; o que decide é a porção de cada um.`);
  const dense = added.filter(isDense);
  if (dense.length > 0) {
    const these = namesOf(dense);
    lines.push(`${these.charAt(0).toUpperCase()}${these.slice(1)} ${verb(dense, "concentra", "concentram")} muitas calorias em pouco volume: use pouco, medido na colher, para a combinação não pesar na meta.`);
  }
  if (lines.length === 0) lines.push(`Fica uma refeição mais completa do que comer só ${lower(base.name)}; o que decide é a porção de cada um.`);
  return lines;
}

/**
 * "e se eu colocar ovo junto?" after "posso comer tapioca?": the foods together, and what the added ones change. After a
 * comparison ("tapioca ou pão francês?", then "e se for com ovo?") both get it, and the difference between them stays.
 */
export function composePairing(pairing: TPairing, facts: TUserFacts): string | null {
  const bases = pairing.bases.map((b) => mentionFacts(b, b.phrase));
  const added = pairing.added.map((a) => mentionFacts(a, a.phrase));
  if (bases.some((b) => !b.perPortion || !b.portion) || added.some((a) => !a.perPortion || !a.portion)) return null;
  if (findConflicts(pairing.added.map((a) => ({ name: a.food!.name, composition: foodComposition(a.food!) })), facts.avoid).length > 0) return null;
  const targets = targetsOf(facts);
  const lines = bases.map((b) => pairLine(b, added, targets));
  if (bases.length === 1) lines.push(...pairJudgement(bases[0]!, added, facts));
  else {
    const [a, b] = bases as [TFoodFacts, TFoodFacts];
    const gap = Math.abs(Math.round((a.perPortion!.energy ?? 0) - (b.perPortion!.energy ?? 0)));
    const these = namesOf(added);
    lines.push(`${these.charAt(0).toUpperCase()}${these.slice(1)} ${verb(added, "soma", "somam")} ${num(Math.round(sumOf(added, "energy")))} kcal e ${num(Math.round(sumOf(added, "protein")))} g de proteína a qualquer um dos dois, então a diferença entre eles continua a mesma (cerca de ${num(gap)} kcal na porção); com a proteína junto, os dois sustentam mais.`);
  }
  return [...lines, ...added.flatMap((a) => conditionNotes(a, facts.conditions)).slice(0, 1), NOT_LOGGED].join("\n\n");
}
