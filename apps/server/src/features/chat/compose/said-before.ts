import type { TChatIntent } from "@nutriguia/domain";
import { foldText } from "../chat.text";
import type { TUnderstanding } from "../understand/understand";

/** A paragraph kept even when said before: a warning or a health caution is never dropped. */
const KEPT = /^(⚠️|🚫|ℹ️|\*\*Cuidados com a sua saúde\*\*|\*\*Atenção\*\*)/u;
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

/** Nothing new to add on a follow-up: said briefly, instead of pasting the same answer again. */
function nothingNew(blocks: readonly TBlock[]): string {
  const article = blocks.find((b) => b.kind === "article");
  const same = article ? `a resposta da minha base é a mesma que te dei acima (${article.text.split("\n")[0]})` : "não tenho na minha base nada além do que já te disse acima";
  return `Para essa pergunta, ${same}, e não tenho uma orientação verificada mais específica do que essa; prefiro não arriscar. Se for uma questão de saúde, o(a) seu(sua) médico(a) ou nutricionista pode orientar para o seu caso.`;
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
  const kept = blocks.filter((b) => !repeated(b) && !unasked(b));
  if (kept.length === blocks.length) return content;
  // A warning or note not said before is the new answer ("e pra quem já tem colesterol alto?"); only repeats left says so.
  const fresh = kept.filter((b) => !KEPT.test(b.text) || !before.some((o) => same(o.text, b.text)));
  if (fresh.length === 0) return [nothingNew(blocks), ...kept.map((b) => b.text)].join("\n\n");
  return kept.map((b) => b.text).join("\n\n");
}
