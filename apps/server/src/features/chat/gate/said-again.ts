/** "e se for só 3 g?", "só meio copo?", "uns 2 copos por dia?", "de vez em quando pode?": the refused request, made smaller. */
export const MADE_SMALLER =
  /^(e )?(se (for|fosse|eu tomar|eu usar|eu comer|eu beber)|so (um|uma|meio|meia|um pouco|\d)|um pouquinho|pouquinho|de vez em quando|uma vez so|e (um|uma|meio|meia) )\b|\b(so|apenas|somente) (um pouco|um pouquinho|meio|meia|\d+ ?(g|ml|mg|copos?|doses?|latinhas?|scoops?|colher\w*))\b|\b(uns|umas) \d+ (copos?|doses?|latinhas?|xicaras?|gotas|capsulas|comprimidos)\b|\b(nem )?(um )?pouco menos\b|\btipo \d{3,4}\b/;

/** "tomo 2x ao dia, blz?", "to bebendo todo dia de manhã": one's own use of what was just refused, told with how often. */
export const USE_TOLD =
  /\b(?:tomo|to tomando|tou tomando|estou tomando|uso|to usando|bebo|to bebendo|tomei|usei)\b(?: \w+){0,3}? (?:\d+ ?x|\d+ vezes|uma vez|duas vezes|tres vezes|todo dia|todos os dias|por dia|ao dia|de manha|a noite|antes de dormir|depois do almoco|em jejum)\b/;

/** "normal?", "tem problema?", "e agora?": a few words that ask about what was just said, with nothing of their own. */
export const ABOUT_WHAT_WAS_SAID =
  /^(?:e |mas |ue )?(?:isso |e isso )?(?:e |eh |seria |ta |fica )?(?:normal|tem problema|algum problema|problema|perigoso|grave|serio|ruim|ok|de boa|tranquilo|faz mal|pode|posso|da pra|e agora|o que eu faco|oq eu faco|e ai|mesmo|certeza|nada)$/;

/**
 * The same refusal or care a second time in a row ("posso tomar uns 2 copos por dia?" after "não tome chá seca
 * barriga"): the answer to the new question first, the reason once more in short, the referral; never the whole text again.
 */
export function notTheSameAgain(content: string, lastReply: string | null, folded: string): string {
  // A new question after the refusal ("é normal sentir tontura?", "devo tomar mais um?") keeps the whole answer.
  const short = ABOUT_WHAT_WAS_SAID.test(folded) || USE_TOLD.test(folded);
  if (!MADE_SMALLER.test(folded) && !short) return content;
  const paragraphs = content.split("\n\n").filter((p) => p.trim());
  const reason = paragraphs[0] ?? "";
  // The same opening said last turn (the reply then may have carried a note before or after it).
  if (lastReply === null || paragraphs.length < 2 || !lastReply.includes(reason)) return content;
  const referral = paragraphs.length > 1 ? paragraphs.at(-1)! : "";
  const lead = short ? "**Não é seguro, e a resposta continua a mesma.** Resumindo o que eu disse acima:" : "**A resposta continua a mesma, mesmo em pouca quantidade ou só de vez em quando.** Resumindo o que eu disse acima:";
  return [lead, reason, referral].filter(Boolean).join("\n\n");
}
