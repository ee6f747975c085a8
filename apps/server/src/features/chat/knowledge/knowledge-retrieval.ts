import { DIETARY_RESTRICTIONS } from "@nutriguia/domain";
import { contentTokens, foldText } from "../chat.text";
import type { TKnowledgeItem } from "./knowledge-base";
import { ageInMonths, ageLimitOf, byQuestion, CONDITION_WORDS } from "./question-parts";
import { conditionWord, DISEASE_NAMES, foodsInDiseaseNames } from "./condition-said";
import { closed, forOlderAdultsOnly } from "./entry-closed";
import { askedKinds, titleAnswersKind } from "./asked-kind";
import { coversPoint, FRAME_WORDS, namesFood, namingTheFood, readingText, subjectWords } from "./asked-point";
import { aspectsAsked, otherPoint } from "./asked-aspect";
import { CONDITION_PHRASE, CONDITION_SAID, containsPhrase, FOOD_NAMES, INDEX, keywordCount, keywordsSaid, keywordsWithWord, type TIndexed } from "./knowledge-index";

const RESTRICTION_CODES = new Set<string>(DIETARY_RESTRICTIONS);

/** The message speaks of an allergy or a reaction: only then is an entry about an allergy to a food its answer. */
const ALLERGY_SAID = /\b(alerg\w*|reac(ao|oes)|anafila\w*|urticaria|coceira|inch(ou|ad[oa]|aco))\b/;
/** A question asked in words ("quanto devo comer?"), where a statement ("meu filho tem 10 anos") asks nothing. */
const ASKS = /\b(quant[oa]s?|qual|quais|como|pode|posso|devo|preciso|o que|por que|pq|sera)\b/;
/** Words of a life stage or an age ("filho", "gravida", "2 anos"): they open an entry's gate, they are not its subject. */
const STAGE_WORD = new RegExp([...Object.values(CONDITION_WORDS).map((r) => r.source), "\\b(anos?|mes(es)?|idade)\\b"].join("|"));

/** What a message is about: each food it names is one subject ("pão de queijo"), and so is each other content word. */
type TSubject = { food: string | null; words: string[] };

function subjectsOf(query: TRetrievalQuery): TSubject[] {
  const foods = query.foods.map((food) => ({ food, words: contentTokens(food) })).filter((f) => f.words.length > 0);
  const inFoods = new Set(foods.flatMap((f) => f.words));
  const rest = contentTokens(query.folded.replace(CONDITION_PHRASE, " "));
  const words = [...new Set(rest)].filter((t) => !inFoods.has(t) && !FRAME_WORDS.has(t) && !STAGE_WORD.test(t) && !/^\d+$/.test(t));
  return [...foods, ...words.map((w) => ({ food: null, words: [w] }))];
}

/** How a follow-up opens ("e no café da manhã?", "e pra quem treina?"): what comes after it is the new question. */
const FOLLOW_UP_OPENER = /(?:^| )(?:mas )?e (?:no|na|nos|nas|pra|para|se|com|sem|o|a|os|as|quem|de|do|da|em|quando)\b/g;

/** The foods a follow-up carries from the turn before: named before its opener, not in the new question. */
function inheritedFoods(folded: string, subjects: readonly TSubject[]): TSubject[] {
  const openers = [...folded.matchAll(FOLLOW_UP_OPENER)];
  const last = openers.at(-1);
  const asked = last ? contentTokens(folded.slice(last.index)) : contentTokens(folded);
  // "e de micro-ondas?" after "pipoca engorda?" reads as "pipoca micro ondas": the popcorn is what was carried.
  return subjects.filter((s) => s.food !== null && !asked.includes(s.words[0]!));
}

/** The entry speaks of this subject: its phrasings or its foods use the word, or the food is one of its foods or a kind of one ("ovo frito" for "ovo"). */
function accounts(e: TIndexed, subject: TSubject): boolean {
  const known = (w: string) => e.vocabulary.has(w) || e.foodWords.has(w);
  if (subject.food === null) return known(subject.words[0]!);
  const food = subject.food;
  return subject.words.some(known) || e.foods.some((ef) => food.includes(ef) || ef.includes(food));
}

/**
 * The food asked is one the entry is about: one of its foods or a kind of one ("ovo frito" for "ovo"), said in the
 * plural ("castanhas" for "castanha-de-caju"), or a word the entry is keyed on and titled by ("churrasco" for the cuts of a
 * barbecue).
 */
function agreesOnFood(e: TIndexed, food: string): boolean {
  const head = food.split(" ")[0]!;
  const singular = head.length > 4 ? head.replace(/s$/, "") : head;
  return (e.keywords.includes(food) && namesFood(foldText(e.item.title), food)) || e.foods.some((ef) => food.includes(ef) || ef.includes(head) || ef.includes(singular));
}

/** A food the message names, or one the base speaks of ("sal", "mel"): a subject no entry may leave out. */
function isThing(subject: TSubject): boolean {
  return subject.food !== null || FOOD_NAMES.has(subject.words[0]!);
}

export type TRetrievalQuery = {
  folded: string;
  /** Folded names and phrases of the foods the message is about. */
  foods: readonly string[];
  /** Conditions and life stages that hold for this answer (profile, text, earlier turns), plus CHILD when asked for a child. */
  conditions: ReadonlySet<string>;
  /** Conditions the message names, even only to ask about them ("o que é gota?"). */
  named?: ReadonlySet<string>;
  /** The message as written: its question marks tell a message that asks two things. */
  text?: string;
  /** The reply just given: an entry whose title it carries comes only when no other fits (a follow-up gets the next one). */
  given?: string;
  /** What a follow-up adds to the thread ("crianca" of "e pra criança de 3 anos?"): the entry must speak of it. */
  point?: readonly string[];
  /** The turns before a follow-up, folded: the subject they share with the entry given stays the subject. */
  thread?: string;
  /** Read as one question, never split at its "e" (a follow-up read together with the turn before). */
  oneQuestion?: boolean;
};

/** `part` 2: the entry answers the second question of a message that asks two ("…tapioca? e fruta pode?"). */
export type TRetrieved = { item: TKnowledgeItem; score: number; part?: 2 };

/** Minimum share of the message's content words the entry must account for, and minimum phrasing similarity. */
export const MIN_COVERAGE = 0.4;
export const MIN_SIMILARITY = 0.25;
/** A message this close to one of an entry's phrasings is asking that question. */
const CLOSE_PHRASING = 0.7;

function similarity(a: readonly string[], b: ReadonlySet<string>): number {
  if (a.length === 0 || b.size === 0) return 0;
  const shared = a.filter((t) => b.has(t)).length;
  return shared / Math.sqrt(a.length * b.size);
}

/** A meal of the day: a word many entries share, never the subject of one titled by a food. */
const MEAL_WORD = /^(almoco|janta|jantar|cafe da manha|lanche|lanches|ceia|refeic\w*)$/;

/**
 * "tenho pressão alta, o que comer no almoço?" is no question about miojo: an entry titled by one of its foods, called up
 * only by a condition or a life stage in common while the message asks of something the entry never speaks of, answers
 * another question unless that food is said in the message or the thread before.
 */
function titledByFoodUnsaid(e: TIndexed, query: TRetrievalQuery, hits: readonly string[], subjects: readonly TSubject[]): boolean {
  // What else the message asks ("almoço") must be something the entry never speaks of.
  if (query.foods.length > 0 || subjects.every((subject) => accounts(e, subject)) || !hits.every((k) => MEAL_WORD.test(k) || STAGE_WORD.test(k) || new RegExp(`^(?:${CONDITION_PHRASE.source})$`).test(k))) return false;
  const title = foldText(e.item.title);
  if (!e.foods.some((f) => namesFood(title, f))) return false;
  const said = `${query.folded} ${query.thread ?? ""}`;
  const words = new Set(contentTokens(said).flatMap((w) => [w, w.replace(/s$/, "")]));
  // "Tofu e fontes de proteína vegana" for "quais têm mais proteína?": a word of the title besides its food is the subject.
  const titleWords = contentTokens(title).filter((w) => !FRAME_WORDS.has(w) && !e.foodWords.has(w));
  return !e.foods.some((f) => containsPhrase(said, f)) && ![...e.foodWords, ...titleWords].some((w) => words.has(w) || words.has(w.replace(/s$/, "")));
}

/** A keyword called the entry up, but the message is about something else. */
function offSubject(e: TIndexed, query: TRetrievalQuery, subjects: readonly TSubject[], hits: readonly string[], best: number): boolean {
  // An entry about a restriction ("Iogurte na intolerância à lactose") needs its concept, not just one of its foods,
  // unless the restriction (or another of its conditions) holds for the person or the message reads like its phrasing.
  const restricted = [...e.conditions].some((c) => RESTRICTION_CODES.has(c)) && ![...e.conditions].some((c) => query.conditions.has(c));
  if (restricted && best < CLOSE_PHRASING && !hits.some((k) => e.concepts.has(k))) return true;
  // "pasta de amendoim é saudável?" asks about the food: "Alergia a amendoim" answers who speaks of an allergy.
  if (e.allergy && !ALLERGY_SAID.test(query.folded)) return true;
  // One thing in common is no answer when the message names another food the entry does not speak of ("fazer tapioca
  // com polvilho" is not "tapioca engorda?", "o sal do jantar" is not "ideias de jantar").
  const unaccounted = subjects.filter((subject) => !accounts(e, subject));
  if (subjects.length - unaccounted.length < 2 && unaccounted.some(isThing)) return true;
  // A life stage alone opens an entry only for what the message says of it: "meu filho tem 10 anos" asks nothing, and
  // "o que dou de lanche pro meu filho?" is no question about sugar.
  const byStageOnly = best < CLOSE_PHRASING && hits.every((k) => STAGE_WORD.test(k));
  // "minha filha tá com anemia, o que ela come?" is about the anemia, not about a child who refuses vegetables.
  const otherDisease = [...(query.named ?? [])].some((c) => !e.conditions.has(c));
  return byStageOnly && (otherDisease || (subjects.length === 0 ? !ASKS.test(query.folded) : unaccounted.length === subjects.length));
}

/**
 * The entries that answer this message, best first; empty when nothing fits. An entry is a candidate only when a
 * decisive keyword of it is in the message, its foods agree with the foods asked about, the life stage or disease it is
 * about holds, and the message is about its subject; then it must account for enough of the message's words or read
 * like one of its phrasings.
 */
export function retrieveKnowledge(query: TRetrievalQuery, limit = 2): TRetrieved[] {
  const names = foodsInDiseaseNames(query.folded);
  return byQuestion({ ...query, foods: query.foods.filter((f) => !names.some((name) => name.includes(f))) }, limit, retrieveOne);
}

function retrieveOne(query: TRetrievalQuery, limit: number): TRetrieved[] {
  const tokens = [...new Set(contentTokens(query.folded))];
  if (tokens.length === 0) return [];
  // "café da manhã" and "café da tarde" are meals: they do not call up what is written about coffee.
  const meal = query.folded.replace(/\bcafe d[ae] manha\b/g, "desjejum").replace(/\bcafe da tarde\b/g, "lanche da tarde");
  const subjects = subjectsOf(query);
  // "e no café da manhã, pode?" after "abacate engorda?": the food comes from the turn before, and an entry that does
  // not speak of it (skipping breakfast) answers another question.
  const inherited = query.given ? inheritedFoods(query.folded, subjects) : [];
  const age = ageInMonths(query.folded);
  // "tenho apneia do sono, emagrecer ajuda?": an entry that never speaks of the condition said answers another question.
  const said = conditionWord(query.text);
  const results: TRetrieved[] = [];
  const hitsOf = new Map<TRetrieved, string[]>();
  const heldBy = new Set<TRetrieved>();
  const given = query.given ? INDEX.filter((e) => query.given!.includes(`**${e.item.title}**`)) : [];
  // "pode tomar à noite?" two turns into creatine: an entry on another subject ("Comer à noite engorda?") is no answer.
  const thread = query.point && query.thread ? given.flatMap((e) => e.keywords.filter((k) => containsPhrase(query.thread!, k))) : [];
  const subjectKeys = keywordsWithWord(query.point ? subjectWords(query.point) : []);
  const ownWords = query.point && query.text ? keywordsSaid(foldText(query.text)) : new Set<string>();
  const saidInMeal = keywordsSaid(meal);
  const saidPlain = meal === query.folded ? saidInMeal : keywordsSaid(query.folded);
  const kinds = askedKinds(query.folded);
  const asked = aspectsAsked(query.folded);
  for (const e of INDEX) {
    // "e óleo de coco ajuda a baixar?" after the LDL answer: the message itself says a phrase or a rare
    // word the entry is keyed on, so the entry answers it, whatever the thread before.
    const ownKeyword = e.keywords.some((k) => ownWords.has(k) && (k.includes(" ") || (keywordCount.get(k) ?? 1) <= 2));
    if (query.point && !ownKeyword && !coversPoint(readingText(e.item), query.point)) continue;
    // "e um lanche pra levar pro trampo?" names a subject of its own: an entry keyed on it answers, whatever the thread was.
    const ownSubject = e.keywords.some((k) => subjectKeys.has(k));
    if (thread.length > 0 && !given.includes(e) && !ownSubject && !ownKeyword && !thread.some((k) => readingText(e.item).includes(k))) continue;
    const hits = e.keywords.filter((k) => (k.includes("manha") ? saidPlain : saidInMeal).has(k));
    if (hits.length === 0 || forOlderAdultsOnly(e, query, hits) || titledByFoodUnsaid(e, query, hits, subjects)) continue;
    // "whey ou caseína antes de dormir?": the food the entry is about is said as its keyword, though the foods read are others.
    const ownFoodSaid = e.foods.some((ef) => hits.includes(foldText(ef)));
    if (e.foods.length > 0 && query.foods.length > 0 && !ownFoodSaid && !query.foods.some((f) => agreesOnFood(e, f))) continue;
    if (closed(e, query) || (said && ![...e.vocabulary].some((w) => w.startsWith(said)))) continue;
    if (otherPoint(e, query, asked, hits)) continue;
    // "bebê de 8 meses" is past what an entry for "menor de 6 meses" is about.
    if (age !== null && age >= (ageLimitOf(e.item.title) ?? Infinity)) continue;
    if (inherited.length > 0 && !inherited.some((subject) => accounts(e, { food: null, words: [subject.words[0]!] }))) continue;
    const best = Math.max(...e.questions.map((q) => similarity(tokens, q)));
    if (offSubject(e, query, subjects, hits, best)) continue;
    const coverage = tokens.filter((t) => e.vocabulary.has(t)).length / tokens.length;
    const specific = hits.some((k) => k.includes(" ") || (keywordCount.get(k) ?? 1) <= 2);
    if (coverage < MIN_COVERAGE && best < MIN_SIMILARITY && !(specific && coverage >= 0.25)) continue;
    const keywordScore = hits.reduce((s, k) => s + 1 / (keywordCount.get(k) ?? 1), 0);
    // What holds for the person comes first, and its risks before anything else ("queijo minas frescal" for a pregnant woman).
    const held = [...e.conditions].some((c) => query.conditions.has(c) || query.named?.has(c) || DISEASE_NAMES[c]?.test(query.folded));
    const conditionBonus = held ? (e.item.safety ? 2.5 : 1.5) : 0;
    // "e pra quem tem refluxo?" after coffee: "Café com gastrite ou refluxo" before "O que comer com refluxo".
    const titled = query.point && query.foods.some((f) => namesFood(foldText(e.item.title), f)) ? TITLED_BONUS : 0;
    // "qual o melhor horário pra treinar?": an entry titled by the same kind of question beats one on the topic alone.
    const onKind = kinds.length > 0 && titleAnswersKind(e.item.title, kinds) ? KIND_BONUS : 0;
    const found = { item: e.item, score: keywordScore + 2 * best + coverage + conditionBonus + titled + onKind };
    hitsOf.set(found, hits);
    if (held) heldBy.add(found);
    results.push(found);
  }
  // A tie goes to the entry keyed on the longer phrase said: "castanha do pará", not "castanha" alone.
  const longest = (r: TRetrieved): number => Math.max(0, ...(hitsOf.get(r) ?? []).map((k) => k.split(" ").length));
  return namingTheFood(notGivenAgain(results, hitsOf, query.given, query.point !== undefined), query.foods, heldBy).sort((a, b) => b.score - a.score || longest(b) - longest(a)).slice(0, limit);
}

const TITLED_BONUS = 0.75;
const KIND_BONUS = 0.5;

/**
 * "vinagre de maçã emagrece?": the food read ("maçã") is a word of a longer phrase the entry is keyed on and the message
 * says, so the question is about that product, never about the food alone.
 */
export function insideKeyPhrase(item: TKnowledgeItem, folded: string, food: string): boolean {
  const e = INDEX.find((x) => x.item === item);
  return e !== undefined && e.keywords.some((k) => k !== food && k.includes(" ") && new RegExp(`\\b${food}\\b`).test(k) && containsPhrase(folded, k) && !e.foods.some((f) => f === food));
}

/**
 * "e depois do treino o que eu como?" after training fasted: the message itself says a phrase of two content words or
 * more that few entries are keyed on ("à noite" alone is a time, not a question), and no condition or life stage, so it
 * asks that entry's question whatever the thread was.
 */
export function keyedByOwnPhrase(item: TKnowledgeItem, folded: string): boolean {
  const e = INDEX.find((x) => x.item === item);
  if (!e || CONDITION_SAID.test(folded) || STAGE_WORD.test(folded)) return false;
  return e.keywords.some((k) => contentTokens(k).length >= 2 && (keywordCount.get(k) ?? 1) <= 2 && containsPhrase(folded, k));
}

/**
 * "e o pré-treino de cafeína à noite?" after training at night: the message says a phrase of two content words or more
 * that few entries are keyed on, besides the time, so it asks that subject and is no follow-up on the hour alone.
 */
export function saysKeyPhrase(folded: string, time: RegExp): boolean {
  return [...keywordsSaid(folded)].some((k) => contentTokens(k).length >= 2 && (keywordCount.get(k) ?? 1) <= 2 && !time.test(k));
}

/** "pode tomar à noite?" two turns into creatine, nothing else fitting: the entry just given, when it speaks of the point. */
export function givenOnPoint(given: string | undefined, point: readonly string[]): TRetrieved[] {
  const said = given ? INDEX.find((e) => given.includes(`**${e.item.title}**`)) : undefined;
  return said && coversPoint(readingText(said.item), point) ? [{ item: said.item, score: 0 }] : [];
}

/**
 * "e tomar antes de dormir ajuda?" after the casein entry: an entry found on the point alone ("Comer à noite engorda?")
 * that never speaks of the food the thread asked about answers another question; the entry just given, when it covers
 * the point, answers this one (decision 190). A thread about no food of that entry ("ganhar massa") keeps what was found.
 */
export function givenKeptOnPoint(found: TRetrieved[], given: string | undefined, point: readonly string[], context: string): TRetrieved[] {
  const [kept] = givenOnPoint(given, point);
  const [top] = found;
  if (!kept || !top || top.item === kept.item) return found;
  const asked = ` ${foldText(context)} `;
  const subject = INDEX.find((e) => e.item === kept.item)!.foods.filter((f) => asked.includes(` ${f} `));
  const text = ` ${readingText(top.item)} `;
  return subject.length === 0 || subject.some((f) => text.includes(` ${f} `)) ? found : [kept];
}

/** A new entry after a follow-up must score at least this share of the entry just given, when that one fits again. */
const FRESH_SHARE = 0.6;

/**
 * An entry the reply just gave is left out when another fits; the other must be called up by a word of its own ("e pra
 * quem tem gastrite?" after "café faz mal?" reaches the gastritis entry), not by the word the given entry answered
 * ("café" again would bring "café à noite" to "e com leite?"), or speak of the point a follow-up adds (`onPoint`: every
 * candidate was already checked for it). When none is left, the given entry stays.
 */
function notGivenAgain(results: TRetrieved[], hitsOf: ReadonlyMap<TRetrieved, string[]>, given: string | undefined, onPoint: boolean): TRetrieved[] {
  if (!given) return results;
  const said = INDEX.filter((e) => given.includes(`**${e.item.title}**`));
  if (said.length === 0) return results;
  const answered = new Set(said.flatMap((e) => e.keywords));
  const again = results.filter((r) => said.some((e) => e.item === r.item));
  // The entry given still fits the question far better than any other: it is the answer, said in short after.
  const bar = Math.max(0, ...again.map((r) => r.score)) * FRESH_SHARE;
  const fresh = results.filter((r) => !again.includes(r) && r.score >= bar && (onPoint || (hitsOf.get(r) ?? []).some((k) => !answered.has(k))));
  return fresh.length > 0 ? fresh : again;
}
