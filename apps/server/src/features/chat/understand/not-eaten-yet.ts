/**
 * A day without food yet, told as a busy or late start ("hj ainda não comi nada, tá corrido", "acordei tarde e ainda
 * não comi", "não deu tempo de comer"): not a fast to warn about nor a crisis, but a meal to get in now. A message that
 * names what was eaten after all ("além de um café") is a meal, not this.
 */
const NOT_YET = /\b(?:ainda nao (?:comi|almocei|tomei (?:o )?cafe|jantei)|nao comi nada ainda|ate agora nao comi|nao (?:deu|tive|tinha) tempo (?:de|pra|para) comer|esqueci de comer)\b/;
const SOMETHING_EATEN = /\b(?:alem d[eoa]s?|so (?:um|uma|1)|exceto|a nao ser|tirando (?:um|uma|o|a))\b/;
/** Not eating on purpose ("nem vou comer pra secar") is a risk for the gate, never a busy day. */
const ON_PURPOSE = /\b(?:secar|emagrecer|perder peso|nem vou comer|nao vou comer|de proposito|jejum)\b/;

export function notEatenYet(folded: string): boolean {
  return NOT_YET.test(folded) && !SOMETHING_EATEN.test(folded) && !ON_PURPOSE.test(folded);
}
