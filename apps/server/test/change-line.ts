import type { TChatReply } from "./chat-fixtures";

const num = (said: string) => Number(said.replace(/\./g, "").replace(",", "."));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What an edit reply's changed line claims that the card it carries does not show, as a list of mismatches (empty when
 * the reply and the card agree): each food said "a → b g" weighs b on the card, each "+ food" is on it at its grams,
 * each "− food" has left it, and the foods after "agora são" are the card's own.
 */
export function changeLineMismatches(reply: TChatReply): string[] {
  const items = reply.calculation?.items ?? [];
  const gramsOf = (food: string) => Math.round(items.filter((i) => i.food === food).reduce((sum, i) => sum + i.grams, 0));
  const line = /^Certo, .*?—\s(.*?): agora são/m.exec(reply.message)?.[1] ?? "";
  const wrong: string[] = [];
  for (const part of line.split("; ")) {
    const moved = /^(.+?) ([\d.,]+) → ([\d.,]+) g, /.exec(part);
    const added = /^\+ (.+?) ([\d.,]+) g, /.exec(part);
    const gone = /^− (.+?) [\d.,]+ g, /.exec(part);
    const swapped = /→ (.+?) ([\d.,]+) g, [\d.,]+ kcal$/.exec(part);
    if (moved && Math.abs(gramsOf(moved[1]!) - num(moved[3]!)) > 1) wrong.push(`${moved[1]} said ${moved[3]} g, card ${gramsOf(moved[1]!)} g`);
    if (added && Math.abs(gramsOf(added[1]!) - num(added[2]!)) > 1) wrong.push(`${added[1]} said added at ${added[2]} g, card ${gramsOf(added[1]!)} g`);
    if (gone && gramsOf(gone[1]!) > 0) wrong.push(`${gone[1]} said removed, still on the card`);
    if (swapped && !moved && Math.abs(gramsOf(swapped[1]!) - num(swapped[2]!)) > 1) wrong.push(`${swapped[1]} said swapped in at ${swapped[2]} g, card ${gramsOf(swapped[1]!)} g`);
  }
  const now = /agora são (.*?), somando/.exec(reply.message)?.[1] ?? "";
  for (const item of items) if (!new RegExp(escape(item.food)).test(now)) wrong.push(`${item.food} on the card, not in "agora são"`);
  return wrong;
}
