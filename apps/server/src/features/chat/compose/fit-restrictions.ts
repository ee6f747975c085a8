import { FOOD_COMPONENT_LABELS } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { findConflicts } from "../facts/food-conflicts";
import { findFoodMentions } from "../understand/food-mentions";
import type { TAvoid, TCondition } from "../understand/stated-facts";

/** Only suggestions are fitted; a sentence that warns about a food ("evite o bobó, que leva camarão") is kept whole. */
const SUGGESTION = /\b(prefira|priorize|inclua|coma|bons|boas|opcoes|opcao|ideias|ideia|experimente|monte|combine|combinac\w*|algumas|complete|sugest\w*|sugiro|por exemplo|exemplos|lanches? pratic\w*|cafes? da manha pratic\w*|alterne|escolha|pode ser|sao feitos|feitos de|juntar|vale|para variar)\b/;
const WARNING = /\b(evite|evitar|nao coma|nao consuma|devem sair|deve sair|cuidado|contem|levam|leva|alergic\w*|contaminacao|perigo|risco)\b/;

/** Foods a condition asks to leave out of a suggestion, with the reason said back. */
const CONDITION_FOODS: readonly [TCondition, RegExp, string][] = [
  ["GOUT", /\b(cerveja|chopp?|miudos|visceras?|figado|coracao de frango|moela|bucho|dobradinha|rim|frutos do mar|camarao|mariscos?|mexilh\w*|ostras?|sardinhas?|anchovas?)\b/, "gota"],
  ["HYPERTENSION", /\b(embutidos?|presunto|peito de peru|salame|mortadela|salsicha|linguica|bacon|miojo|macarrao instantaneo|caldo (em cubo|pronto)|tempero pronto|shoyu|molho de soja|azeitonas?|carne seca|charque|bacalhau|salgadinhos?)\b/, "pressão alta"],
  ["HYPERCHOLESTEROLEMIA", /\b(picanha|costela|cupim|torresmo|bacon|linguica|banha|pele do frango)\b/, "colesterol alto"],
  ["HEART_DISEASE", /\b(picanha|costela|cupim|torresmo|bacon|linguica|embutidos?)\b/, "doença cardíaca"],
  ["PREGNANCY", /\b(cerveja|vinho|caipirinha|alcool|sushi|peixe cru|queijo cru|leite cru|mal passad[ao])\b/, "gestação"],
  ["LACTATION", /\b(cerveja|vinho|caipirinha|alcool)\b/, "amamentação"],
  ["KIDNEY_DISEASE", /\b(carambola|whey|creatina)\b/, "doença renal"],
  ["DIABETES", /\b(refrigerante|suco de caixinha|acucar|mel|doce de leite|leite condensado|rapadura|achocolatado|melado|goiabada)\b/, "diabetes"],
  ["PREDIABETES", /\b(refrigerante|suco de caixinha|acucar|mel|doce de leite|leite condensado|rapadura|achocolatado|melado|goiabada)\b/, "pré-diabetes"],
];

/** The parts of a list between separators that are not inside a **bold** span ("**arroz, feijão e ovo**; **sopa**"). */
function splitOutsideBold(body: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let start = 0;
  let bold = false;
  const global = new RegExp(separator.source, "g");
  for (let i = 0; i < body.length; ) {
    if (body.startsWith("**", i)) {
      bold = !bold;
      i += 2;
      continue;
    }
    global.lastIndex = i;
    const m = bold ? null : global.exec(body);
    if (m && m.index === i && m[0].length > 0) {
      parts.push(body.slice(start, i));
      i += m[0].length;
      start = i;
      continue;
    }
    i++;
  }
  parts.push(body.slice(start));
  return parts.filter((p) => p.trim().length > 0);
}

/** The food of a list element the person avoids, and why ("iogurte natural" for a lactose intolerance). */
type TClash = { food: string; why: string };

/** "ovo, nem gosto", "carne de porco e frutos do mar": the foods of what the person said they do not eat, as tests. */
function excludedTests(excluded: readonly string[]): { name: string; re: RegExp }[] {
  return excluded
    .flatMap((said) => foldText(said).split(/\s*,\s*|\s+(?:e|nem|ou)\s+/))
    .map((name) => name.trim())
    .filter((name) => name.length > 1 && findFoodMentions(name).some((m) => m.food))
    .map((name) => ({ name, re: new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}s?\\b`) }));
}

function clashes(element: string, avoid: readonly TAvoid[], conditions: ReadonlySet<TCondition>, excluded: readonly { name: string; re: RegExp }[]): TClash | null {
  const folded = foldText(element);
  if (/\b(sem|zero|isento|vegetal|vegetais|de soja|de aveia|de coco|de amendoa|evite|evitar|nada de|fuja|com calma|modere|menos|limite|reduza|troque)\b/.test(folded)) return null;
  const notEaten = excluded.find((x) => x.re.test(folded));
  if (notEaten) return { food: notEaten.name, why: "você não come" };
  for (const [condition, foods, why] of CONDITION_FOODS) {
    const food = conditions.has(condition) ? foods.exec(folded)?.[0] : undefined;
    if (food) return { food, why };
  }
  const named = findFoodMentions(folded).flatMap((m) => (m.food ? [{ name: m.food.name.toLowerCase(), composition: m.composition }] : []));
  const conflict = findConflicts(named, avoid).find((c) => c.presence === "contains");
  return conflict ? { food: conflict.food, why: FOOD_COMPONENT_LABELS[conflict.component] } : null;
}

/**
 * A curated answer fitted to what the person avoids: the items of its lists that name a food they cannot eat, or one
 * they said they do not eat ("não como ovo"), are left out, and the reply says which and why. Sentences that are not lists are kept as written.
 */
export function fitToRestrictions(answer: string, avoid: readonly TAvoid[], conditions: ReadonlySet<TCondition> = new Set(), excluded: readonly string[] = []): string {
  const notEaten = excludedTests(excluded);
  if (avoid.length === 0 && conditions.size === 0 && notEaten.length === 0) return answer;
  const left = new Map<string, Set<string>>();
  const fitted = answer.replace(/[^.!?\n]+[.!?]?/g, (sentence) => {
    if ((sentence.match(/[,;]/g) ?? []).length < 2) return sentence;
    const folded = foldText(sentence);
    if (!SUGGESTION.test(folded) || WARNING.test(folded)) return sentence;
    const [lead, ...items] = sentence.split(/(?<=:)\s+/).length > 1 ? [sentence.slice(0, sentence.indexOf(":") + 1), sentence.slice(sentence.indexOf(":") + 1)] : ["", sentence];
    const body = (items[0] ?? sentence).trim();
    // A list inside one bold span ("**frutas, iogurte, ovo**") splits at its commas; bold items ("**arroz, feijão e ovo**; **sopa**") stay whole.
    const comma = /\s*,\s*|\s+e\s+(?=[^,;]+[.!?]?$)/;
    const semicolons = splitOutsideBold(body, /\s*;\s*/).length > 1;
    const outside = semicolons ? splitOutsideBold(body, /\s*;\s*/) : splitOutsideBold(body, comma);
    const elements = outside.length > 1 ? outside : body.split(/\s*[,;]\s*|\s+e\s+(?=[^,;]+[.!?]?$)/);
    // "uma fonte de proteína (ovo": only the food inside the parenthesis goes, the words that open it stay.
    const kept = elements.flatMap((e) => {
      const open = e.lastIndexOf("(");
      const clash = clashes(open >= 0 ? e.slice(open + 1) : e, avoid, conditions, notEaten);
      if (clash) left.set(clash.why, (left.get(clash.why) ?? new Set()).add(clash.food));
      return !clash ? [e] : open >= 0 && !clashes(e.slice(0, open), avoid, conditions, notEaten) ? [e.slice(0, open + 1)] : [];
    });
    if (kept.every((k, i) => k === elements[i]) && kept.length === elements.length) return sentence;
    if (kept.length === 0) return "";
    const end = /[.!?]$/.test(sentence.trim()) ? sentence.trim().slice(-1) : "";
    const pad = /^\s*/.exec(sentence)?.[0] ?? "";
    const joined = kept.map((k) => k.replace(/[.!?]$/, "")).join(semicolons ? "; " : ", ").replace(/\(\s*[,;]\s*/g, "(");
    // "(ovo, iogurte, queijo, leite)" with the dairy left out still closes its parenthesis.
    const open = (joined.match(/\(/g) ?? []).length - (joined.match(/\)/g) ?? []).length;
    return `${pad}${lead.trim()}${lead ? " " : ""}${joined}${")".repeat(Math.max(0, open))}${end}`;
  });
  if (left.size === 0) return answer;
  const said = [...left].map(([why, foods]) => `${[...foods].join(", ")} (${why})`).join("; ");
  return `${fitted.replace(/\*\*\s*\*\*/g, "").trim()}\n\n_Pelo que você me contou, tirei desta resposta: ${said}._`;
}
