/**
 * The same refusal or care a second time in a row ("posso tomar uns 2 copos por dia?" after "não tome chá seca
 * barriga"): the answer to the new question first, the reason once more in short, the referral; never the whole text again.
 */
export function notTheSameAgain(content: string, lastReply: string | null): string {
  const paragraphs = content.split("\n\n").filter((p) => p.trim());
  const reason = paragraphs[0] ?? "";
  // The same opening said last turn (the reply then may have carried a note before or after it).
  if (lastReply === null || paragraphs.length < 2 || !lastReply.includes(reason)) return content;
  const referral = paragraphs.length > 1 ? paragraphs.at(-1)! : "";
  return ["**A resposta continua a mesma, mesmo em pouca quantidade ou só de vez em quando.** Resumindo o que eu disse acima:", reason, referral].filter(Boolean).join("\n\n");
}
