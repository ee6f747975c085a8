import { findPart, render, unitWords, type TMealEdit, type TPart } from "../meal-parts";

const COUNT_VALUE: Readonly<Record<string, number>> = { meia: 0.5, meio: 0.5, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 };
const COUNT = String.raw`(\d+|meia|meio|um|uma|dois|duas|tres|quatro|cinco)`;
/** "mais um pedaço" on "2 fatias de pizza": a unit's word, not a food, so the count goes to the card's counted food. */
const UNIT_WORD = /^(?:pedac|fatia|unidade|copo|lat|concha|colher|prato|bola|taca|xicara|garraf|dose|espet|porc)\w*$/;
/** Said after the count and meaning nothing of the amount: "comi outro depois", "foi mais uma na real", "e mais uma ainda". */
const TAIL = String.raw`(?:\s+(?:depois|agora|ainda|mesmo|tambem|tb|tbm|la|ai|em casa|antes de dormir|mais tarde|no final|so))*`;
const OPEN = String.raw`^(?:e\s+)?(?:(?:pera|perai|opa|ah|ops)\s+)?(?:(?:eu\s+)?(?:foi|foram|era|eram|teve|comi|tomei|bebi|peguei|belisquei|mandei)\s+)?`;
/** The food, when said after the count ("outro bife", "uma esfiha a menos"); left out, the card's one counted food. */
const FOOD = String.raw`(?:\s+(?:de\s+)?(.+?))??`;
/** "foi mais um", "comi outro depois", "e mais uma", "foram mais duas", "comi outros 2", "foi outro bife". */
const ONE_MORE = new RegExp(String.raw`${OPEN}(?:mais\s+${COUNT}|(?:mais\s+)?outr[oa]s?(?:\s+${COUNT})?)${FOOD}${TAIL}$`);
/** "foi uma a menos", "comi um a menos", "menos um": one unit fewer of a food of the card. */
const ONE_LESS = new RegExp(String.raw`${OPEN}(?:${COUNT}${FOOD}\s+a\s+menos|menos\s+${COUNT}${FOOD})${TAIL}$`);

/** The food a count goes to: the food said, else the one counted food of the card, else the card's one food. */
function countedPart(parts: readonly TPart[], said: string | undefined): number {
  if (said && !UNIT_WORD.test(said)) return findPart(parts, said);
  const counted = parts.map((p, k) => (p.item.quantity !== null && !/^(?:g|ml)$/.test(unitWords(p)) ? k : -1)).filter((k) => k >= 0);
  if (counted.length === 1) return counted[0] as number;
  return parts.length === 1 ? 0 : -1;
}

type TCountSaid = { by: number; food: string | undefined };

function countSaid(folded: string): TCountSaid | null {
  const more = ONE_MORE.exec(folded);
  if (more) {
    const said = more[1] ?? more[2];
    return { by: said ? (COUNT_VALUE[said] ?? Number(said)) : 1, food: more[3] };
  }
  const less = ONE_LESS.exec(folded);
  if (!less) return null;
  const said = (less[1] ?? less[3]) as string;
  return { by: -(COUNT_VALUE[said] ?? Number(said)), food: less[2] ?? less[4] };
}

/** The card's foods a count said without its food could mean, to ask which: null when the message is no such count. */
export function oneMoreAsked(folded: string, parts: readonly TPart[]): string[] | null {
  const said = countSaid(folded);
  if (!said || (said.food && !UNIT_WORD.test(said.food)) || countedPart(parts, undefined) >= 0) return null;
  return parts.map((p) => p.food);
}

/** "foi mais uma" on "1 lata de cerveja", "foi uma a menos" on "3 coxinhas": the count of the food moves by what was said. */
export function oneMore(folded: string, parts: TPart[]): TMealEdit | null {
  const said = countSaid(folded);
  if (!said) return null;
  const k = countedPart(parts, said.food);
  if (k < 0) return null;
  const part = parts[k] as TPart;
  const was = part.item.quantity ?? 1;
  const now = Math.round((was + said.by) * 10) / 10;
  if (now < 1) return null;
  parts[k] = { ...part, amount: `${now} ${unitWords(part)}`.trim() };
  const written = (n: number) => String(n).replace(".", ",");
  return { text: render(parts), change: `passei ${part.food} de ${written(was)} para ${written(now)}` };
}
