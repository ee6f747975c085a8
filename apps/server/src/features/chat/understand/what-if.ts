/** "quanto eu economizo se tirar o refri?", "e se eu trocar o refri por água?": an edit of the card asked as a question. */
const WHAT_IF = /\bse (?:eu )?(tirar|tirasse|tiro|cortar|cortasse|corto|nao (?:tomar|tomasse|comer|comesse|tivesse (?:tomado|comido))|trocar|trocasse|troco|substituir|substituisse) (?:o |a |os |as )?(.+?)(?: (?:por|pel[oa]) (?:um |uma |o |a )?(.+?))?(?: (?:quanto|economiz\w*|fica\w*|diminui\w*|reduz\w*|da|daria|muda\w*)\b.*)?$/;

/** The same edit in the words the card's editor reads ("tira o refri, foi água"); null when the message asks no what-if. */
export function readWhatIf(folded: string): { edit: string; label: string; say: string } | null {
  const m = WHAT_IF.exec(folded.replace(/\b(quanto|qnto) (eu )?(economizo|economizaria|deixo de comer|tiro)\b/, "").trim());
  if (!m) return null;
  const [, , what, instead] = m as unknown as [string, string, string, string | undefined];
  return instead
    ? { edit: `tira ${what}, foi ${instead}`, label: `Trocando ${what} por ${instead}`, say: `troca ${what} por ${instead}` }
    : { edit: `tira ${what}`, label: `Sem ${what}`, say: `tira ${what}` };
}
