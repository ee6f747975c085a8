import { findPart, partsOf, render, type TMealEdit, type TPart } from "../meal-parts";
import { editMeal } from "../meal-edits";
import { editText } from "./edit-text";

/** "não, pode deixar o queijo", "volta o refri", "comi a farofa sim, volta ela": a food an earlier correction took out, wanted back. */
const BRING_BACK = /\b(?:deixa|deixar|deixe|mantem|mantenha|manter|volta|voltar|volte|devolve|recoloca|poe de volta|bota de volta|coloca de volta)\s+(?:o |a |os |as )?((?:\S+)(?: (?!(?:de|sim|mesmo|entao|ai|la|que|mas|e|no)\b)\S+){0,2})/;
const ATE_AFTER_ALL = /\b(?:comi|tomei|bebi)\s+(?:o |a |os |as )?((?:\S+)(?: (?!(?:sim|mesmo)\b)\S+){0,2}) (?:sim|mesmo)\b/;
const ATE_IT = /^(?:ah |e )?(?:comi|tomei|bebi) (?:sim|mesmo)\b/;
const SHARE = /\b(metade|um terco|dois tercos|um quarto|tres quartos)\b/;
const IT = /^(?:ele|ela|eles|elas|isso|esse|essa)$/;
/** "desfaz", "volta", "volta como estava", "esquece o que eu falei": the card as it was before the last correction. */
const UNDO_LAST = new RegExp(
  String.raw`^(?:nao\s+)?(?:pode\s+)?(?:` +
    String.raw`desfaz|desfazer|desfaca|volta|voltar|volte|volta atras|retorna|` +
    String.raw`(?:deixa|deixe|fica|volta|voltar|volte|pode voltar|bota|coloca|era)(?: (?:como|do jeito que|igual|o que))? (?:estava|tava|era|antes|era antes|tava antes|estava antes)|` +
    String.raw`(?:esquece|esqueca|ignora|ignore|desconsidera|desconsidere|cancela|cancele) (?:essa|esta|a|minha) (?:correcao|mudanca|alteracao|ultima(?: correcao| mudanca| alteracao)?)|` +
    String.raw`(?:esquece|esqueca|ignora|ignore|desconsidera|desconsidere) o que (?:eu )?(?:falei|disse|pedi|mandei|escrevi|corrigi)(?: agora| antes| por ultimo| ali)?` +
    String.raw`)(?:\s+(?:isso|ai|entao|a ultima|a ultima correcao|o que (?:eu )?(?:pedi|falei)|a correcao|por favor|pfv|pf|atras|pra mim))*$`,
);

/** "desfaz as duas", "volta tudo como era no começo": the card as first told, before every correction. */
const UNDO_ALL =
  /^(?:nao\s+)?(?:pode\s+)?(?:desfaz|desfazer|desfaca|volta|voltar|volte|esquece|ignora|desconsidera|cancela)\s+(?:as duas|os dois|as tres|tudo|todas|todas as (?:correcoes|mudancas)|as (?:duas|tres) ultimas|tudo que (?:eu )?(?:falei|mudei|corrigi|pedi)|(?:tudo )?(?:como|pro que) era no (?:comeco|inicio)|ao original|pro original)(?:\s+(?:entao|por favor|pfv|pf))*$/;

/** "desfaz", "volta": a message that asks the last correction back, whether or not there was one. */
export function saysUndo(message: string): boolean {
  const folded = editText(message).replace(/^(?:pensando bem|repensando|melhor|nao)\s+/, "");
  return !message.includes("?") && (UNDO_LAST.test(folded) || UNDO_ALL.test(folded));
}

/** The foods of `before` that `now` no longer has, the last taken out first. */
function takenOut(before: string, now: string): TPart[] {
  const left = partsOf(now);
  return partsOf(before).filter((p) => findPart(left, p.food) < 0).reverse();
}

/**
 * A correction taken back, read against the card's meals so far (`history`, oldest first, the last the card now): the
 * food brought back with the amount it had before it was taken out, or the card before the last correction. Null when
 * the message takes nothing back (a food still on the card is no undo: "deixa o refri, mas tira a salada").
 */
export function undoEdit(message: string, history: readonly string[]): TMealEdit | null {
  if (history.length < 2 || message.includes("?")) return null;
  const folded = editText(message).replace(/^(?:pensando bem|repensando|melhor|nao)\s+/, "");
  const now = history.at(-1) as string;
  if (UNDO_LAST.test(folded)) return { text: history.at(-2) as string, change: "desfiz a última correção" };
  if (UNDO_ALL.test(folded)) return { text: history[0] as string, change: "desfiz as correções" };
  // "pensando bem comi sim, só que metade da fatia": the food taken out last, said as eaten after all.
  const said = (ATE_IT.test(folded) ? "ela" : null) ?? ATE_AFTER_ALL.exec(folded)?.[1] ?? BRING_BACK.exec(folded)?.[1];
  if (!said || (!IT.test(said) && findPart(partsOf(now), said) >= 0)) return null;
  for (let k = history.length - 2; k >= 0; k--) {
    const gone = takenOut(history[k] as string, now);
    const part = IT.test(said) ? gone[0] : gone.find((p) => findPart([p], said) >= 0);
    if (!part) continue;
    const back = { text: `${now}, ${render([part])}`, change: `coloquei ${part.food} de volta` };
    // "…, só que metade da fatia": the share said is of the food brought back.
    const share = SHARE.exec(folded)?.[1];
    const scaled = share ? editMeal(`o ${part.food} foi ${share}`, back.text) : null;
    return scaled ? { text: scaled.text, change: `coloquei ${part.food} de volta, ${share}` } : back;
  }
  return null;
}
