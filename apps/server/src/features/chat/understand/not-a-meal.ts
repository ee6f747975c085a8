import { ATE } from "./eating-verbs";
import { boughtSaid } from "./bought";
import { readLabel } from "./label-facts";
import { AMOUNT_SAID, COUNT_ASKED, MAKE_ROOM, mannerOfEating, OCCASION_AHEAD, OTHER_DAY, OVERDID } from "./framings";
import { HEALTH_WORDS } from "./health-words";

/**
 * Messages that name foods but are not a meal to log (issue 27): a symptom after eating ("comi feijoada e to com azia"),
 * a food given up ("parei com refrigerante"), a recipe asked for ("me passa uma receita de bolo de banana"), a label
 * read ("no rótulo tá 9 g de açúcares adicionados, é bom?"), a food eaten
 * by someone else ("meu marido comeu uma pizza inteira"), one not eaten yet ("amanhã vou almoçar feijoada", "tô com
 * vontade de um pastel"), or a feeling about one ("tô me sentindo culpada pelo brigadeiro") (decision 133).
 */
export type TNotAMeal = "symptom" | "stopped" | "recipe" | "label" | "someone-else" | "later" | "feeling" | "overeating" | "make-room" | "manner" | "bought";

const SYMPTOM_WORDS: readonly [string, string][] = [
  ["heartburn", "azia|queimacao|refluxo"],
  ["indigestion", "estomago (?:pesado|embrulhado|ruim|estranho)|ma digestao|indigest\\w*|empanzinad[oa]|pesad[oa] no estomago|digestao (?:lenta|pesada|ruim|dificil)"],
  ["nausea", "enjoo|enjoos|enjoad[oa]|nausea\\w*|ansia de vomito"],
  ["bloating", "gases|estufad[oa]|estufamento|barriga (?:inchada|cheia|estufada)|empachad[oa]"],
  ["diarrhoea", "diarreia|intestino solto|dor de barriga|dor na barriga|caganeira|desarranjo"],
  ["constipation", "intestino preso|prisao de ventre"],
  ["weak", "fraqueza|fraca|fraco|sem energia|tontura|tont[oa]|desanimad[oa]"],
];
/** A symptom said as felt ("to com azia", "fiquei enjoada", "me sentindo fraca"), not a word of a dish ("café fraco"). */
const FEEL = "(?:to|tou|estou|fiquei|fico|ficou|senti|sinto|sentindo|deu|dando|bateu|ando|tive|tenho|morrendo de|me da|me dao|me deixa|me deixou|me deixam|me causa|me causou|acordei|passei a noite)";
/** The body as the subject ("minha barriga incha depois do almoço", "o estômago pesou"): felt, with no verb of feeling. */
const BODY: Readonly<Record<string, string>> = {
  heartburn: "estomago (?:queima|queimou|queimando)",
  indigestion: "(?:acordei|fiquei|fico|ficou) (?:meio |muito |bem |super )?(?:pesad[oa]|empanzinad[oa])|estomago (?:pesa|pesou|doi|doeu|ta doendo|fica pesado|ficou pesado|embrulhou|embrulha)",
  bloating: "barriga (?:incha|inchou|inchando|fica inchada|ficou inchada|fica estufada|ficou estufada)",
  diarrhoea: "barriga (?:doi|doeu|ta doendo|soltou)|intestino (?:soltou|solta)",
};
export const SYMPTOMS: readonly [string, RegExp][] = SYMPTOM_WORDS.map(([kind, words]) => [kind, new RegExp(`\\b${FEEL}(?: \\w+){0,3}? (?:${words})\\b${BODY[kind] ? `|\\b(?:${BODY[kind]})\\b` : ""}`)]);

const STOPPED = /\b(parei de (comer|tomar|beber)|parei com|parei o|parei a|larguei|cortei|deixei de (comer|tomar|beber)|nao (como|tomo|bebo) mais|zerei|tirei (o|a|os|as) \w+ da (minha )?(dieta|alimentacao|vida))\b/;
const RECIPE = /\b(receita|receitinha|modo de preparo|como (eu )?(preparo|preparar|tempero|temperar|congelo|congelar|conservo|guardo))\b/;
/** "como faço frango desfiado?": how to make a food, not how to lose weight. */
const HOW_TO_MAKE = /\bcomo (eu )?(faco|faz|fazer|fazem)\b/;

export const PEOPLE = "marido|esposo|esposa|cunhad[oa]|padrasto|madrasta|vizinh[oa]|mulher|namorad[oa]|noiv[oa]|filh[oa]s?|mae|pai|irma|irmao|irmaos|vo|avo|vovo|sogr[oa]|amig[oa]s?|colegas?|chefe|cachorr[oa]|gat[oa]|bebe|nene|net[oa]s?|sobrinh[oa]s?|prim[oa]s?|tia|tio|companheir[oa]|familia|galera|pessoal|criancas?|menin[oa]s?|boy|boyzinho|mozao|mozinho|namo|patroa|patrao|gurizada|molecada|guri|guria|pia";
/** Someone else as the one who ate: "meu marido comeu", "a galera pediu", "a família toda comeu", "ela tomou". */
const SOMEONE_ELSE = new RegExp(
  `\\b(?:(?:(?:o|a|os|as) )?(?:meu|minha|meus|minhas) (?:${PEOPLE})|(?:o|a|os|as) (?:${PEOPLE})|ele|ela|eles|elas|todo mundo|geral)\\b(?: \\w+){0,5}? (?:comeu|comeram|come|comem|tomou|tomaram|toma|tomam|bebeu|beberam|bebe|bebem|almocou|almocaram|almoca|jantou|jantaram|lanchou|lancharam|devorou|devoraram|tracou|pediu|pediram|mandou ver)\\b`,
);
/** What someone else ate, without who ate it: "meu marido jantou 2 x-bacon" → "2 x-bacon". */
export function eatenBySomeoneElse(folded: string): string {
  return folded.replace(SOMEONE_ELSE, " ").trim();
}

/** "minha vó tem pressão alta e adora salsicha", "meu namorado é diabético": told of someone else, not eaten by the person. */
const TOLD_OF = new RegExp(`^(?:(?:o|a) )?(?:meu|minha|meus|minhas) (?:${PEOPLE})\\b(?: \\w+){0,3}? (?:tem|(?:e|eh)(?! (?:um|uma)\\b)|esta|ta|anda|vive|adora|ama|gosta|curte|so come|so toma|so bebe|nao larga|nao sai|nao come|nao toma)\\b`);
/** A health word that makes such a message worth keeping apart even with no food in it. */
/** Whether someone else ate it ("meu marido comeu uma pizza"), rather than something told of them. */
export function someoneElseAte(folded: string): boolean {
  return SOMEONE_ELSE.test(folded);
}

/** A meal still to come, or wished for: "amanhã vou almoçar", "mais tarde vou pedir", "tô pensando em comer", "que vontade de". */
const LATER = /\b(?:vou|vamos|vo|pretendo|penso em|pensei em|pensando em|quero|queria|vontade de|ia|iria|talvez|capaz de eu|doid[oa] (?:pra|para)|louc[oa] (?:pra|para)|afim de|a fim de)\b(?: \w+){0,2}? (?:comer|almocar|jantar|lanchar|tomar|beber|pedir|comprar|provar|experimentar|tracar|cair de boca|atacar|fazer|preparar)\b|\bvontade de (?:um|uma|uns|umas|o|a|comer|tomar)?\b/;
/** "vou tomar uma cerveja mais tarde, quantas calorias tem?": a food or drink still to come, never eaten yet. */
export function stillAhead(folded: string): boolean {
  return LATER.test(folded) && !ATE.test(folded);
}

/** A feeling about a food already behind ("tô com culpa do brigadeiro", "arrependida da pizza"). */
const FEELING = /\b(culpad[oa]s?|culpa|arrependid[oa]s?|remorso|peso na consciencia|vergonha|(?:sinto|sentindo|senti) mal por|(?:me achando|me sentindo|me sinto|to|tou|estou) (?:gord[oa]|uma baleia|um lixo|horrivel|pessim[oa]))\b/;
/** Eating said without a food's name ("ter comido tanto doce", "ataquei a geladeira"): enough for a feeling about it. */
const EATING_TALK = /\b(comid[oa]s?|comer|comendo|doces?|besteiras?|porcarias?|geladeira|ataquei|exagerei|beliscando|rodizio)\b/;

/** Words that ask, for a caller without the raw message's question mark ("sera que estraga?", "tem problema"). */
const ASKS = /\b(o que|oque|como|qual|quais|quanto|quanta|quantos|quantas|pode|posso|devo|sera|tem problema|faz mal|e normal|tudo bem|ta certo|e ruim)\b/;

/** "tenho refluxo, o que posso jantar?": what to eat with a condition, asked, is a question for the answers, not a symptom felt now. */
const ASKS_WHAT_TO_EAT = /\b(?:o que|oque|que|quais?)\b(?: \w+){0,3}? (?:posso|devo|pode|comer|como|jantar|janto|almocar|almoco|lanchar|tomar|beber|evitar|evito|cortar|corto)\b/;

/** `asked`: the message asks something; a question about someone else's or a later meal is answered as asked. */
export function notAMeal(folded: string, foods: number, asked = false): TNotAMeal | null {
  if (!(ASKS_WHAT_TO_EAT.test(folded) && !ATE.test(folded)) && SYMPTOMS.some(([, p]) => p.test(folded))) return "symptom";
  if (RECIPE.test(folded) || (foods > 0 && HOW_TO_MAKE.test(folded) && !/\b(emagrecer|perder|secar|parar|largar|diminuir)\b/.test(folded))) return "recipe";
  if (STOPPED.test(folded) && !ATE.test(folded)) return "stopped";
  if (readLabel(folded) && !ATE.test(folded)) return "label";
  // "comi demais ontem, e agora?", "exagerei no fds": an overeating told, with no food of today to count.
  if (OVERDID.test(folded) && !COUNT_ASKED.test(folded) && !AMOUNT_SAID.test(folded) && (foods === 0 || OTHER_DAY.test(folded) || FEELING.test(folded))) {
    return FEELING.test(folded) && !asked && !ASKS.test(folded) ? "feeling" : "overeating";
  }
  // "comi pouco hoje, tá tudo bem?", "almocei correndo de novo": how one ate, with no food to count.
  if (foods === 0 && mannerOfEating(folded)) return "manner";
  // "vou comer pizza à noite, como compenso no almoço?": a meal ahead and how to make room for it, never a meal eaten.
  if (((foods > 0 && LATER.test(folded)) || OCCASION_AHEAD.test(folded)) && MAKE_ROOM.test(folded) && !ATE.test(folded)) return "make-room";
  // "paguei 30 reais por 2 kg de frango": shopping told, never a meal of two kilos.
  if (!asked && !ASKS.test(folded) && boughtSaid(folded)) return "bought";
  if (asked || ASKS.test(folded) || ATE.test(folded)) return null;
  if (FEELING.test(folded) && (foods > 0 || EATING_TALK.test(folded))) return "feeling";
  if (TOLD_OF.test(folded) && (foods > 0 || HEALTH_WORDS.test(folded))) return "someone-else";
  if (foods === 0) return null;
  if (SOMEONE_ELSE.test(folded)) return "someone-else";
  if (LATER.test(folded)) return "later";
  return null;
}

/** What was given up, in the person's words ("parei com refrigerante" → "refrigerante"). */
export function givenUp(folded: string): string | null {
  const m = /\b(?:parei de (?:comer|tomar|beber)|parei com|parei o|parei a|larguei|cortei|deixei de (?:comer|tomar|beber)|nao (?:como|tomo|bebo) mais|zerei)\s+(?:o |a |os |as |com )?((?:\w+)(?: (?:e|de) (?:o |a |os |as )?\w+)?)/.exec(folded);
  return m ? m[1]!.replace(/ (faz|ha|desde|tem|a|ja)$/, "") : null;
}
