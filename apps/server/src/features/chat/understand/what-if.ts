import { foldText } from "../chat.text";
import { COOKED } from "./edits/cooking-said";
import { editMeal } from "./meal-edits";

/** "quanto eu economizo se tirar o refri?", "e se eu trocar o refri por água?": an edit of the card asked as a question. */
const WHAT_IF = /\bse (?:eu )?(tirar|tirasse|tiro|cortar|cortasse|corto|nao (?:tomar|tomasse|comer|comesse|tivesse (?:tomado|comido))|trocar|trocasse|troco|substituir|substituisse) (?:o |a |os |as )?(.+?)(?: (?:por|pel[oa]) (?:um |uma |o |a )?(.+?))?(?: (?:quanto|economiz\w*|fica\w*|diminui\w*|reduz\w*|da|daria|muda\w*)\b.*)?$/;

/** "quanto ficaria", "quanto daria entao": the frame of a question about the card imagined otherwise. */
const HOW_MUCH = /^(?:(?:nossa|ah|hmm|hum|poxa|caramba|entendi|ok|ta|beleza|blz)\s+)*(?:e\s+)?(?:(?:quanto|qnto|qto)\s+(?:fica|ficaria|daria|da|seria|vai|iria)\s+(?:dar\s+|ficar\s+)?(?:entao\s+)?)?/;
/** What the card would have been: "e se fosse de 300?", "e se fossem 2?", "e se eu tivesse tomado coca zero?". */
const IF_IT_WERE = /^se\s+(?:eu\s+)?(?:(fosse|for|era|tivesse sido)|(fossem|forem|eram|tivessem sido)|(?:tivesse\s+)?(?:comido|tomado|bebido|pedido|pegado|escolhido|comesse|tomasse|bebesse|pedisse|pegasse))\s+(.+)$/;
/** "e sem o refri?", "sem a farofa quanto fica?": the card without one food, asked. */
const WITHOUT = /^sem\s+(?:o |a |os |as )?(.+)$/;
/** "e frita?", "e se for assada?": the card's food asked of in another way of cooking it, never the card changed. */
const COOKED_ASKED = new RegExp(String.raw`^(?:se (?:fosse|for) )?(?:el[ae]s? |ess[ae]s? )?(${COOKED})$`);
/** What is said after the imagined edit and asks for the total: "quanto fica", "entao", "no caso". */
const TAIL = /(?:\s+(?:entao|ai|no caso|tambem|tb|tbm|quanto \S+(?: \S+)?|qnto \S+|fica quanto|da quanto|daria quanto|ficaria quanto))+$/;

export type TWhatIf = { edits: string[]; label: string; say: string };

function oneWhatIf(folded: string, asked: boolean): TWhatIf | null {
  const m = WHAT_IF.exec(folded.replace(/\b(quanto|qnto) (eu )?(economizo|economizaria|deixo de comer|tiro)\b/, "").trim());
  if (m) {
    const [, , what, instead] = m as unknown as [string, string, string, string | undefined];
    return instead
      ? { edits: [`tira ${what}, foi ${instead}`], label: `Trocando ${what} por ${instead}`, say: `troca ${what} por ${instead}` }
      : { edits: [`tira ${what}`], label: `Sem ${what}`, say: `tira ${what}` };
  }
  const framed = HOW_MUCH.exec(folded)?.[0] ?? "";
  const rest = folded.slice(framed.length).replace(TAIL, "").trim();
  const were = IF_IT_WERE.exec(rest);
  if (were) {
    const said = were[3] as string;
    const verb = were[2] ? "foram" : "era";
    return { edits: [`${verb} ${said}`], label: `Se ${were[2] ? "fossem" : "fosse"} ${said}`, say: `${verb} ${said}` };
  }
  const cooked = asked ? COOKED_ASKED.exec(rest) : null;
  if (cooked) return { edits: [`era ${cooked[1]}`], label: `Se fosse ${cooked[1]}`, say: `era ${cooked[1]}` };
  const without = WITHOUT.exec(rest);
  if (without && (asked || /\b(?:quanto|qnto|qto)\b/.test(framed))) return { edits: [`tira ${without[1]}`], label: `Sem ${without[1]}`, say: `tira ${without[1]}` };
  return null;
}

/** A second verb joined by "e": "se eu tirar o guaraná e trocar a batata por salada". */
const AND_THEN = /\s+e\s+(?=(?:tirar|tirasse|trocar|trocasse|cortar|cortasse|substituir|substituisse)\b)/;

/**
 * The same edits in the words the card's editor reads ("tira o refri, foi água"); null when the message asks no
 * what-if. "e sem o refri" without a question mark is an edit, not a what-if; "e se fosse…" is always a what-if.
 */
export function readWhatIf(folded: string, asked = true): TWhatIf | null {
  const [first = "", ...more] = folded.split(AND_THEN);
  const head = oneWhatIf(first, asked);
  const rest = more.map((clause) => oneWhatIf(`se ${clause}`, true));
  if (!head || rest.some((r) => !r)) return head;
  return (rest as TWhatIf[]).reduce((all, r) => ({ edits: [...all.edits, ...r.edits], label: `${all.label} e ${r.label.toLowerCase()}`, say: `${all.say} e ${r.say}` }), head);
}

/**
 * The card imagined as the message asks (`said`: the question and whether it came with a question mark), or null when
 * it asks no what-if. "e sem a coca tb?" after "quanto ficaria sem a batata?" imagines both. `text` is null when the
 * what-if is asked but the editor cannot read it: the card must still not change.
 */
export function imagineCard(folded: string, asked: boolean, meal: string, before: string | null): { ask: TWhatIf; text: string | null } | null {
  const ask = readWhatIf(folded, asked);
  if (!ask) return null;
  const earlier = /\b(?:tambem|tb|tbm)\b/.test(folded) && before ? readWhatIf(foldText(before)) : null;
  const edits = [...(earlier?.edits ?? []), ...ask.edits];
  let text: string | null = meal;
  for (const edit of edits) text = text === null ? null : (editMeal(edit, text)?.text ?? null);
  if (!earlier) return { ask, text };
  return { ask: { edits, label: `${earlier.label} e ${ask.label.toLowerCase()}`, say: `${earlier.say} e ${ask.say}` }, text };
}

/** "faz isso então", "pode fazer", "muda assim": the what-if just asked, now wanted on the card. */
const APPLY_IT =
  /^(?:(?:beleza|blz|ok|ta|certo|entao|sim|isso|show|fechou|bora|boa)\s+)*(?:(?:pode\s+)?(?:faz|faca|fazer|aplica|aplicar|aplique|muda|mudar|mude|registra|registrar|deixa|deixar|troca|trocar|tira|tirar|coloca|colocar)(?:\s+(?:isso|assim|entao|ai|desse jeito|dessa forma|por favor|pfv|sim|mesmo|la|no cartao))+|pode (?:fazer|mudar|aplicar|trocar|tirar))$/;

/** The card with the what-if of the message before (`before`) applied, when this message asks for it. */
export function appliedWhatIf(folded: string, meal: string, before: string | null): string | null {
  if (!before || !APPLY_IT.test(folded)) return null;
  return imagineCard(foldText(before), before.includes("?"), meal, null)?.text ?? null;
}
