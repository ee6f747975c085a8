import type { TChatIntent } from "@nutriguia/domain";
import { foldText, restoreAccents } from "../chat.text";
import { coversPoint, foldReadable, followUpPoint } from "../knowledge/asked-point";
import type { TFoodMention } from "../understand/food-mentions";
import type { TUnderstanding } from "../understand/understand";
import { expandShorthand } from "../understand/shorthand";

/** A paragraph kept even when said before: a warning or a health caution is never dropped. */
const KEPT = /^(⚠️|🚫|ℹ️|\*\*Cuidados de saúde\*\*|\*\*Atenção\*\*)/u;
/** A food's numbers as the composer writes them: "**Café** — 1 xícara (50 g): 4,5 kcal, …". */
const FOOD_NUMBERS = /^\*\*[^*]+\*\* — [^:]+: [\d.,]+ kcal\b/;
/** A curated article: its bold title alone on a line, then the answer, then its sources. */
const TITLE = /^\*\*[^*\n]+\*\*$/;
/** An article that tells to stay away from what was asked: a drink's calories beside it are no part of the answer. */
const ADVISES_AGAINST = /\b(nao e recomendad[oa]|nao consuma|nao beba|nao tome|nao (existe|ha) (nivel|quantidade|dose) segur[oa]|alcool zero|evite|evitar|nao deve(m)? (beber|tomar|consumir))\b/;
/** The question asks for a number ("quantas calorias", "engorda?", "atrapalha a dieta?"): the numbers stay. */
const ASKS_NUMBERS = /\b(calori\w*|kcal|engord\w*|quant[oa]s?|dieta|emagrec\w*|proteina|carboidrat\w*|gordura|acucar|sodio|fibra)\b/;

type TBlock = { text: string; kind: "article" | "numbers" | "other" };

/** The reply's paragraphs, with each article (title, answer, sources) held together as one block. */
function blocksOf(content: string): TBlock[] {
  const paragraphs = content.split(/\n{2,}/);
  const blocks: TBlock[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    const p = paragraphs[i]!;
    if (TITLE.test(p.trim()) && paragraphs[i + 2]?.startsWith("_Fontes:")) {
      blocks.push({ text: paragraphs.slice(i, i + 3).join("\n\n"), kind: "article" });
      i += 2;
    } else blocks.push({ text: p, kind: FOOD_NUMBERS.test(p) ? "numbers" : "other" });
  }
  return blocks;
}

const same = (a: string, b: string) => a.trim() === b.trim();

/** "por que?", "como assim?": the sentences of the answer that give a reason. */
const ASKS_WHY = /\b(por ?que|pq|porque|motivo|como assim|explica)\b/;
/** "quantas por dia?", "quantas vezes?", "quanto tempo?": the sentences that carry a number. */
const ASKS_AMOUNT = /\b(quant[oa]s?|vezes|por dia|por semana|ate quando|tempo)\b/;

/**
 * The article's sentences that answer this follow-up: the ones on what it adds ("e pra criança?"), the foods it names,
 * a reason, a number, or its first steps; none when it adds a point the article never speaks of.
 */
function answeringSentences(article: string, folded: string, foods: readonly string[], point: readonly string[] | null): string[] {
  const body = article.split(/\n{2,}/)[1] ?? "";
  const sentences = body.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ú*])/u).filter(Boolean);
  if (point) return coversPoint(foldReadable(body), point) ? sentences.filter((x) => coversPoint(foldReadable(x), point, true)).slice(0, 2) : [];
  // "chia e linhaça resolve?" after the omega-3 answer: what it says of chia and linhaça.
  const onFoods = sentences.filter((x) => foods.some((f) => foldText(x).includes(f)));
  if (onFoods.length > 0) return onFoods.slice(0, 2);
  const reasons = sentences.filter((x) => /\b(porque|pois|por isso|já que|faz com que)\b/u.test(x));
  const picked = ASKS_WHY.test(folded)
    ? reasons.length > 0 ? reasons : sentences.filter((x) => /: /.test(x)).slice(0, 1)
    : ASKS_AMOUNT.test(folded)
      ? sentences.filter((x) => /\d/.test(x))
      : [];
  return (picked.length > 0 ? picked : sentences).slice(0, 2);
}

const WITHOUT_WORDS: Readonly<Record<string, string>> = { gluten: "glúten", acucar: "açúcar", ovos: "ovo", castanhas: "castanhas" };
/** The everyday foods that carry what is left out, as a reader scans a list for them. */
const CARRIED_BY: Readonly<Record<string, string>> = { lactose: "leite, iogurte, queijo ou requeijão", leite: "leite, iogurte, queijo ou requeijão", gluten: "trigo, pão, biscoito, macarrão ou aveia comum", trigo: "pão, biscoito ou macarrão de trigo", acucar: "açúcar, mel, doces ou suco adoçado", carne: "carne, frango ou peixe" };

/** Nothing new to add on a follow-up: the part of the answer above that speaks to it, instead of the same answer pasted again. */
function nothingNew(blocks: readonly TBlock[], u: TUnderstanding): string {
  const article = blocks.find((b) => b.kind === "article");
  const referral = "Para o seu caso em detalhe, o(a) seu(sua) médico(a) ou nutricionista pode orientar.";
  if (!article) return `Para essa pergunta, não tenho na minha base nada além do que já te disse acima. ${referral}`;
  // "tem outra opção sem lactose?": quoting the answer above would name what is to be left out.
  const without = /\bsem (lactose|gluten|leite|ovos?|acucar|carne|trigo|soja|amendoim|castanhas?|peixe|frutos do mar)\b/.exec(u.folded)?.[1];
  // "e a sem açúcar?" after granola asks of the product's own kind, not for a list of options: the article on it.
  const kindOfIt = without !== undefined && /\b(?:o|a|os|as|versao|versoes) sem\b/.test(u.folded);
  if (without && !kindOfIt) {
    const name = WITHOUT_WORDS[without] ?? without;
    return `Não tenho, na minha base, uma lista verificada de opções sem ${name} para isso. Das ideias acima, deixe de fora as que levam ${CARRIED_BY[without] ?? name}; me diga um alimento que eu confiro se ele leva ${name}, e, se me pedir um plano alimentar sem ${name}, eu monto deixando isso de fora.`;
  }
  const foods = u.foods.map((f) => f.phrase);
  const point = kindOfIt ? [without] : followUpPoint(expandShorthand(foldText(u.text)), u.context, u.followUp === "variant", foods);
  const said = answeringSentences(article.text, u.folded, foods, point);
  // "e o de caixinha?" after the article on fresh juice: quoting it would answer another question.
  if (said.length === 0 && point) return `Sobre isso especificamente (${restoreAccents(point.join(", "), [u.text])}), não tenho na minha base uma resposta verificada além do que já te disse acima. ${referral}`;
  return `Em resumo, do que te disse acima (${article.text.split("\n")[0]}): ${said.join(" ")}\n\n${referral}`;
}

/**
 * A question's reply carries nothing the previous reply already said (the same article, the same food's numbers) and no
 * numbers the question did not call for beside an article that says to stay away from the food. Cards, plans and the
 * day's summary are left as they are: logging the same meal twice shows the card twice.
 */
export function withoutRepeats(content: string, intent: TChatIntent, u: TUnderstanding, lastReply: string | null): string {
  if (intent !== "NUTRITION_QUESTION") return content;
  const blocks = blocksOf(content);
  const before = lastReply ? blocksOf(lastReply) : [];
  const repeated = (b: TBlock) => !KEPT.test(b.text) && before.some((o) => same(o.text, b.text));
  const againstIt = blocks.some((b) => (b.kind === "article" || b.text.startsWith("🚫")) && ADVISES_AGAINST.test(foldText(b.text)));
  const unasked = (b: TBlock) => b.kind === "numbers" && againstIt && !ASKS_NUMBERS.test(u.folded);
  // A lead that opens a list ("Boas fontes de proteína…:") stays when the list after it is new ("mais ideias sem ovo").
  const opensNew = (i: number) => blocks[i]!.text.trimEnd().endsWith(":") && blocks[i + 1] !== undefined && !repeated(blocks[i + 1]!);
  const kept = blocks.filter((b, i) => (!repeated(b) || opensNew(i)) && !unasked(b));
  if (kept.length === blocks.length) return content;
  // A warning or note not said before is the new answer ("e pra quem já tem colesterol alto?"); only repeats left says so.
  const fresh = kept.filter((b) => !KEPT.test(b.text) || !before.some((o) => same(o.text, b.text)));
  if (fresh.length === 0) return [nothingNew(blocks, u), ...kept.map((b) => b.text)].join("\n\n");
  return kept.map((b) => b.text).join("\n\n");
}

/**
 * "chia e linhaça resolve?" right after the omega-3 answer: what that answer says of those foods, quoted, instead of their
 * numbers alone. Null when the answer above says nothing of them.
 */
export function answerAboveOn(lastReply: string | null, foods: readonly TFoodMention[], u?: TUnderstanding): string | null {
  const article = lastReply ? blocksOf(lastReply).find((b) => b.kind === "article") : null;
  if (!article) return null;
  const body = article.text.split(/\n{2,}/)[1] ?? "";
  // "e pra idoso serve?" after the whey article: what it says of whey is no answer for an older adult.
  const point = u ? followUpPoint(expandShorthand(foldText(u.text)), u.context, true, foods.map((f) => f.phrase)) : null;
  if (point && !coversPoint(foldText(body), point)) return null;
  const names = foods.map((f) => f.phrase);
  const said = body.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ú*])/u).filter((x) => names.some((n) => foldText(x).includes(n)));
  if (said.length === 0) return null;
  return `Do que te disse acima (${article.text.split("\n")[0]}): ${said.slice(0, 2).join(" ")}\n\nPara o seu caso em detalhe, o(a) seu(sua) médico(a) ou nutricionista pode orientar.`;
}

/** A daily or weekly amount said in words ("até um ovo por dia", "1 a 2 castanhas por dia", "2 vezes por semana"). */
const DAILY_AMOUNT = /\b(?:por dia|ao dia|diari\w*|por semana|na semana|vezes por)\b/;

/**
 * "e quantos posso comer por dia?" right after an article that says how many ("até um ovo por dia"): that sentence,
 * quoted, before the portion's numbers. Null when the article above says no amount of the food.
 */
export function amountSaidAbove(lastReply: string | null, foods: readonly TFoodMention[]): string | null {
  const article = lastReply ? blocksOf(lastReply).find((b) => b.kind === "article") : null;
  if (!article) return null;
  const body = article.text.split(/\n{2,}/)[1] ?? "";
  const heads = foods.map((f) => foldText(f.phrase).split(" ")[0]!.replace(/s$/, ""));
  const said = body.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ú*])/u).filter((x) => DAILY_AMOUNT.test(foldText(x)) && /\d|\b(um|uma|dois|duas|tres)\b/.test(foldText(x)) && heads.some((h) => foldText(x).includes(h)));
  if (said.length === 0) return null;
  return `Do que te disse acima (${article.text.split("\n")[0]}): ${said.slice(0, 2).join(" ")}`;
}

