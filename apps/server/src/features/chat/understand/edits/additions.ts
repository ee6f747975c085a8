import { analyze } from "@nutriguia/nutrition";
import { findPart, render, type TMealEdit, type TPart } from "../meal-parts";

/** Additions to the pending card as people say them; `addition` gives what is added. */

/** "ah e teve pudim", "e coloquei 2 colheres de leite ninho", "também comi", "esqueci do arroz", "faltou o suco": something the card left out. */
const ADD = /^(?:ah\s+)?(?:e\s+)?(?:(?:ah\s+e|ah|e)\s+(?:teve|tinha|rolou|tomei|comi|bebi|coloquei|botei|pus|adicionei|acrescentei)(?:\s+tambem)?|mais|e mais|junto (?:tomei|comi|bebi)|(?:tambem|tb|tbm)\s+(?:teve|tinha|comi|tomei|bebi|rolou)|(?:teve|tinha|rolou)\s+tambem|esqueci\s+(?:de\s+(?:falar|dizer|colocar|botar)\s+)?(?:o|a|os|as|do|da|dos|das|que\s+(?:teve|tinha|comi|tomei|bebi))?|faltou|acrescenta|acrescente|adiciona|adicione|inclui|inclua|coloca tambem|poe tambem)\s+(.+)$/;

/** What an addition names, without "conta?" or "também" after it; "um refri 600" is a 600 ml bottle. */
export function addedText(said: string): string {
  return said
    .replace(/\s+(?:conta|entra|vale|soma|conta tambem|tambem conta|tambem|tb|tbm|junto)$/, "")
    .replace(/\b(refri\w*|coca|guarana|cerveja|agua|suco)\s+(\d{3,4})\b(?!\s*(?:ml|l|g)\b)/, "$1 $2 ml");
}

/** "coloquei um ovo dentro", "botei queijo ralado por cima": something put into the dish of the card. */
const PUT_INTO = /^(?:eu\s+)?(?:coloquei|botei|pus|joguei|acrescentei|adicionei|misturei)\s+(?!no lugar\b)(.+?)\s+(?:dentro|junto|nele|nela|no meio|em cima|por cima)$/;

/** "coloca 1 banana", "bota ai um suco": a food put on the card ("coloca como jantar" moves it, read elsewhere). */
const PUT_IN = /^(?:coloca ai|bota ai|poe ai|coloca|coloque|poe|bota|boto)\s+(?!como\b|no\b|na\b|pro\b|pra\b|para\b|em\b|de\b|mais\b|tambem\b|isso\b)(.+)$/;
/** "coloca 2 ovos fritos tb": an addition with its "também" at the end. */
const ALSO_AT_END = /^(?:coloca|coloque|poe|bota|acrescenta|adiciona|inclui|soma|teve|tinha)\s+(.+?)\s+tambem$/;

/** "e de noite comi uma tapioca", "no jantar tomei sopa": another meal at another time, told after this one. */
export const NEW_OCCASION = /\b(de noite|a noite|noite|no jantar|na janta|de janta|de jantar|pra janta|no almoco|de almoco|de tarde|a tarde|no lanche|de lanche|no cafe da manha|de manha|mais tarde|depois do (almoco|jantar|cafe|lanche)|ontem|hoje cedo|na ceia|de madrugada|as \d{1,2} ?h)\b/;

/** "sobremesa um pedacinho de cocada", "pra beber um suco": the dessert or the drink of the meal on the card. */
const DESSERT_OR_DRINK = /^(?:e\s+)?(?:de\s+|na\s+|pra\s+|para\s+)?(?:sobremesa|bebida|beber)\s+(?:foi\s+|teve\s+|tomei\s+|comi\s+)?(.+)$/;

/** "tinha 1 colher de açúcar", "teve 2 colheres de leite ninho": what the card's food had, said with its amount ("tinha pouco arroz" says how much, not what). */
const HAD_COUNTED = /^(?:tinha|teve|levou|vinha|foi com|era com)\s+((?:\d+|um|uma|dois|duas|tres|meia|meio)\s+\S.*)$/;

/** "pão de queijo também": a food said with "também" at the end and nothing else. */
const ALSO_ALONE = /^(?:e\s+)?(.+?) (?:tambem|tb|tbm)$/;

/** What the message adds to the card ("e teve pudim", "coloca 1 banana", "coloquei um ovo dentro"), or null. */
export function addition(folded: string): string | null {
  const alone = ALSO_ALONE.exec(folded);
  const food = alone && analyze(alone[1] as string).items.length > 0 && analyze(alone[1] as string).unread.length === 0 ? alone : null;
  const add = ADD.exec(folded) ?? HAD_COUNTED.exec(folded) ?? ALSO_AT_END.exec(folded) ?? PUT_IN.exec(folded) ?? PUT_INTO.exec(folded) ?? DESSERT_OR_DRINK.exec(folded) ?? food;
  return add ? (add[1] as string) : null;
}

/** "coloquei azeite na salada", "coloca manteiga na tapioca tbm", "usei requeijão no pão": something put on a food of the card. */
const PUT_ON = /^(?:eu\s+)?(?:coloquei|botei|pus|usei|joguei|passei|coloca|coloque|poe|bota|acrescenta|adiciona|passa)\s+(?:(?:ai|tambem|tb|tbm)\s+)?(?!no lugar\b|isso\b|tudo\b|como\b)(.+?)\s+(?:n[oa]s?|em cima d[oa]s?|por cima d[oa]s?|dentro d[oa]s?)\s+(.+?)(?:\s+(?:tambem|tb|tbm))?$/;

/** The food put on a food of the card, added beside it; null unless the place named is a food of the card. */
/** ", uma colher de chá" after the place: how much of what was put on, never of the food it was put on. */
const AMOUNT_AFTER = /^(.+?),?\s+((?:\d+|um|uma|dois|duas|tres|meia|meio)\s+(?:colher\w*|fio|fiozinho|pitada|fatia\w*|xicara\w*|copo\w*|g|gramas|ml)(?:\s+de\s+(?:sopa|cha|sobremesa|cafe))?)$/;

export function putOnPart(folded: string, parts: TPart[]): TMealEdit | null {
  const said = PUT_ON.exec(folded);
  const after = said ? AMOUNT_AFTER.exec(said[2] as string) : null;
  const place = after ? (after[1] as string) : (said?.[2] as string);
  if (!said || findPart(parts, place) < 0 || findPart(parts, said[1] as string) >= 0) return null;
  const what = addedText(after ? `${after[2]} de ${said[1]}` : (said[1] as string));
  const read = analyze(what);
  if (read.items.length === 0 || read.unread.length > 0) return null;
  return { text: `${render(parts)}, ${what}`, change: `acrescentei ${what}`, added: what };
}

/** "na sopa tb tinha macarrão de letrinha, bem pouco", "no feijão tinha um pouco de bacon": what was in a food of the card. */
const HAD_IN = /^(?:e\s+)?(?:n[oa]s?|dentro d[oa]s?)\s+(.+?)\s+(?:(?:tb|tbm|tambem)\s+)?(?:tinha|teve|levava|levou|vinha|veio)\s+(?:(?:tb|tbm|tambem)\s+)?(.+)$/;
/** "bem pouco", "um pouco de": a little, read as a tablespoon of it (the dish keeps its own amount). */
const A_LITTLE = /(?:^|,?\s+)(?:so\s+)?(?:bem\s+|um\s+|uma\s+)?(?:pouc[oa]|pouquinh[oa])(?:\s+de)?(?=\s|$)/;

export function hadInPart(folded: string, parts: TPart[]): TMealEdit | null {
  const said = HAD_IN.exec(folded);
  if (!said || findPart(parts, said[1] as string) < 0) return null;
  const little = A_LITTLE.test(said[2] as string);
  const food = (said[2] as string).replace(A_LITTLE, " ").replace(/\s+/g, " ").trim();
  // "tinha 1 colher de queijo ralado", "uns pedacinhos de calabresa": the amount said is kept.
  const counted = /^(?:\d+|um|uma|uns|umas|dois|duas|tres)\s/.test(food);
  if ((!little && !counted) || findPart(parts, food) >= 0) return null;
  const what = little ? `1 colher de sopa de ${food}` : food;
  const read = analyze(what);
  if (read.items.length === 0 || read.unread.length > 0) return null;
  return { text: `${render(parts)}, ${what}`, change: little ? `acrescentei um pouco de ${food}` : `acrescentei ${what}`, added: what };
}
