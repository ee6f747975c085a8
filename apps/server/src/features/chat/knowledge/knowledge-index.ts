import { contentTokens, foldText } from "../chat.text";
import { KNOWLEDGE_BASE, type TKnowledgeItem } from "./knowledge-base";

/** The knowledge base read once for retrieval: each entry's keywords, phrasings, foods and conditions as folded words. */
export type TIndexed = {
  item: TKnowledgeItem;
  keywords: string[];
  /** Keywords that name the entry's concept rather than one of its foods ("lactose", not "iogurte"). */
  concepts: Set<string>;
  questions: Set<string>[];
  vocabulary: Set<string>;
  foods: string[];
  foodWords: Set<string>;
  conditions: Set<string>;
  /** The entry is about an allergy to a food ("Alergia a amendoim"), not about the food. */
  allergy: boolean;
};

function index(item: TKnowledgeItem): TIndexed {
  const questions = item.questions.map((q) => new Set(contentTokens(q)));
  const vocabulary = new Set([...questions.flatMap((q) => [...q]), ...contentTokens(item.title), ...item.keywords.flatMap(contentTokens)]);
  const keywords = [...new Set(item.keywords.map(foldText).filter(Boolean))];
  const foods = item.foods.map(foldText).filter(Boolean);
  return {
    item,
    keywords,
    // "iogurte" names the food of "iogurte natural"; "lactose" of "leite zero lactose" is still the concept.
    concepts: new Set(keywords.filter((k) => !foods.some((f) => f === k || f.startsWith(`${k} `)))),
    questions,
    vocabulary,
    foods,
    foodWords: new Set(item.foods.flatMap(contentTokens)),
    conditions: new Set(item.conditions),
    allergy: /^alergia a\b/.test(foldText(item.title)),
  };
}

export const INDEX = KNOWLEDGE_BASE.map(index);
export const keywordCount = new Map<string, number>();
for (const e of INDEX) for (const k of e.keywords) keywordCount.set(k, (keywordCount.get(k) ?? 0) + 1);

const FOOD_WORDS = new Set(INDEX.flatMap((e) => [...e.foodWords]));
/** Foods of one word the base speaks of ("sal", "mel", "doces"). */
export const FOOD_NAMES = new Set(INDEX.flatMap((e) => e.foods.map(contentTokens).filter((words) => words.length === 1).map((words) => words[0]!)));

/**
 * Keywords that a family of three or more entries shares with one condition in common ("pressao alta", "diabetico",
 * "vegano", "gravida"): they say who asks, and open those entries' gates, but are not what any one of them is about.
 * Food words ("carne", "trigo") stay subjects, and so does sport ("musculacao"), which is no condition.
 */
const conditionPhrases: string[] = [];
for (const [keyword, count] of keywordCount) {
  if (count < 3 || contentTokens(keyword).some((w) => FOOD_WORDS.has(w))) continue;
  const holders = INDEX.filter((e) => e.keywords.includes(keyword)).map((e) => e.conditions);
  if ([...holders[0]!].some((c) => c !== "ATHLETE" && holders.every((h) => h.has(c)))) conditionPhrases.push(keyword);
}
export const CONDITION_PHRASE = new RegExp(`\\b(${conditionPhrases.sort((a, b) => b.length - a.length).join("|")})s?\\b`, "g");
export const CONDITION_SAID = new RegExp(CONDITION_PHRASE.source);

type TPhraseTest = { re: RegExp; word: string; whole: boolean };
const phraseTests = new Map<string, TPhraseTest>();

function phraseTest(phrase: string): TPhraseTest {
  let test = phraseTests.get(phrase);
  if (!test) {
    // "ingredientes" is also said "o primeiro ingrediente": a long plural keyword is read in the singular too.
    const stem = phrase.length >= 8 && /[^s]es$/.test(phrase) && !phrase.includes(" ") ? phrase.slice(0, -1) : phrase;
    const word = /^\w+/.exec(stem)?.[0] ?? "";
    test = { re: new RegExp(`\\b${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}s?\\b`), word, whole: word === stem };
    phraseTests.set(phrase, test);
  }
  return test;
}

/** The words of the texts read lately: a phrase whose first word is not among them is not in the text. */
const wordsRead = new Map<string, Set<string>>();
function wordsOf(folded: string): Set<string> {
  let words = wordsRead.get(folded);
  if (!words) {
    words = new Set(folded.split(/\W+/));
    wordsRead.set(folded, words);
    if (wordsRead.size > 8) wordsRead.delete(wordsRead.keys().next().value!);
  }
  return words;
}

/** Keywords by the first word of their stem: a text is tested only for the keywords whose first word it says. */
type TKeywordTest = { keyword: string; test: TPhraseTest };
const byFirstWord = new Map<string, TKeywordTest[]>();
const withoutWord: TKeywordTest[] = [];
for (const keyword of keywordCount.keys()) {
  const test = phraseTest(keyword);
  if (test.word === "") withoutWord.push({ keyword, test });
  else byFirstWord.set(test.word, [...(byFirstWord.get(test.word) ?? []), { keyword, test }]);
}

/** Keywords by each of their words ("lanche" of "lanche da tarde"). */
const byWord = new Map<string, string[]>();
for (const keyword of keywordCount.keys()) for (const word of new Set(keyword.split(" "))) byWord.set(word, [...(byWord.get(word) ?? []), keyword]);

/** The keywords that have one of these words among theirs. */
export function keywordsWithWord(words: readonly string[]): Set<string> {
  return new Set(words.flatMap((w) => byWord.get(w) ?? []));
}

/** The keywords of the base that the folded text says, as `containsPhrase` reads them. */
export function keywordsSaid(folded: string): Set<string> {
  const said = new Set(withoutWord.filter(({ test }) => test.re.test(folded)).map(({ keyword }) => keyword));
  for (const word of wordsOf(folded)) {
    for (const { keyword, test } of byFirstWord.get(word) ?? []) if (test.re.test(folded)) said.add(keyword);
    // "ovos" says "ovo"; a phrase's first word is said as written ("ovo cozido").
    if (word.endsWith("s")) for (const { keyword, test } of byFirstWord.get(word.slice(0, -1)) ?? []) if (test.whole && test.re.test(folded)) said.add(keyword);
  }
  return said;
}

/** The text says the phrase as whole words, in the singular or the plural ("ovo" in "dois ovos"). */
export function containsPhrase(folded: string, phrase: string): boolean {
  const test = phraseTest(phrase);
  if (test.word !== "") {
    const words = wordsOf(folded);
    if (!words.has(test.word) && !(test.whole && words.has(`${test.word}s`))) return false;
  }
  return test.re.test(folded);
}
