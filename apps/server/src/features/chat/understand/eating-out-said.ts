/** Where a meal is served ready to a plate: "bandejão da firma", "refeitório", "RU", "self-service", "por quilo", "marmitex". */
const SERVED = /\b(?:bandejao|bandeijao|refeitorio|restaurante (?:da (?:firma|empresa|facul|faculdade|fabrica|obra)|universitario|popular|do trabalho|do servico|por quilo)|ru|self ?service|selfie service|por quilo|comida (?:da|de) (?:firma|empresa|obra|refeitorio)|marmitex|quentinha|pf|prato feito|buffet)\b/;
/** How to log it asked ("conta como?", "como eu anoto?", "como faço pra registrar?", "dá pra calcular?"). */
const HOW_TO_LOG = /\b(?:conta(?:m)? como|como (?:eu )?(?:conto|anoto|registro|lanco|marco|calculo|coloco|faco)|como (?:que )?(?:faz|faco) (?:pra|para) (?:anotar|registrar|contar|calcular|lancar)|(?:da|tem como|consigo|posso) (?:pra )?(?:anotar|registrar|contar|calcular|lancar)|(?:anotar|registrar|contar|calcular|lancar) (?:isso|ele|ela|a comida|o almoco|a janta)?)\b/;

/** "e o almoço do bandejão da firma, conta como?": how a meal served at work, school or a restaurant is logged. */
export function eatingOutLogAsked(folded: string): boolean {
  return SERVED.test(folded) && HOW_TO_LOG.test(folded) && folded.split(" ").length <= 20;
}
