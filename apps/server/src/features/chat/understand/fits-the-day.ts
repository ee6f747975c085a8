/**
 * A meal still to come weighed against what is left of the day: "se eu jantar um cachorro quente, estoura?", "cabe um
 * açaí ainda hoje?", "dá pra tomar uma cerveja sem passar da meta?", "uma pizza à noite passa do meu limite?". The food
 * is what the person may eat, not a meal to log; the answer is the room left in the day.
 */
const EAT = String.raw`(?:jantar|jantasse|almocar|almocasse|comer|comesse|tomar|tomasse|beber|bebesse|lanchar|lanchasse|pedir|pedisse|mandar|encaixar|atacar|cair de boca n[ao]|comer mais|tomar mais)`;
const OVER = String.raw`(?:estoura\w*|estouro|passa|passo|passaria|passar|ultrapass\w+|extrapol\w+|sai da|saio da|sair da|furo|fura|furar|cabe|caberia|fico dentro|fica dentro|ficar dentro|da|daria|ainda da|tudo bem)`;
const LIMIT = String.raw`(?:(?:a |da |na |minha |da minha |na minha |o |do |no |meu |do meu |no meu )?(?:meta|limite|dieta|calorias do dia|conta do dia|cota))`;

const IF_I_EAT = new RegExp(String.raw`\bse (?:eu )?(?:ainda )?${EAT} (?:mais )?(.+?)(?: (?:hoje|hj|agora|a noite|de noite|no jantar|mais tarde|depois))*[, ]+(?:eu |isso |ai |entao )?(?:ainda )?${OVER}\b`);
const DOES_IT_FIT = new RegExp(String.raw`^(?:e |mas |sera que |sera q )?(?:ainda )?(?:cabe|caberia|da pra|daria pra|consigo|posso)(?: ainda)? (?:${EAT} )?(?:mais )?(.+?)(?: (?:ainda|hoje|hj|agora|a noite|de noite|no jantar|mais tarde))*(?: (?:sem (?:passar|estourar|sair|furar)(?: d[aeo])?(?: ${LIMIT})?|(?:na|dentro da) ${LIMIT}|no ${LIMIT}))`);
const PLAIN_FIT = /^(?:e |mas |sera que |sera q )?(?:ainda )?(?:cabe|caberia) (?:mais )?((?:um|uma|1|2|dois|duas|meia|meio) .+?)(?: (?:ainda|hoje|hj|agora|a noite|de noite|no jantar|mais tarde))*$/;
/** "dá pra comer um pudim ainda ou estoura?", "posso tomar uma cerveja hoje ainda?": an amount of a food with the day's "ainda". */
const STILL_TODAY = new RegExp(String.raw`^(?:e |mas |sera que |sera q )?(?:ainda )?(?:da pra|daria pra|posso|consigo|rola)(?: ainda)? ${EAT} (?:mais )?((?:um|uma|1|2|dois|duas|meia|meio|umas?|uns) .+?)(?: (?:hoje|hj|agora|a noite|de noite|mais tarde|ainda))*(?: ou (?:estoura|passa|nao|vai estourar|passo|estouro|ja era|ja passou))?$`);
/** "posso tomar duas latinhas no churras mais tarde?", "dá pra comer um pedaço de bolo na festa hoje?": an amount for an occasion to come. */
const AT_AN_OCCASION = new RegExp(String.raw`^(?:e |mas |sera que |sera q )?(?:posso|da pra|daria pra|rola|consigo)(?: ainda)? ${EAT} (?:mais )?((?:um|uma|1|2|3|dois|duas|tres|meia|meio|umas?|uns) .+?) (?:(?:no|na|num|numa) (?:churras\w*|festa|aniversario|niver|happy hour|bar|boteco|jogo|casamento|confraternizac\w*|rodizio|pizzaria|lanchonete)|mais tarde|hoje a noite|hj a noite|a noite|de noite)(?: (?:mais tarde|hoje|hj|a noite|de noite|hoje a noite|hj a noite))*$`);
const FOOD_OVER = new RegExp(String.raw`^(?:e )?((?:um|uma|1|2|dois|duas|meia|meio) .+?)(?: (?:hoje|hj|agora|a noite|de noite|no jantar|mais tarde))* (?:estoura|passa|ultrapassa|fura|extrapola|cabe)(?: d[aeo]| n[ao])? ${LIMIT}`);

/** A number the person gives as their own daily calories ("minha meta é 1800", "meu limite é de 2000 kcal"). */
const OWN_CALORIES = /\b(?:meta|limite|dieta)\s(?:e\s|eh\s|de\s|e de\s|ta em\s|esta em\s|sao\s)?(\d{3,4})(?!\s?(?:mg|g|ml|gramas|miligramas|mililitros|passos|reais|litros?)\b)\s?(?:kcal|calorias|cal)?\b/;

export type TFitsTheDay = { food: string; ownCalories: number | null };

/** "quanto sobra pra janta? dá pra uma tapioca com frango?": the room left asked, then the food weighed against it. */
const ROOM_THEN_FOOD = new RegExp(String.raw`\b(?:quanto (?:sobra|falta|resta|me resta|ainda tenho)|sobra quanto)\b.*?\b(?:da pra|daria pra|cabe|caberia|rola|posso)(?: ainda)? (?:${EAT} )?(?:mais )?((?:um|uma|1|2|dois|duas|meia|meio|umas?|uns) .+?)(?: (?:hoje|hj|agora|a noite|de noite|no jantar|na janta|mais tarde|ainda))*$`);

export function readFitsTheDay(folded: string): TFitsTheDay | null {
  const text = folded.replace(/[?!.]+\s*$/, "").trim();
  const m = IF_I_EAT.exec(text) ?? DOES_IT_FIT.exec(text) ?? PLAIN_FIT.exec(text) ?? (/\bainda\b/.test(text) ? STILL_TODAY.exec(text) : null) ?? AT_AN_OCCASION.exec(text) ?? FOOD_OVER.exec(text) ?? ROOM_THEN_FOOD.exec(text);
  const food = m?.[1]?.replace(/^(?:um|uma|o|a) (?=\d)/, "").trim();
  if (!food || food.split(" ").length > 8) return null;
  return { food, ownCalories: ownDailyCalories(text) };
}

/** The daily calories the person says are theirs, within what a day can be; null when none is said. */
export function ownDailyCalories(folded: string): number | null {
  const own = OWN_CALORIES.exec(folded);
  const calories = own ? Number(own[1]) : null;
  return calories !== null && calories >= 800 && calories <= 5000 ? calories : null;
}

/** "dá pra comer mais uma?", "posso mais um?", "cabe outra?": one more of what was just eaten, the food left unsaid. */
const ONE_MORE = /^(?:e |mas |sera que |sera q |sera que eu )?(?:ainda )?(?:da pra|daria pra|posso|consigo|rola|cabe|caberia|pode|eu posso)(?: ainda)?(?: (?:comer|tomar|beber|pegar|repetir|mandar|encaixar))?(?: ainda)? (?:mais (um|uma|1|2|dois|duas|meio|meia)|(outr[oa]))(?: (?:ainda|hoje|hj|agora|a noite|de noite|mais tarde|sem (?:passar|estourar)(?: d[ao] (?:meta|limite))?))*$/;

/** How many more of the food just eaten the person asks about ("mais uma" → 1), or null. */
export function oneMoreAsked(folded: string): number | null {
  const m = ONE_MORE.exec(folded.replace(/[?!.]+\s*$/, "").trim());
  if (!m) return null;
  const said = m[1] ?? "1";
  return /^(?:2|dois|duas)$/.test(said) ? 2 : /^mei/.test(said) ? 0.5 : 1;
}

