/** Said when the same refusal or care would be repeated word for word on the next turn. */
const SAID_ABOVE = "Isso continua valendo para o que você perguntou agora; os motivos estão na minha mensagem anterior.";

/** The same gate reply asked for again: its first line, the lines with a number to call, and who to see, not the whole block. */
export function sayItAgainShort(content: string): string {
  const paragraphs = content.split("\n\n");
  if (paragraphs.length < 3) return content;
  const lifeline = paragraphs.slice(1, -1).filter((p) => /\b(188|192)\b/.test(p));
  return [paragraphs[0], SAID_ABOVE, ...lifeline, paragraphs.at(-1)].join("\n\n");
}
