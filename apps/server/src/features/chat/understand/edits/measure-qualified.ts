import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../../chat.text";
import { findPart, render, type TMealEdit, type TPart } from "../meal-parts";

const UNIT = String.raw`(fatias?|pedac(?:o|inho)s?|conchas?|colher(?:es)?|bifes?|postas?|files?|escumadeiras?|rodelas?)`;
const WORD = String.raw`(fin[oa]s?|fininh[oa]s?|gross[oa]s?|generos[oa]s?|caprichad[oa]s?|cheias?|cheios?|rasas?|rasos?)`;
/** "as fatias eram fininhas", "a concha foi cheia, daquelas de vó", "os bifes eram bem grossos": the measure said again, sized. */
const SAID = new RegExp(String.raw`^(?:e\s+)?(?:(?:o|a|os|as)\s+)?${UNIT}(?:\s+d[eoa]s?\s+(.+?))?\s+(?:era|eram|foi|foram|tava|tavam|estava|estavam|veio|vieram)\s+(?:bem\s+|mais\s+|beem\s+)?${WORD}(?:,?\s+(?:daquel\w*|tipo|de|bem|que)\b.*)?$`);

/** "e se fosse cheia, daquelas de vó?", "era fininha": the size alone, of the one measure on the card. */
const ALONE = new RegExp(String.raw`^(?:era|eram|foi|foram)\s+(?:bem\s+|mais\s+)?${WORD}(?:,?\s+(?:daquel\w*|tipo|de|bem|que)\b.*)?$`);
const MEASURED = new RegExp(String.raw`\b${UNIT}\b`);

/** The measure of a food of the card said thin, thick or full: the food keeps its count, in that size of the measure. */
export function measureQualified(folded: string, parts: TPart[]): TMealEdit | null {
  const alone = ALONE.exec(folded);
  const measured = alone ? parts.map((p) => MEASURED.exec(foldText(p.amount))?.[1]).filter((u) => u !== undefined) : [];
  const said = alone && measured.length === 1 ? ([folded, measured[0], undefined, alone[1]] as const) : SAID.exec(folded);
  if (!said) return null;
  const [, unit, food, word] = said as unknown as [string, string, string | undefined, string];
  const stem = unit.replace(/(?:es|s)$/, "").replace(/inho$/, "o").slice(0, 5);
  const holds = parts.map((p, k) => (foldText(p.amount).split(" ").some((w) => w.startsWith(stem)) ? k : -1)).filter((k) => k >= 0);
  const k = food ? findPart(parts, food) : holds.length === 1 ? (holds[0] as number) : holds.length === 0 && parts.length === 1 ? 0 : -1;
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const amount = foldText(part.amount);
  const sized = amount.split(" ").some((w) => w.startsWith(stem))
    ? amount.replace(new RegExp(String.raw`\b(${stem}\S*)`), `$1 ${word}`)
    : `${part.item.quantity ?? 1} ${unit} ${word} de`;
  const read = analyze(`${sized} ${part.food} ${part.after}`.trim());
  if (read.items.length !== 1 || read.unread.length > 0) return null;
  parts[k] = { ...part, amount: sized };
  return { text: render(parts), change: `${part.food}: ${sized.replace(/\s+de$/, "")}` };
}
