/**
 * A question about the day as a whole, read as a question of progress (how much it came to, how much is left, whether
 * it passed) joined to what it is measured by (the day, everything eaten, the target, a number of calories):
 * "quanto deu tudo hoje?", "e no total, quanto já comi hj?", "quanto falta pras 2500?", "passei dos 1400?",
 * "isso estoura a meta?", "já bati a meta?". A question about one food or the card alone is not one.
 */
const TODAY = String.raw`(?:hoje|hj|o dia|no dia|do dia|dia todo|dia inteiro|ate agora|ate aqui|ate o momento)`;
const SO_FAR = String.raw`(?:deu|da|ta|tá|esta|foi|somou|soma|fica|ficou|fechou|fecha|bateu|vai|vou|estou|to)`;
const NOT_KCAL = String.raw`(?!\s?(?:passos|reais|g|gr|ml|mg|gramas|kg|km|metros)\b)`;
const MEASURE = String.raw`(?:meta|metas|limite|objetivo|cota|teto|dieta|calorias do dia|\d\.\d{3}${NOT_KCAL}|\d{3,4}${NOT_KCAL})`;
/** The word before the target: "passei dos 1400", "cheguei na meta", "bati a minha meta", "estourei o limite". */
const TO = String.raw`(?:(?:d|n|pr|a)?[ao]s? |de |para |ate )?(?:minha |meu |a minha |o meu )?`;

const HOW_MUCH_SO_FAR = new RegExp(String.raw`\b(?:quanto|qto|qnto|qnt)\b(?: (?:eu|ja|que|q))* ${SO_FAR}\b.*\b(?:${TODAY}|tudo|no total|o total)\b|\b(?:e )?no total\b.*\b(?:quanto|qto|qnto|comi|${TODAY})\b|\btotal (?:de hoje|do dia|ate agora)\b`);
const LEFT = new RegExp(
  String.raw`\b(?:quanto|qto|qnto|qnt|quantas calorias)\b(?: (?:ainda|eu|ja|que|q|mais))* (?:falta|faltam|sobra|sobram|sobrou|resta|restam)\b(?!.*\b(?:peso|kg|quilos|tempo|dias|semanas|meses|anos|minutos|horas)\b)|\b(?:quanto|qto|qnto|quantas calorias)\b(?: eu)? (?:ainda|mais) (?:posso|consigo|da pra|tenho pra) comer\b|\b(?:quanto|qto|qnto|quantas calorias)\b(?: (?:ainda|eu|ja|que|q))* (?:tenho|me resta|resta)\b(?: de (?:calorias?|kcal))?(?: (?:ainda|sobrando|livres?|disponive(?:l|is)))*(?: (?:pra|para|no|do))? (?:hoje|hj|o dia|dia)\b`,
);
const PASSED = new RegExp(String.raw`\b(?:passei|estourei|ultrapassei|extrapolei|furei|bati|atingi|cheguei|alcancei|fechei|completei)\b (?:ja )?${TO}${MEASURE}\b|^(?:e )?(?:ai |entao |agora )?(?:sera que )?(?:eu )?(?:ja )?(?:passei|estourei|ultrapassei|extrapolei)(?: ja)?(?: ne| hoje| hj)?$`);
/** "isso estoura a meta?", "isso passa da minha meta do dia?", "com isso eu passo do limite?". */
const THIS_OVER = new RegExp(String.raw`\b(?:isso|isto|assim|com isso|ai|entao)\b.*\b(?:estoura|estourou|estourei|passa|passou|passei|passo|ultrapassa|ultrapassou|extrapola|fura|furou|cabe|coube|fica dentro|ficou dentro)\b (?:${TO})?(?:${MEASURE}|${TODAY})\b`);

/** "tô dentro ainda?", "continuo abaixo?", "fiquei acima?": where the day stands, the target left unsaid. */
const WHERE_I_STAND = /^(?:e )?(?:ai )?(?:ainda )?(?:eu )?(?:to|tou|estou|fiquei|fico|continuo|sigo|ta|tá) (?:ainda )?(?:dentro|fora|acima|abaixo|no limite)(?: ainda| hoje| hj| ne)*$/;

/** "tá perto dos 3000 ou tá longe ainda?", "falta muito pra meta?": how near the target the day is. */
const NEAR = new RegExp(String.raw`\b(?:perto|longe|proxim[oa]|quase)\b (?:${TO})?${MEASURE}\b|\bfalta (?:muito|pouco)\b (?:${TO})?(?:${MEASURE}|${TODAY})\b`);

/** The day's target in kcal, never a diet or a goal ("essa dieta bate com meu objetivo?" asks of the diet). */
const DAY_TARGET = String.raw`(?:meta|metas|limite|cota|teto|calorias do dia|\d\.\d{3}${NOT_KCAL}|\d{3,4}${NOT_KCAL})`;
/** "bate com a meta?", "tá de acordo com o meu limite?", "fiquei dentro da meta?": the day held against the target. */
const AGAINST = new RegExp(String.raw`\b(?:bate|bateu|batendo|confere|conferiu|encaixa|encaixou|combina|condiz|de acordo|dentro|fora|acima|abaixo)\b (?:com (?:a |o )?|d[ao] |n[ao] |a |o )?(?:minha |meu |a minha |o meu )?${DAY_TARGET}\b(?! de (?:peso|emagrecer|perder|ganhar|proteina|agua|passos))`);

export function asksAboutTheDay(folded: string): boolean {
  return HOW_MUCH_SO_FAR.test(folded) || LEFT.test(folded) || PASSED.test(folded) || THIS_OVER.test(folded) || WHERE_I_STAND.test(folded) || NEAR.test(folded) || AGAINST.test(folded);
}

/** How a day is told ("meu dia hj:", "resumo do meu dia:"). */
const DAY_OPENER = /\b(?:meu dia|resumo do (?:meu )?dia|resumo de hoje|hoje ate agora|ate agora hoje)\b/;

/** "meu dia hj: 1 iogurte e 3 bolachas", "resumo do meu dia: café, banana e torrada": the day told with its foods, not a question about it. */
export function dayToldWithFoods(folded: string, foods: number): boolean {
  return foods > 0 && DAY_OPENER.test(folded) && !asksAboutTheDay(folded);
}

/** The question names the day itself ("hoje", "o dia", "a meta"), not only "tudo" or "o total": with a card open, that is the card. */
export function namesTheDay(folded: string): boolean {
  return new RegExp(String.raw`\b(?:${TODAY}|${MEASURE})\b`).test(folded) || LEFT.test(folded) || PASSED.test(folded) || WHERE_I_STAND.test(folded) || NEAR.test(folded);
}

/** "passei dos 1400?", "quanto falta pras 2500?": daily calories named in the question itself. */
export function caloriesInDayQuestion(folded: string): number | null {
  const m = /\b(?:d[oa]s|pr[ao]s|pra|para|as|os|nos|nas|de|ate)\s(\d\.\d{3}|\d{4})\b(?!\s?(?:g|mg|ml|gramas|passos|reais)\b)/.exec(folded);
  const kcal = m ? Number(m[1]!.replace(".", "")) : null;
  return kcal !== null && kcal >= 1000 && kcal <= 5000 ? kcal : null;
}

const ATE_TODAY = /^(?:e )?(?:quanto|qto|qnto)(?: eu)?(?: ja)? (?:comi|consumi|ingeri)\b.*\b(?:hoje|hj|ate agora|no dia)\b/;
const NUTRIENT_WORD = /\b(?:proteinas?|prot|carboidratos?|carbos?|gorduras?|fibras?|sodio|sal|acucar(?:es)?)\b/;

/**
 * "quanto deu até agora, quanto falta e quanto de proteína já foi?": besides a nutrient, a clause of its own asks the day's
 * calories, so the answer is the whole day with the nutrient in it, not the nutrient alone.
 */
export function asksDayCaloriesToo(folded: string): boolean {
  if (/\b(?:calorias?|kcal)\b/.test(folded)) return true;
  return folded.split(/[,;?]| e (?=quanto|qto|qnto|quantas|ja |se )/).some((clause) => !NUTRIENT_WORD.test(clause) && (asksAboutTheDay(clause.trim()) || ATE_TODAY.test(clause.trim())));
}

/** "e comparado com ontem?", "comi mais que ontem?", "e ontem?": the day set against the day before. */
const AGAINST_YESTERDAY = /\b(?:compar\w*|em relacao a|diferenca|(?:mais|menos) (?:do )?que|igual a|que nem|vs|versus)\b.*\bontem\b|^(?:e |mas )*(?:o |a )?(?:de )?ontem\b(?: (?:como foi|foi quanto|deu quanto|quanto deu))?$/;
/** Words that make a message about the day's eating. */
const DAY_WORDS = /\b(?:comi|consumi|comendo|dia|calorias?|kcal|meta|proteinas?|hoje)\b/;

/**
 * "e comparado com ontem?" after "quanto eu comi hoje?", "comi mais que ontem?": today's diary against yesterday's. A meal
 * told of yesterday ("ontem comi pizza") compares nothing.
 */
export function asksAgainstYesterday(folded: string, previousFolded: string | null): boolean {
  if (!AGAINST_YESTERDAY.test(folded) || folded.split(" ").length > 14) return false;
  return DAY_WORDS.test(folded) || (previousFolded !== null && (asksAboutTheDay(previousFolded) || ATE_TODAY.test(previousFolded)));
}
