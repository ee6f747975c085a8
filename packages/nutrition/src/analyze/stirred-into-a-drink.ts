/**
 * A spoon said without its size is read by where it went: sugar, honey or sweetener said as put into coffee, tea or a
 * mate ("1 colher de açúcar no café", "2 colheres de mel no chá") is stirred in with the cup's small spoon, never 12 g a
 * spoon. Said beside the drink ("café com 2 colheres de açúcar"), the plain spoon stays the survey's tablespoon, as the
 * POF meals the engine is measured on record it (decision 188); so does a spoon on anything else ("iogurte com 1 colher
 * de mel").
 */
const DRINK = String.raw`(?:caf[eé]s?|cafezinhos?|pingados?|ch[aá]s?|cap+u?c+ino|mate|chimarr[aã]o|expresso|espresso)(?!\p{L})`;
const INTO_THE_DRINK = new RegExp(String.raw`^\s+(?:n[oa]|pr[oa]|em|dentro do)\s+(?:(?:meu|minha|seu|sua|cada)\s+)?${DRINK}`, "iu");
const PLAIN_SPOON_OF_SWEET =
  /(?<!\p{L})(colher(?:es)?)(?!\s+(?:de\s+)?(?:sopa|ch[aá]|caf[eé]|sobremesa|servir|arroz|pau)(?!\p{L}))((?:\s+(?:bem\s+)?(?:cheias?|rasas?))?\s+(?:de\s+|d\s+)?(?:a[cç][uú]car|mel|ado[cç]ante|mascavo|demerara)(?!\p{L}))/giu;

/**
 * "leite com achocolatado": a chocolate powder said after the milk it went into is the powder, never a second cup of the
 * ready chocolate milk beside the milk.
 */
const POWDER_IN_MILK = /(?<!\p{L})(leite(?:\s+(?:integral|desnatado|semi(?:desnatado)?|quente|gelado|morno))?\s+com\s+achocolatado)(?!\s+(?:em\s+p[oó]|pronto|de\s+caixinha|l[ií]quido))(?!\p{L})/giu;

/**
 * The message with what went into a drink read as such: a plain spoon of something sweet put into a stirred drink is the
 * teaspoon, and a chocolate powder stirred into milk is the powder.
 */
export function withWhatWentIntoTheDrink(text: string): string {
  const powdered = text.replace(POWDER_IN_MILK, "$1 em pó");
  return powdered.replace(PLAIN_SPOON_OF_SWEET, (whole: string, spoon: string, rest: string, at: number) =>
    INTO_THE_DRINK.test(powdered.slice(at + whole.length)) ? `${spoon} de chá${rest}` : whole,
  );
}
