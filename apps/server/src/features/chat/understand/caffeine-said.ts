import { foldText } from "../chat.text";

const COFFEE = String.raw`(?:o |a )?(?:cafe|cafezinho|cafeina|coca|refri de cola|energetico|chimarrao|terere|mate)`;
const WHO = String.raw`(?:medic[oa]|cardio|cardiologista|dr|dra|doutor|doutora|nutri|nutricionista|obstetra|gineco|endocrino|gastro|psiquiatra|neuro)`;

/**
 * Caffeine cut, by the person or on a doctor's word: "meu cardio mandou cortar café", "a médica pediu pra eu parar com o
 * café", "cortei o café", "parei de tomar café", "não posso tomar café", "não tomo café", "sem cafeína pra mim". Said of
 * oneself, folded, with someone else's words already left out.
 */
const CUT = new RegExp(
  [
    String.raw`\b${WHO}\b[^.?!]{0,20}\b(?:mandou|pediu|falou|disse|recomendou|orientou|proibiu|tirou|cortou|suspendeu)\b(?: (?:pra|para|que))?(?: eu)? ?(?:(?:cortar|tirar|parar|evitar|maneirar|diminuir|reduzir|largar|suspender)(?: (?:de tomar|de beber|com))?)? ${COFFEE}\b`,
    String.raw`\b(?:cortei|tirei|larguei|suspendi|parei (?:de tomar|de beber|com)|deixei de tomar|nao posso (?:tomar|beber)|nao tomo(?: mais)?|nao bebo(?: mais)?|to sem|estou sem|fiquei sem|proibid[oa] de tomar) ${COFFEE}\b`,
    String.raw`\bsem cafeina (?:pra|para) mim\b|\bnao posso (?:com|ter) cafeina\b`,
  ].join("|"),
);

/** Whether the person says they cut coffee or caffeine: tereré, mate and cola carry it too. */
export function cutsCaffeine(folded: string): boolean {
  return CUT.test(folded);
}

/** "no lugar do café", "substituto do café": the coffee named as what is being replaced. */
const INSTEAD = /\b(?:no lugar d[oe]|substitu\w*|trocar|troco|troca)(?: d?o)? (?:meu )?cafe(?:zinho)?\b/;

/** "cortei o café", "o que tomo no lugar do café?": the coffee said cut or replaced needs no warning that it has caffeine. */
export function isCoffeeSaidCut(food: string, folded: string): boolean {
  return (CUT.test(folded) || INSTEAD.test(folded)) && /^caf(e|ezinho)\b/.test(foldText(food));
}
