import { faithLeavesOut } from "./said-of-oneself";

/** "não como carne de porco", "nunca bebo refrigerante": something the person leaves out, said about themself. */
export const EXCLUSION = /^(?!.*\b(?:mas|porem|so que)\b.*\b(?:preciso|precisava|devo|deveria|tenho que|queria|quero|gostaria)\b)(?:(?:eu|ah|olha|sinceramente|na real|na verdade|pra falar a verdade|oi|ola|opa|gente|bom dia|boa tarde|boa noite|entao|cara|mano|amiga|amigo|alias|so pra (?:avisar|constar|voce saber)|pra constar|esqueci de (?:falar|dizer|avisar)|e) )*(?:(?:nao|nunca|ja nao|nem) (?:como|bebo|tomo|consumo|uso|posso comer|gosto de|gosto muito de|curto|suporto|tolero o gosto de)|odeio|detesto|abomino|tenho nojo de) (.+?)(?: (?:mas|porque|pq|de jeito nenhum|nem pensar|nem a pau|por isso|so|somente|apenas|exceto)\b.*)?$/;
/** "odeio salada, mas sei que preciso comer", "não gosto de peixe mas queria gostar": a food to learn to like, never left out. */
export const DISLIKED_BUT_NEEDED = /^(?:(?:eu|ah|olha|sinceramente) )*(?:nao (?:gosto|curto|suporto) (?:muito )?de|odeio|detesto|abomino|tenho nojo de) (.+?) (?:mas|porem|so que)\b.*\b(?:preciso|precisava|devo|deveria|tenho que|queria|quero|gostaria)\b/;
/** "não gosto de", "odeio": left out by taste, said so in the reply (not a restriction of health). */
export const DISLIKE = /^(?:(?:eu|ah|olha|sinceramente) )*(?:nao (?:gosto|curto|suporto|tolero o gosto)|odeio|detesto|abomino|tenho nojo)\b/;

/** Words a left-out food goes by on menus and in the food tables ("porco" covers lombo, pernil, bacon, linguiça...). */
export const EXCLUSION_WORDS: readonly [RegExp, string[]][] = [
  [/\b(porco|suin\w*)\b/, ["porco", "suino", "lombo", "pernil", "bisteca", "bacon", "toucinho", "torresmo", "linguica", "presunto", "salame", "mortadela", "copa", "costelinha"]],
  [/\b(frutos do mar|camarao|marisco\w*)\b/, ["camarao", "marisco", "lula", "polvo", "siri", "caranguejo", "lagosta", "ostra", "mexilhao", "sururu"]],
  // Before the fish: "peixe de couro" is the scaleless ones only, not every fish.
  [/\b(peixes? (?:de couro|sem escamas?))\b/, ["pintado", "surubim", "bagre", "cacao", "jundia", "mandi", "piraiba", "filhote", "piramutaba", "dourada", "arraia", "enguia", "panga"]],
  [/\b(peixes?|pescados?)\b/, ["peixe", "tilapia", "sardinha", "atum", "merluza", "pescada", "salmao", "bacalhau", "cacao", "pintado", "tambaqui", "pirarucu", "robalo", "corvina", "truta", "anchova", "file de peixe"]],
  // Cow's milk as a drink: the milks of the tables, never the plant drinks that replace it ("leite de coco", "de aveia").
  // "leite puro", "leite sozinho": the glass of milk (and coffee with milk), the cheese and yogurt kept (decision 193).
  [/\b(leite de vaca|leite animal|leite (?:puro|sozinho|liquido|de caixinha|de saquinho))\b/, ["leite de vaca", "leite integral", "leite desnatado", "leite semidesnatado", "leite em po", "leite fermentado", "leite com achocolatado", "cafe com leite"]],
  [/\b(carne vermelha|carne de boi|carne bovina)\b/, ["carne bovina", "bife", "contra file", "alcatra", "patinho", "picanha", "maminha", "acem", "costela", "carne moida", "file mignon", "fraldinha", "cupim", "musculo"]],
];

/** "nada de porco", "sem carne vermelha pra mim": a food group left out, said without a verb. */
const LEFT_OUT_GROUP = /^(?:e |ah |mas )?(?:nada de|sem|zero) ((?:carne de )?porco|suino|carne vermelha|carne de boi|peixes? (?:de couro|sem escamas?)|peixes?|frutos do mar|camarao)\b(?: (?:pra mim|por favor|pfv|ta|viu))?$/;

/** Where a food's name ends and the clause turns to a reason or a feeling ("ovo me dá enjoo", "leite, tenho intolerância"). */
/** "ovo, nunca gostei", "porco por religião", "ovo de jeito nenhum": a reason or an emphasis, not part of the food. */
export const CLAUSE_TURNS = / (?:(?:me|te|nos|lhe) (?:da|dao|faz|fazem|deixa|deixam|causa|causam|ataca|atacam|incha|enjoa)|tenho|sou|to|tou|estou|fico|porque|pq|pois|entao|que|q|desde|faz tempo|ha anos|(?:nunca|nao) (?:gostei|gosto|comi|curti|curto|suporto|desce)|por (?:religiao|causa|questao|opcao|motivo|escolha|etica|principio|convic\w*|crenca)|de jeito nenhum|faz mal|nem pensar)\b.*$/;

const wordsOf = (group: string): string[] => EXCLUSION_WORDS.find(([pattern]) => pattern.test(group))?.[1] ?? [];

/** "sigo kosher", "como halal", "sou adventista": the faith's rules, with whatever else the message leaves out. */
export function readExclusions(folded: string): string[] {
  const faith = faithLeavesOut(folded);
  const byFaith = [...(faith.pork ? wordsOf("porco") : []), ...(faith.seafood ? wordsOf("frutos do mar") : []), ...(faith.scaleless ? wordsOf("peixe de couro") : [])];
  return byFaith.length > 0 ? [...new Set([...byFaith, ...readSaidExclusions(folded)])] : readSaidExclusions(folded);
}

function readSaidExclusions(folded: string): string[] {
  const group = LEFT_OUT_GROUP.exec(folded);
  if (group) return EXCLUSION_WORDS.find(([pattern]) => pattern.test(group[1]!))?.[1] ?? [];
  const m = EXCLUSION.exec(folded);
  if (!m) return [];
  // "não gosto de brócolis nem de couve": each food said is left out on its own.
  return (m[1] as string).split(/ (?:e|nem|ou) (?:de |do |da |dos |das )?/).flatMap((said) => {
    // "e não como ovo tb": the words around the food ("tambem", "nunca", "de jeito nenhum") are not part of it.
    // "ovo me dá enjoo", "leite tenho intolerância": the food ends where a pronoun, a verb or a reason begins.
    // "…, nunca gostei e me faz mal": a part that is only the reason leaves nothing.
    const food = ` ${said}`.replace(CLAUSE_TURNS, "").trim();
    const what = food.replace(/\b(mais|nada de|nenhum|nenhuma|tambem|nunca|de jeito nenhum|ne|viu|kkk+|rs)\b/g, " ").replace(/\s+/g, " ").trim();
    const known = EXCLUSION_WORDS.find(([pattern]) => pattern.test(what));
    return known ? known[1] : what ? [what.replace(/^(o|a|os|as|de|do|da) /, "")] : [];
  });
}
