/**
 * The built-in replies that answer nothing (issue 27, decision 216): a line that says no food was found, that nothing
 * verified covers the question, that it is out of scope, or that a correction could not be read. Each is a row of data:
 * a reply holding one of them is first tried against the dialogue state (chat.before-fallback.ts).
 */
export const CANNED_LINES: readonly RegExp[] = [
  /Não consegui identificar alimentos na sua mensagem/,
  /^Não tenho uma resposta verificada para essa pergunta/m,
  /não tenho na minha base uma orientação verificada específica/,
  /não tenho na minha base nada além do que já te disse/,
  /^Esse assunto está fora do que eu faço/m,
  /^Não consegui aplicar essa correção/m,
];

/** "Não entendi 'natural' — …": words left out of a new card, canned only when a card was open to be corrected. */
export const UNREAD_LEAD = /^Não entendi '[^']+'(?:, '[^']+')* — pode escrever de outro jeito\?/;

export const isCanned = (content: string, cardOpen = false): boolean => CANNED_LINES.some((re) => re.test(content)) || (cardOpen && UNREAD_LEAD.test(content));

/** The paragraphs of a reply that carry a risk line ("🚫 Na gestação, não consuma…", "⚠️ …"). */
const RISK_LINE = /^(?:🚫|⚠️|🤰|🤱)/;

/**
 * A reply whose canned line sits beside a risk line: the risk, first, without the line that answers nothing ("e uma
 * tacinha de vinho?" in pregnancy). Null when there is no risk line to lead with.
 */
export function riskWithoutCanned(content: string): string | null {
  const paragraphs = content.split("\n\n");
  if (!paragraphs.some((p) => RISK_LINE.test(p))) return null;
  if (paragraphs.every((p) => !CANNED_LINES.some((re) => re.test(p)))) return null;
  // The rest of a canned block (what I can do, how to rephrase) goes with it; the person's care notes stay.
  return [...paragraphs.filter((p) => RISK_LINE.test(p)), ...paragraphs.filter((p) => /^\*\*Cuidados/.test(p))].join("\n\n");
}
