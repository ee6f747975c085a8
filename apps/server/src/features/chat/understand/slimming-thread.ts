import { foldText } from "../chat.text";
import { SLIMMING_PRODUCT } from "./stated-facts";

/**
 * A tea, capsule or powder sold by its promise: "chá misto que seca 5kg em 1 semana", "chá emagrece já que vi no insta",
 * "cápsula que derrete a gordura". The product's name may be anything; what makes it one is the promise said of it.
 */
const PROMISE = /\b(?:chas?|capsulas?|gotas|shakes?|po|composto|formula|produto|mistura|blend)\b.*\b(?:seca|secar|perde|perder|elimina|eliminar|tira|tirar|queima|queimar|derrete|derreter|emagrece|emagrecer)\w* (?:\d+ ?(?:kg|kilos?|quilos?)|(?:a |na |de )?barriga|(?:a )?gordura|(?:o )?inchaco|ja|rapido|em \d+ dias)\b|\bchas? (?:emagrece ja|emagrecedor\w*|seca tudo|milagros\w*|do insta\w*)\b/;

/** "quanto posso tomar por dia?", "qual a melhor hora?", "e de noite antes de dormir?": how to use what was just asked about. */
const HOW_TO_USE = /\b(?:quanto|quantas?|quantos|qual (?:a )?(?:melhor )?hora|que horas?|horario|de noite|a noite|antes de dormir|em jejum|de manha|por dia|ao dia|xicaras?|copos?|vezes|como (?:eu )?(?:tomo|uso|faco|preparo)|como tomar|como usar|modo de usar|posso tomar|pode tomar|dose|funciona|faz efeito|resolve|vale a pena)\b/;

/**
 * The message that names the slimming product asked about: this one, or the one before when this one asks how to use
 * it; null when neither does. A tea named of its own ("e chá verde, pode?") is asked of its own.
 */
export function slimmingProductAsked(folded: string, earlier: readonly string[]): string | null {
  // Named with its promise in this message; a tea asked by a plain slimming word ("chá verde emagrece?") keeps its article.
  if (PROMISE.test(folded)) return folded;
  if (!usesIt(folded)) return null;
  // "qual a melhor hora?" after "quanto posso tomar?" after the product: the questions between only asked how to use it.
  for (const said of [...earlier].reverse().slice(0, 3).map(foldText)) {
    if (PROMISE.test(said) || SLIMMING_PRODUCT.test(said)) return said;
    if (!usesIt(said)) return null;
  }
  return null;
}

/** A short question of how to use the thing talked about, naming no tea of its own. */
function usesIt(folded: string): boolean {
  return folded.split(" ").length <= 12 && HOW_TO_USE.test(folded) && !/\b(?:cha (?:de |verde|preto|mate)|camomila|cidreira|hortela|hibisco|cafe)\b/.test(folded);
}
