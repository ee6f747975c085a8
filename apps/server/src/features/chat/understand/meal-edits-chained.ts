import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { amountsPerFood } from "./edits/amount-per-food";
import { editText } from "./edits/edit-text";
import { partsOf } from "./meal-parts";
import { editMeal, type TMealEdit } from "./meal-edits";

/** "foi de 300 ml", "e sem o leite condensado", "troquei por banana", "e o arroz 3 colheres": clauses of one message, each an edit of its own. */
const CLAUSES = /[,;]|[.!](?=\s)|\s+e\s+(?=sem\b|tira|troquei|troca|era\b|foi\b|mais\b|tamb|em vez|no lugar|ao inv|de\s|(?:foram|eram)\s+(?:so\s+)?(?:\d|um|uma|dois|duas|tres|quatro|meia|meio)\b|(?:o|a|os|as)\s+\S+(?:\s+\S+){0,2}\s+(?:foi|era|foram|eram|\d|um|uma|dois|duas|meia|meio)\b|(?:tomei|comi|bebi|coloquei|botei|pus|adicionei|acrescentei)\s+(?:so\s+|apenas\s+|mais\s+)?(?:meia|meio|metade|um|uma|\d)|(?:poe|coloca|bota|acrescenta|adiciona)\s+mais\b)/i;
/** "foram 2 colheres de arroz, meia concha de feijão e só 1 bife": after a correction's opening, each amount is a clause of its own. */
const COUNTED = /[,;]|[.!](?=\s)|\s+e\s+(?=(?:so|apenas|somente)\s+(?:um|uma|\d+|dois|duas|tres|quatro|meia|meio)\b|(?:um|uma|\d+|dois|duas|tres|quatro|meia|meio)\s+(?:latas?|latinhas?|fatias?|copos?|garrafas?|colher(?:es)?|conchas?|pedacos?|unidades?|xicaras?|pratos?|porc(?:ao|oes)|bolas?|potes?)\b)/i;
/** How a correction opens ("foram…", "o arroz foi…"), unlike the meal told again in detail ("alface, tomate e 1 colher de azeite"). */
const CORRECTION_OPENS = /^(?:(?:pera|ops|opa|errei|corrigindo|alias|na verdade|na vdd|na real|ah)[\s,]+)*(?:foram|eram|foi|era|so|apenas|o|a|os|as|tira|troca|tirei)\b/i;
/** ", tipo metade do fundo", ", só metade" at the end: a share that says how much the clause before meant. */
const AS_A_SHARE = /,\s*(?=(?:tipo\s+|uns\s+|umas\s+|mais ou menos\s+|quase\s+)*(?:metade|1\/2|um ter[cç]o|1\/3|dois ter[cç]os|2\/3|o dobro) d[oa] (?:fundo|raso|rasa|grande|pequen[oa]|normal|outr[oa]|m[eé]di[oa]|que))|,\s*(?=(?:s[oó]|apenas|comi s[oó]|foi s[oó])\s+(?:uns\s+|umas\s+)?(?:metade|1\/2|um ter[cç]o|1\/3|dois ter[cç]os|2\/3|um quarto|1\/4)\s*[.!]*$)/gi;
/** "4 colheres", "uma fatia": a clause that is only an amount. */
const MEASURE_ALONE = /^(?:uns |umas )?(?:\d+|um|uma|dois|duas|tres|quatro|cinco|meia|meio) (?:colher\w*|xicara\w*|copo\w*|fatia\w*|unidade\w*|pedac\w*|concha\w*|escumadeira\w*|bola\w*|pote\w*|lata\w*|prato\w*|g|gramas|ml)(?: de (?:sopa|cha|sobremesa))?$/;

/** "umas 3", "foram 2": a count alone, of the food the clause before brought in ("tira o pão, foi torrada, umas 3"). */
const COUNT_ALONE = /^(?:(?:foram|eram|uns|umas|tipo|so)\s+)*(\d+|um|uma|dois|duas|tres|quatro|cinco|seis)$/;

/** "troquei por banana" after a food was taken out: the food that came in its place. */
const IN_ITS_PLACE = /^(?:e\s+)?(?:troquei|troca|troquei ele|troquei ela|substitui|coloquei|botei|pus|foi|era)\s+(?:por|pel[oa]s?)\s+(.+)$/;

/** "era um pão de queijo" right after "tira o croissant": what was eaten in its place, with its own count. */
const WAS_INSTEAD = /^(?:e\s+)?(?:era|foi|eram|foram)\s+((?:um|uma|\d+|dois|duas|tres)\s+.+)$/;

/** "era manteiga", "foi geleia" right after "tira o queijo": a food said alone is what came in its place. */
function wasAFood(clause: string): RegExpExecArray | null {
  const said = /^(?:e\s+)?(?:era|foi|eram|foram)\s+(.+)$/.exec(clause);
  // "tira o frango, era só legumes" says what was left, never a food put in.
  return said && !/^(?:so|apenas|somente)\b/.test(said[1] as string) && analyze(said[1] as string).items.length > 0 ? said : null;
}

/** The changes said in one line; swaps one after another share their verb ("troquei pão por pão integral e nescau por toddynho"). */
function joinChanges(said: readonly string[]): string {
  // "o café era puro, sem leite": once another clause changed the card, "sem leite" finding no milk of its own says nothing.
  const kept = said.length > 1 ? said.filter((c) => !c.startsWith("mantive como estava")) : said;
  // "foram 3, das pequenas": a later clause that says the same food again ("coxinha: 3 pequenas") is the change said.
  const changes = kept.filter((c, k) => !/^[^:;]+: /.test(c) || !kept.slice(k + 1).some((later) => later.startsWith(c.slice(0, c.indexOf(": ") + 2))));
  const swaps = changes.filter((c) => c.startsWith("troquei ")).map((c) => c.slice("troquei ".length));
  const others = changes.filter((c) => !c.startsWith("troquei "));
  const swapped = swaps.length > 0 ? `troquei ${swaps.slice(0, -1).join(", ")}${swaps.length > 1 ? " e " : ""}${swaps.at(-1)}` : null;
  return [...(swapped ? [swapped] : []), ...others].join("; ");
}

/** "uns 5 palitos", "tipo 2 colheres": a clause that only says how much. */
const AMOUNT_NEXT = /^(?:uns|umas|tipo|so|mais ou menos|quase|\d+|um|uma|dois|duas|tres|meia|meio)\b/;

/** "a batata foi pouca, uns 5 palitos": a clause read with the amount said in the clause after it. */
function withItsAmount(clauses: string[], clause: string, text: string): TMealEdit | null {
  const next = clauses[clauses.indexOf(clause) + 1];
  if (!next || !AMOUNT_NEXT.test(editText(next)) || !/^(?:o|a|os|as)\s/.test(editText(clause))) return null;
  const joined = editMeal(`${clause}, ${next}`, text);
  if (joined) clauses.splice(clauses.indexOf(next), 1);
  return joined;
}

/**
 * Several edits in one message ("pera, era de 300ml, e sem o leite condensado, troquei por banana"), applied in order
 * to the card; null unless at least `least` of its clauses are edits ("tira o camarão, n comi, dei pro meu filho" has one,
 * with reasons around it).
 */
export function editInClauses(message: string, mealText: string, least = 2): TMealEdit | null {
  const read = editClauses(message, mealText);
  return read && read.edits >= least ? read.edit : null;
}

/** The clauses' edits applied in order, and how many clauses were edits; null when the message has one clause. */
export function editClauses(message: string, mealText: string): { edit: TMealEdit; edits: number } | null {
  // "e qual é melhor, o bife ou frango?": a question in clauses is a question, never edits.
  if (message.includes("?")) return null;
  // "o prato era raso, tipo metade do fundo": a share of another measure belongs to the clause before it.
  const said = message.replace(AS_A_SHARE, " ");
  const clauses = said
    .split(CLAUSES)
    .flatMap((c) => (CORRECTION_OPENS.test(foldText(said)) ? c.split(COUNTED) : [c]))
    .flatMap((c) => amountsPerFood(c, partsOf(mealText)))
    .map((c) => c.trim())
    .filter(Boolean);
  if (clauses.length < 2 || clauses.some((c) => c.split(/\s+/).length > 8)) return null;
  let text = mealText;
  const changes: string[] = [];
  let tookOut = false;
  let added: string | null = null;
  for (let clause of clauses) {
    const placed = tookOut ? (IN_ITS_PLACE.exec(foldText(clause)) ?? WAS_INSTEAD.exec(editText(clause))) : null;
    const food = tookOut && !placed ? wasAFood(editText(clause)) : null;
    const instead = placed ?? food;
    if (instead) {
      text = `${text}, ${instead[1]}`;
      // "tira a cerveja, foi suco de laranja": one food for another, said as the swap it is.
      const out = food ? /^tirei (.+?)(?::|$)/.exec(changes.at(-1) ?? "")?.[1] : undefined;
      if (out) changes[changes.length - 1] = `troquei ${out} por ${instead[1]}`;
      else changes.push(`coloquei ${instead[1]} no lugar`);
      tookOut = false;
      // "tira o queijo, era manteiga, uma colher de chá": the amount after it is of the food that came in.
      added = instead[1] as string;
      continue;
    }
    // "metade, dividi com minha namorada": the sharing is the reason for the half, not a second halving.
    const sharing = /^(?:eu\s+)?(?:dividi|dividimos|rachei|repartimos)\b/.test(foldText(clause));
    if (changes.length > 0 && sharing && /\b(?:metade|meia|meio|terco|quarto|dividido)\b/.test(changes.at(-1) ?? "")) continue;
    // "a coca era de 2 litros, dividi com mais 3": the sharing is of the food the clause before named.
    const named = /^(?:o|a|os|as)\s+(\S+)\s/.exec(foldText(clauses[clauses.indexOf(clause) - 1] ?? ""));
    if (sharing && named && changes.length > 0) clause = `${named[0]}${clause}`;
    // "o pão era integral e foram 2 fatias": a count with no subject is of the food the clause before named.
    if (named && changes.length > 0 && /^(?:foram|eram|foi|era)\s+(?:so\s+)?(?:\d+|um|uma|dois|duas|tres|quatro|meia|meio)\s+\S/.test(foldText(clause))) clause = `${named[0]}${clause}`;
    // "esqueci do arroz, 4 colheres": the amount of what the clause before added.
    const counted = added ? COUNT_ALONE.exec(editText(clause)) : null;
    const measure = added ? (MEASURE_ALONE.exec(editText(clause))?.[0] ?? (counted ? `${counted[1]}` : null)) : null;
    if (added && measure) {
      const amount = counted ? `${measure} ${added}` : `${measure} de ${added}`;
      text = `${text.slice(0, text.length - added.length)}${amount}`;
      const last = changes.at(-1) ?? "";
      const swapped = /^troquei (.+) por /.exec(last)?.[1];
      changes[changes.length - 1] = swapped ? `troquei ${swapped} por ${amount}` : last.startsWith("coloquei ") ? `coloquei ${amount} no lugar` : `acrescentei ${amount}`;
      added = null;
      continue;
    }
    // "o arroz foi 4 colheres, não um prato": what it was not, after what it was, changes nothing.
    const before = foldText(clauses[clauses.indexOf(clause) - 1] ?? "");
    if (/^nao (?:(?:um|uma|o|a|os|as|dois|duas|\d+) )?(?:prato|pratao|concha|colher|colheres|inteir[oa]|pedaco|fatia|copo|xicara|unidade|porcao|tigela|pote|lata|garrafa)s?\b/.test(foldText(clause)) && /\b(?:foi|era|eram|foram)\b/.test(before)) continue;
    // "eram 3 fatias e de portuguesa": what the card's food was, said without its verb.
    // "foram 500 ml e comi um pastel junto": read with the "e" the split took, a food eaten is added to the card.
    const eaten = changes.length > 0 && /^(?:comi|tomei|bebi|coloquei|botei|pus|adicionei|acrescentei)\s/.test(foldText(clause));
    const edit = editMeal(/^de\s/.test(foldText(clause)) ? `era ${clause}` : clause, text) ?? withItsAmount(clauses, clause, text) ?? (eaten ? editMeal(`e ${clause}`, text) : null);
    if (!edit) continue;
    added = edit.added && text && edit.text.endsWith(edit.added) ? edit.added : null;
    text = edit.text;
    if (edit.change) changes.push(edit.change);
    tookOut = /^tirei\b/.test(edit.change ?? "");
  }
  return changes.length > 0 ? { edit: { text, change: joinChanges(changes) }, edits: changes.length } : null;
}
