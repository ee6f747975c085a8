import { findPart, partsOf, render, type TMealEdit, type TPart } from "../meal-parts";
import { editText } from "./edit-text";

/** "não, pode deixar o queijo", "volta o refri", "põe o pão de volta": a food an earlier correction took out, wanted back. */
const BRING_BACK = /^(?:nao\s+)?(?:(?:pode|podes|entao|melhor)\s+)?(?:deixa|deixar|deixe|mantem|mantenha|manter|volta|voltar|volte|devolve|recoloca|poe|bota|coloca)\s+(?:o |a |os |as )?(.+?)(?:\s+(?:de volta|sim|mesmo|entao|ai|la|no cartao|que eu comi|comi sim))*$/;
/** "desfaz", "volta como estava", "esquece essa correção": the card as it was before the last correction. */
const UNDO_LAST = /^(?:nao\s+)?(?:pode\s+)?(?:desfaz|desfazer|desfaca|volta (?:como|do jeito que) (?:estava|tava|era)|deixa como (?:estava|tava)|esquece (?:essa|a) (?:correcao|mudanca|ultima))(?:\s+(?:isso|a ultima|o que (?:eu )?(?:pedi|falei)|a correcao|por favor|pfv))*$/;

/**
 * A correction taken back, read against the card's meals so far (`history`, oldest first, the last the card now): the
 * food brought back with the amount it had before it was taken out, or the card before the last correction. Null when
 * the message takes nothing back (a food still on the card is no undo: "deixa o refri, mas tira a salada").
 */
export function undoEdit(message: string, history: readonly string[]): TMealEdit | null {
  if (history.length < 2 || message.includes("?")) return null;
  const folded = editText(message);
  const now = history.at(-1) as string;
  if (UNDO_LAST.test(folded)) return { text: history.at(-2) as string, change: "desfiz a última correção" };
  const back = BRING_BACK.exec(folded)?.[1];
  if (!back || findPart(partsOf(now), back) >= 0) return null;
  for (const before of [...history].reverse()) {
    const parts = partsOf(before);
    const k = findPart(parts, back);
    if (k < 0) continue;
    const part = parts[k] as TPart;
    return { text: `${now}, ${render([part])}`, change: `coloquei ${part.food} de volta` };
  }
  return null;
}
