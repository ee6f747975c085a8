/**
 * Whose a fact is: the person's own, a child's of theirs, or another adult's ("meu marido tem alergia a trigo"). Each is
 * read apart, so a baby's milk allergy is never spoken of as the parent's, and the parent's shrimp allergy is never the
 * child's (decision 194).
 */

/** "não tenho diabetes", "não sou celíaca": what the person says they do not have, up to the next clause. */
export const NEGATED = /\bnao (?:tenho|sou|estou|to|tou|uso|tomo|sofro de|fui diagnosticad[oa] com|celiac[oa]|alergic[oa]|diabetic[oa]|hipertens[oa])\b[^,.;!?]*?(?=[,.;!?]| mas | so | porem | e sim |$)/g;
/** "meu marido tem diabetes", "minha mãe é diabética": someone else's condition or diet, not the person's. */
export const SOMEONE_ELSES = /\b(?:meu|minha|meus|minhas) (?:marido|esposo|esposa|mulher|namorad[oa]|noiv[oa]|mae|pai|irma|irmao|avo|vo|vovo|sogr[oa]|cunhad[oa]|padrasto|madrasta|amig[oa]|vizinh[oa]|chefe|tia|tio|prim[oa]|colega|companheir[oa])\b[^,.;!?]*?(?=[,.;!?]| mas | e eu | eu |$)/g;
/** A child's condition or diet is said for the child: answers about the child's food read it, the person's own do not. */
export const A_CHILDS = /\b(?:meu|minha|meus|minhas) (?:filh[oa]s?|bebe|nene|enteado|enteada|net[oa]|sobrinh[oa]|menin[oa]|garot[oa]|pequen[oa]|cacula)\b[^,.;!?]*?(?=[,.;!?]| mas | e eu | eu |$)/g;

const CHILD_WORDS = /\b(meu filho|minha filha|meu menino|minha menina|meus filhos|minhas filhas|meu enteado|minha enteada|meu sobrinho|minha sobrinha|meu neto|minha neta|meu bebe|minha bebe|crianca|criancas|filho de|filha de|infantil|adolescente)\b/;

/** "fui no aniversário da minha sobrinha e comi doce pra caramba": the child is where the person was, not whom the food is for. */
const AT_A_CHILDS = /\b(?:aniversario|niver|festa|festinha|casa|escola|formatura|batizado|apresentacao) d[aoe]s? (?:minha|meu|minhas|meus) (?:filh[oa]s?|enteado|enteada|sobrinh[oa]s?|net[oa]s?)\b/g;

/** "sou celíaca desde criança", "quando eu era pequena": the person's own past, not a child of theirs. */
const OWN_CHILDHOOD = /\b(?:desde (?:que eu era |que era |os tempos de |a )?|quando (?:eu )?era |de quando (?:eu )?era |na minha |na |desde minha )(?:crianca|criancinha|pequen[oa]|pequenininh[oa]|novinh[oa]|bebe|nene|menin[oa]|moleque|infancia|adolescente|adolescencia)\b/g;

/** A child or teenager the person asks about ("meu filho de 9 anos"), with the age when said. */
export function readChild(said: string): { age: number | null } | null {
  const own = said.replace(OWN_CHILDHOOD, " ");
  const folded = /\b(ele|ela|dele|dela)\b/.test(own) ? own : own.replace(AT_A_CHILDS, " ");
  const aged = /\b(filh[oa]s?|enteado|enteada|sobrinh[oa]|net[oa]|crianca|menin[oa]|bebe|adolescente)\b\D{0,25}?\b(\d{1,2}|um) (anos?|aninhos?)\b/.exec(folded);
  if (aged) return aged[2] === "um" ? { age: 1 } : Number(aged[2]) < 18 ? { age: Number(aged[2]) } : null;
  // "minha filha tem 10 meses": the age in years, so what holds from 6 months on is told apart from what holds before.
  const months = /\b(bebe|bebes|filh[oa]|nene)\b\D{0,25}?\b(\d{1,2}) meses\b/.exec(folded);
  if (months) return { age: Math.min(Number(months[2]), 23) / 12 };
  return CHILD_WORDS.test(folded) ? { age: null } : null;
}

/** What the message says of the person's child: the spans that speak of the child, joined ("minha bebê … tem APLV"). */
export function saidOfChild(folded: string): string {
  return [...folded.matchAll(A_CHILDS)].map((m) => m[0]).join(" | ");
}
