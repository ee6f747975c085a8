import type { THealthCondition } from "@nutriguia/domain";
import { foldText } from "../chat.text";
import { findFoodMentions, type TFoodMention } from "./food-mentions";
import { DAY_OF_ITS_OWN } from "./follow-up";
import { readStatedFacts, type TAvoid, type TStatedFacts } from "./stated-facts";
import { understand, type TUnderstanding } from "./understand";

/** Kinds of the turn before that a follow-up may continue: questions and statements, never a meal, a plan or a greeting. */
const CONTINUED = new Set<TUnderstanding["type"]>(["nutrient-in-food", "does-it-contain", "is-it-fattening", "is-it-safe-for-me", "what-to-eat", "compare", "nutrient-per-day", "general-question", "statement", "everyday-talk", "out-of-scope"]);

/** Who a short follow-up points at: a pronoun, a relative, or the person themself ("ela", "minha mãe", "a criança", "eu"). */
const WHO = "(?:ele|ela|eles|elas|eu|a gente|nos|isso|isto|essa dieta|esse jeito|assim|(?:o |a )?(?:meu|minha|meus|minhas) \\w+|a crianca|o bebe|a bebe|o menino|a menina)";
/** The bare question itself: leave, harm, use, or what to do ("pode?", "tem problema?", "o que eu faço?"). */
const BARE =
  "(?:pode|posso|podem|consegue|deve|devo|deveria|precisa|preciso|tem problema|tem risco|tem perigo|faz mal|e perigoso|e seguro|e normal|e verdade|tudo bem|ta certo|esta certo|funciona|adianta|serve|vale a pena|da certo|(?:o )?que (?:eu |ela |ele )?(?:faco|fazer|posso fazer|devo fazer|faz|dou|ofereco|posso dar)|como (?:eu )?(?:faco|fazer|ajudo)|e agora)";
/** Who else the same question may be asked for ("serve pra criança também?", "pode dar pro bebê?"). */
const FOR_WHOM = "(?:pra|para|pro|pros|pras) (?:ele|ela|eles|elas|(?:o |a |os |as )?(?:crianca|criancas|bebe|bebes|idoso|idosos|idosa|gravida|gravidas|gestante|adolescente|diabetico|diabetica|hipertenso|hipertensa|(?:meu|minha) \\w+))";
const TAIL = `(?:\\s(?:sim|mesmo|tambem|entao|assim|isso|fazer isso|fazer|comer|tomar|usar|dar|oferecer|ajudar|nesse caso|nesse|nessa|com isso|ai|ne|${FOR_WHOM}))*`;

/** "ela pode?", "tem problema?", "e pra minha mãe, serve?", "o que eu faço?": a question whose subject is the turn before. */
const ELLIPTICAL = new RegExp(`^(?:e |mas |entao |ai |agora |e ai )*(?:(?:${FOR_WHOM}|no caso d[ea] \\w+) )?(?:${WHO} )?${BARE}${TAIL}$`);
/** "e pra ela?", "e no caso dela?", "e pro meu filho?": the same question, asked for another person. */
const FOR_ANOTHER = new RegExp(`^(?:e|mas e) (?:pra|para|pro|no caso d[oae]|se for (?:pra|para|pro)?|com) ?(?:o |a )?(?:${WHO}|dele|dela|ele|ela)\\b(?: (?:que|q) .{0,40})?$`);

/** Losing weight said of someone, and a pronoun that asks about them next. */
const PURPOSE = /\b(emagrec\w*|dieta|perder peso|regime)\b/;
const PRONOUN = /\b(ele|ela|dele|dela)\b/;
const SOMEONE = /\b(?:meu|minha) (?:filh[oa]|entead[oa]|net[oa]|sobrinh[oa]|marido|esposa|mulher|namorad[oa]|mae|pai|irma|irmao|avo|sogr[oa]|amig[oa]|tia|tio)\b/;

/** "o que eu faço?", "como ajudo?", "e agora?": what to do about the situation told in the turns before. */
const WHAT_TO_DO = /(?:^|\s)(?:(?:o )?que (?:eu |a gente )?(?:faco|fazer|posso fazer|devo fazer|dou|ofereco|posso dar|posso oferecer)|como (?:eu )?(?:faco|fazer|ajudo|resolvo)|e agora)\b/;
/** "tem outra opção sem lactose?", "me dá mais ideias": the question before asked again, with what the follow-up adds. */
const OTHER_OPTION = /^(?:e |mas )?(?:tem|teria|me da|me de|da|manda|sugere|me passa|quero)? ?(?:uma |umas )?(?:outr[ao]s?|mais) (?:opc\w*|ideias?|sugest\w*|coisas?|alternativas?|exemplos?)\b ?(.*)$/;

/**
 * A follow-up too short to stand alone ("ela pode?" after "minha mãe toma glibenclamida e quer fazer jejum"), read as the
 * turn before asked again: the gate, the question type and retrieval all see the medicine, the fast and the person.
 * `before` is the person's message before that one: "o que eu faço?" is about the situation told over both.
 */
export function readAsElliptical(current: TUnderstanding, previous: TUnderstanding | null, before: string | null): TUnderstanding {
  if (!previous || current.followUp) return current;
  const words = current.folded.split(" ").filter(Boolean);
  // "ela pode tomar chá verde?" after "minha filha de 14 anos quer fazer dieta pra emagrecer": asked for that purpose.
  if (current.foods.length > 0 && words.length <= 10 && PRONOUN.test(current.folded) && PURPOSE.test(previous.folded) && !PURPOSE.test(current.folded) && SOMEONE.test(previous.folded)) {
    return { ...current, folded: `${previous.folded} | ${current.folded}`, followUp: "variant" };
  }
  if (!CONTINUED.has(previous.type)) return current;
  if (words.length === 0 || words.length > 12) return current;
  const other = OTHER_OPTION.exec(current.folded);
  if (other && previous.type !== "statement") return otherOption(previous, other[1] ?? "");
  if (current.foods.length > 0 || (!ELLIPTICAL.test(current.folded) && !FOR_ANOTHER.test(current.folded))) return current;
  // "e no dia da corrida muda alguma coisa?", "e nos dias de folga?": a day of its own, asked for itself.
  if (DAY_OF_ITS_OWN.test(current.folded)) return current;
  if (WHAT_TO_DO.test(current.folded)) {
    // A situation told over two messages ("meu pai tá sem apetite", "ele só quer café com bolacha") is read whole.
    const told = [!previous.text.includes("?") && before ? trimmed(before) : null, trimmed(previous.text), current.text].filter(Boolean).join(". ");
    // The situation is the subject, not the foods named in it ("só quer café com bolacha"): no food's numbers as the answer.
    return { ...understand(told), type: "general-question", foods: [], followUp: "variant" };
  }
  return { ...understand(`${trimmed(previous.text)}. ${current.text}`), followUp: "variant" };
}

/** The question before, asked again with what "me dá mais ideias sem ovo" adds: a food after "sem" is left out, never asked about. */
function otherOption(previous: TUnderstanding, added: string): TUnderstanding {
  const without = /\bsem (.+)$/.exec(added)?.[1] ?? "";
  const left = without ? findFoodMentions(without) : [];
  if (left.length === 0) return { ...understand(`${trimmed(previous.text)} ${added}`), followUp: "variant" };
  const joined = understand(`${trimmed(previous.text)} ${added.replace(/\bsem .+$/, "")}`);
  return { ...joined, stated: { ...joined.stated, exclusions: [...joined.stated.exclusions, ...left.map((f) => f.phrase)] }, followUp: "variant" };
}

const trimmed = (text: string) => text.replace(/[.!?\s]+$/, "");

/**
 * The turn before with the foods its own thread was about: "e qual é melhor pra dieta?" names none, but follows
 * "qual a diferença de requeijão e cream cheese?", so "e quanto posso passar no pão?" after it is still about those two.
 */
export function withThreadFoods(previous: TUnderstanding | null, before: string | null): TUnderstanding | null {
  if (!previous || previous.foods.length > 0 || !before || !CONTINUED.has(previous.type) || previous.type === "statement") return previous;
  if (previous.folded.split(" ").length > 10 || !/^(e|mas|qual|quais|quanto|quanta|quantos|quantas|pode|posso|isso|por que|pq)\b/.test(previous.folded)) return previous;
  const earlier = understand(before);
  return earlier.foods.length > 0 && CONTINUED.has(earlier.type) ? { ...previous, foods: earlier.foods } : previous;
}

/** "quanto disso posso comer?", "quantas por dia?", "quanto posso passar no pão?", "até quantas?": an amount of the food just talked about. */
const AMOUNT = /^(?:e |mas |entao )?(?:(?:ate )?quant[oa]s?|qual (?:a )?(?:quantidade|porcao)|quanto (?:eu )?(?:posso|devo|da pra))\b/;
/** "pode ser 2?", "e se eu comer 3?", "2 por dia pode?": a count of the food just talked about. */
const COUNT = /^(?:e |mas )?(?:(?:pode|posso|da pra|tudo bem)(?: ser| comer| tomar)?|e se (?:eu )?(?:comer|tomar|for|usar)) (\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis)\b|^(\d{1,2}|dois|duas|tres|quatro) (?:por dia|no dia|ao dia|de uma vez)(?: pode| e muito| e demais| tudo bem| ta bom)?$/;
const NUMBERS: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6 };
/** Words that ask a nutrient, not an amount to eat ("quanto de proteína tem?"). */
const NUTRIENT_ASKED = /\b(calori\w*|kcal|proteina\w*|carbo\w*|gordura\w*|fibra\w*|sodio|acucar|ferro|calcio|vitamina\w*|cafeina|alcool|colesterol|tempo|vezes|semana|frequencia|por pessoa|pessoas|rende|receita)\b/;
/** "no pão", "na tapioca", "no café": what the food goes on or in, not the food asked about. */
const onOrIn = (folded: string, phrase: string) => new RegExp(`\\b(?:no|na|nos|nas|em|sobre o|sobre a) ${phrase}\\b`).test(folded);

export type TAmountAsked = { foods: TFoodMention[]; count: number | null };

/** The food and count a follow-up asks an amount of, or null when it is not one (or names a nutrient). */
export function amountAsked(current: TUnderstanding, previous: TUnderstanding | null): TAmountAsked | null {
  if (!previous || previous.foods.length === 0 || !CONTINUED.has(previous.type) || previous.type === "statement") return null;
  if (current.folded.split(" ").length > 12 || NUTRIENT_ASKED.test(current.folded)) return null;
  const count = COUNT.exec(current.folded);
  if (!count && !AMOUNT.test(current.folded)) return null;
  // "qnts frutas por dia" after juice: a food group asked of its own, not more of the food before.
  if (/\b(frutas?|verduras?|legumes?|vegetais|doces?|salgados?)\b/.test(current.folded)) return null;
  const own = current.foods.filter((f) => !onOrIn(current.folded, f.phrase));
  // "quantas por dia?" names nothing: the food of the turn before. A food of its own ("quanto de flocão por pessoa?")
  // is a new question, not this follow-up.
  const talked = new Set(previous.foods.map((f) => f.food?.id));
  if (own.some((f) => !talked.has(f.food?.id))) return null;
  const foods = own.length > 0 ? own.slice(0, 2) : previous.foods.filter((f) => f.food).slice(0, 2);
  if (foods.length === 0) return null;
  const said = count ? (count[1] ?? count[2])! : null;
  return { foods, count: said === null ? null : (NUMBERS[said] ?? Number(said)) };
}

/** The count a follow-up asks of what was talked about ("e se eu comer 2 por dia?", "pode ser 3?"), or null. */
export function countAsked(folded: string): number | null {
  const count = COUNT.exec(folded);
  const said = count ? (count[1] ?? count[2])! : null;
  return said === null ? null : (NUMBERS[said] ?? Number(said));
}

/** A meal eaten now or just now, told in the first person ("comi", "almocei", "tomei"). */
const ATE_NOW = /\b(?:comi|almocei|jantei|lanchei|tomei|bebi|belisquei|acabei de)\b/;

/** "é muito?", "tá exagerado?", "é normal?": a stated amount weighed, not a meal told. */
const JUDGED = /\b(?:e|eh|seria|sera que e|ta|fica|isso e|nao e) (?:muito|demais|exagero|exagerado|normal|pouco|ok|suficiente)\b|\b(?:muito|demais|exagero)$/;
/** A relative or someone else who eats the amount ("meu marido come 4 pães"). */
const SOMEONE_EATS = /\b(?:meu|minha) (?:marido|esposo|esposa|mulher|namorad[oa]|filh[oa]|mae|pai|irma|irmao|avo|vo|sogr[oa]|amig[oa])\b/;

/**
 * "meu marido come 4 pães no café todo dia, é muito?", "tomo 3 cafezinhos com açúcar por dia, é demais?": the count of a
 * food said in the message, weighed against its usual portion. A meal the person just ate ("comi 4 pães, é muito?") is
 * the card's question, not this one. `forSomeone` says the amount is someone else's.
 */
export function amountJudged(current: TUnderstanding): (TAmountAsked & { forSomeone: boolean }) | null {
  const folded = current.folded;
  if (!JUDGED.test(folded) || folded.split(" ").length > 20) return null;
  const forSomeone = SOMEONE_EATS.test(folded);
  if (ATE_NOW.test(folded) && !forSomeone) return null;
  return countedFood(current, forSomeone);
}

/** The first food of the turn said with a count ("4 pães", "3 cafezinhos"), or null. */
function countedFood(turn: TUnderstanding, forSomeone: boolean): (TAmountAsked & { forSomeone: boolean }) | null {
  for (const food of turn.foods) {
    if (!food.food) continue;
    const head = food.phrase.split(" ")[0]!;
    const count = new RegExp(`\\b(\\d{1,2}|${Object.keys(NUMBERS).join("|")}) (?:\\w+ ){0,2}?${head}\\b`).exec(turn.folded);
    if (count) return { foods: [food], count: NUMBERS[count[1]!] ?? Number(count[1]), forSomeone };
  }
  return null;
}

/** A child's amount: the entries on children answer it, not a portion weighed for an adult. */
const CHILD = /\b(?:filh[oa]s?|net[oa]s?|crianca|bebe|menin[oa])\b/;

/**
 * "isso é muito pra ele?", "tá demais pra ela?" with no food, after "meu vô toma 3 cafezinhos por dia": the amount someone
 * else eats, said the turn before, is what is weighed; never a card, never out of scope.
 */
export function amountJudgedBefore(current: TUnderstanding, previous: TUnderstanding | null): (TAmountAsked & { forSomeone: boolean }) | null {
  if (!previous || current.folded.split(" ").length > 10) return null;
  if (!(JUDGED.test(current.folded) || /\b(?:muito|demais|exagero|exagerado)\b/.test(current.folded))) return null;
  if (!SOMEONE_EATS.test(previous.folded) || CHILD.test(previous.folded)) return null;
  return countedFood(previous, true);
}

/** "e se eu colocar ovo junto?", "e se rechear com frango?", "e com queijo branco?": a food added to the one asked about. */
const ADDING = /\b(junto|juntar|junta|colocar|coloco|colocando|botar|boto|por(?! (?:dia|semana|mes|refeicao|vez|porcao|cento|kg|quilo))|ponho|passar|passo|passando|espalhar|rechear|recheio|recheada|recheado|recheando|acompanhad\w*|acompanhar|misturar|misturo|com)\b/;

/**
 * `bases`: the food asked about, or the two just compared ("tapioca ou pão?", then "e se for com ovo?"); `added`: the
 * foods put in or on it, one or a few ("e se eu colocar ovo e queijo dentro?").
 */
export type TPairing = { bases: TFoodMention[]; added: TFoodMention[] };

/** "e é parecido com cuscuz?", "e comparado com vatapá?", "ou com pão?": another food set against it, not put in it. */
const SET_AGAINST = /\b(parecid[oa]s?|igua(?:l|is)|diferente|diferenca|compar\w*|versus|vs|ou|que nem|semelhante|equivale\w*|troc\w*|substitu\w*|no lugar)\b/;

/** More than this many foods added is a meal of its own, not a filling. */
const MOST_ADDED = 3;

/** "e temaki de salmão com cream cheese?": a dish named before its only "com" is a new subject, not a filling for the last one. */
function namesItsOwnDish(folded: string, added: readonly TFoodMention[]): boolean {
  const words = folded.split(" ");
  const at = words.indexOf("com");
  if (at < 0 || words.some((w, i) => i !== at && ADDING.test(w))) return false;
  const before = words.slice(0, at).join(" ");
  return added.some((a) => before.includes(foldText(a.phrase)));
}

/** The food of the turn before and the ones this follow-up adds to it (`current` as read alone, `read` against the turn before), or null. */
export function pairingAsked(current: TUnderstanding, read: TUnderstanding, previous: TUnderstanding | null): TPairing | null {
  if (!previous) return null;
  // "e se eu colocar queijo na tapioca?" after tapioca × pão: the food it goes on is the base named again, not a second food added.
  const on = current.foods.filter((f) => onOrIn(current.folded, f.phrase) && previous.foods.some((b) => b.food && b.food.id === f.food?.id));
  const added = current.foods.filter((f) => !on.includes(f));
  if (added.length === 0 || added.length > MOST_ADDED || added.some((f) => !f.food) || !CONTINUED.has(previous.type) || previous.type === "statement") return null;
  const bases = on.length > 0 ? previous.foods.filter((b) => on.some((f) => f.food?.id === b.food?.id)).slice(0, 1) : previous.foods.slice(0, previous.type === "compare" ? 2 : 1);
  if (bases.length === 0 || bases.some((b) => !b.food || added.some((a) => a.food!.id === b.food!.id))) return null;
  if (current.folded.split(" ").length > 12 || !/^(e |mas e |e se |se )/.test(current.folded) || !ADDING.test(current.folded) || SET_AGAINST.test(current.folded)) return null;
  if (namesItsOwnDish(current.folded, added)) return null;
  // "e com leite?" after coffee names café com leite, a food of its own: the variant reader answers it. A comparison
  // read against the turn before ("e com ovo fica melhor?" → cuscuz × ovo) still holds the food added.
  if (!added.every((a) => read.foods.some((f) => f.food?.id === a.food!.id))) return null;
  return { bases, added };
}

/** A relative or friend the person speaks of: their conditions are theirs, and count only when a question is about them. */
const RELATIVE = /\b(?:meu|minha|meus|minhas|pro meu|pra minha|do meu|da minha) (?:marido|esposo|esposa|mulher|namorad[oa]|noiv[oa]|mae|pai|irma|irmao|avo|avos|vo|vovo|sogr[oa]|cunhad[oa]|padrasto|madrasta|amig[oa]|vizinh[oa]|chefe|tia|tio|prim[oa]|colega|companheir[oa])\b/;
/** The question is about that person ("ele pode comer linguiça?", "e pra ela?", "minha mãe pode?"). */
const ABOUT_THEM = /\b(ele|ela|eles|elas|dele|dela|deles|delas|nele|nela|pra ele|pra ela|pro meu|pra minha)\b/;

const ASKS_FOR_THEM = /\b(pode|podem|posso|devo|deve|o que|oque|qual|quais|como|quanto|quanta|faz mal|ajuda|engorda)\b/;

/**
 * "meu marido tem pressão alta", then "ele pode comer linguiça?": the husband's conditions hold for the answer about him,
 * never for the person's own answers. `earlier` are the person's messages before this one, oldest first.
 */
export function conditionsOfPersonAsked(current: TUnderstanding, earlier: readonly string[]): THealthCondition[] {
  return [...new Set(toldOfPersonAsked(current, earlier).flatMap((s) => s.conditions))];
}

/** "meu marido tem alergia a trigo", then "o que ele pode comer no café?": his allergy holds for the answer about him, as his. */
export function avoidsOfPersonAsked(current: TUnderstanding, earlier: readonly string[]): TAvoid[] {
  return toldOfPersonAsked(current, earlier).flatMap((s) => s.avoid.map((a) => ({ ...a, of: "other" as const })));
}

function toldOfPersonAsked(current: TUnderstanding, earlier: readonly string[]): TStatedFacts[] {
  const about = (folded: string) => ABOUT_THEM.test(folded) || RELATIVE.test(folded);
  // "e bacon?" right after "ele pode comer linguiça?" is still about him.
  const last = foldText(earlier.at(-1) ?? "");
  const stillThem = /^(e|mas e) /.test(current.folded) && current.folded.split(" ").length <= 6 && about(last) && !/\b(eu|mim|posso|devo|tenho)\b/.test(current.folded);
  if (!about(current.folded) && !stillThem) return [];
  // "meu namorado é diabético", told and not asked: nothing to answer for him yet.
  if (!current.text.includes("?") && !ASKS_FOR_THEM.test(current.folded)) return [];
  const told = [...earlier.slice(-4), current.text].filter((t) => RELATIVE.test(foldText(t)));
  // Read as if said of oneself: "minha mãe tem diabetes e toma glicazida" states diabetes for the mother.
  return told.map((t) => readStatedFacts(foldText(t).replace(new RegExp(RELATIVE.source, "g"), "eu")));
}

/** A short follow-up that continues the thread ("e leite de caixinha no lugar da fórmula?"), not one about oneself. */
const CONTINUES = /^(e|mas e|e se|entao|e pra|e no|e na|e o|e a|e os|e as|e um|e uma|e leite|e agua|pode|posso)\b/;

/**
 * "meu filho tem 8 meses", "posso dar mel no iogurte dele?", then "e leite de caixinha no lugar da fórmula?": the child
 * of the thread is still the one asked about, so the answer is for a baby. `earlier` are the facts of the person's
 * messages before this one, oldest first; only the last three count.
 */
export function childOfThread(current: TUnderstanding, earlier: readonly TStatedFacts[]): { age: number | null } | null {
  if (current.stated.child || !CONTINUES.test(current.folded) || current.folded.split(" ").length > 12) return null;
  if (/\b(eu|mim|me|minha dieta|meu peso)\b/.test(current.folded) || RELATIVE.test(current.folded)) return null;
  return [...earlier.slice(-3)].reverse().find((s) => s.child)?.child ?? null;
}

/** "chia e linhaça resolve?", "whey substitui?", "nozes dão conta?": whether a food answers the question before. */
const SOLVES = /\b(resolve|resolvem|serve|servem|funciona|funcionam|adianta|adiantam|substitui|substituem|da conta|dao conta|supre|suprem|compensa|compensam)\b/;

/** The foods a "… resolve?" follow-up asks about, when the turn before was a question; null otherwise. */
export function solvesAsked(current: TUnderstanding, previous: TUnderstanding | null): TFoodMention[] | null {
  if (!previous?.text.includes("?") || current.foods.length === 0 || current.folded.split(" ").length > 8 || !SOLVES.test(current.folded)) return null;
  return current.foods;
}
