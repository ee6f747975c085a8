import lexicon from "./asked-kinds.json" with { type: "json" };
import { foldText } from "../chat.text";

/**
 * What a question asks of its subject (decision 202): when ("qual o melhor horário pra treinar?"), how to tell
 * ("gordura trans, como eu vejo se tem?"), whether it is needed ("whey, treino 3x, preciso?"), what sets two apart or
 * which is better ("iogurte zero é melhor?"). An entry whose title asks the same kind of question answers it; one
 * that only shares the topic ("O que comer antes do treino" for a 5 a.m. session) is stock text on a nearby topic.
 */
const KINDS = lexicon.kinds.map((k) => ({ kind: k.kind, asks: new RegExp(k.asks), answers: new RegExp(k.answers) }));

/** The kinds of question the message asks. */
export function askedKinds(folded: string): string[] {
  return KINDS.filter((k) => k.asks.test(folded)).map((k) => k.kind);
}

/** The entry's title asks the kind of question the message asks. */
export function titleAnswersKind(title: string, kinds: readonly string[]): boolean {
  const folded = foldText(title);
  return KINDS.some((k) => kinds.includes(k.kind) && k.answers.test(folded));
}
