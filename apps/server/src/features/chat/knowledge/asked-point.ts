import { contentTokens, foldText } from "../chat.text";

/** Words that frame a question ("faz mal?", "vale a pena?", "será que foi…") without saying what it is about. */
export const FRAME_WORDS = new Set(
  contentTokens(
    "mal bem bom boa bons boas ruim melhor pior saudavel normal certo errado verdade mito funciona presta serve adianta vale pena problema perigoso seguro tudo nada coisa algo sera foi era ta to tou tava estou estava fica ficar hoje ontem agora sempre gente oi ola depois antes durante logo querendo tenho tinha sou consumir consumo ingerir todo toda todos todas dizem falam disseram ouvi quer queria acha acham achar recomenda indica opiniao sabe sabia conta explica saber sobre dizer diz fala duvida pergunta ai ne entao mesmo tipo assim porque pq vai vou dar dou tomar ainda so nunca tambem",
  ),
);

/** Words a follow-up asks with that say nothing of its point ("e no caso de quem tem…?", "tb pode?", "muda alguma coisa?"). */
const ASKING_WORDS = new Set(
  contentTokens(
    "caso quem numa num resolve resolvem basta bastam suficiente tb tbm q pq vc sim nao ok faco fazer faz ajudo ajudar resolvo resolver dou ofereco oferecer como porque serio certeza entendi explica exemplo exemplos ideia ideias opcao opcoes outra outro outras outros muda mudar alguma algum coisa coisas usar tomar come comer beber bebe deixa deixar liberado liberada pode podem consegue seria teria fosse for sendo caso idade anos ano mes meses semanas tipo aquele aquela esse essa isso la ali serve vale ajuda atrapalha ele ela eles elas dele dela meu minha",
  ),
);

/**
 * Words that say the same point in other words: a life stage, a condition, a time of day. "e na gravidez?" is answered
 * by a text that says "gestantes"; "e à noite?" by one that says "em qualquer horário".
 */
const FAMILIES: readonly RegExp[] = [
  /\b(gravid\w*|gestant\w*|gestac\w*|gravidez|pre natal|obstetra)\b/,
  /\b(amament\w*|lactant\w*|lactac\w*)\b/,
  /\b(crianc\w*|filh[oa]s?|infantil|infancia|bebe\w*|nene\w*|nenem|pediatr\w*|menores de \d+|menor de \d+)\b/,
  /\b(adolescent\w*|menor de idade|menores de idade)\b/,
  /\b(idos[oa]s?|avo|avos|vovo|terceira idade|depois dos (50|60|65|70))\b/,
  /\b(diabet\w*|glicemi\w*|insulina|glicose)\b/,
  /\b(pressao alta|hipertens\w*|pressao)\b/,
  /\b(rim|rins|renal|renais|nefro\w*|pedra nos? rins?|calculo renal)\b/,
  /\b(refluxo|azia|queimacao|gastrite)\b/,
  /\b(noite|noturn\w*|manha|tarde|madrugada|horario\w*|hora|horas|minutos?|tempo|antecedencia|antes de dormir|antes de deitar)\b/,
  /\b(treino|treina\w*|academia|musculacao|exercicio\w*)\b/,
];

/** "kkk", "hahaha", "rsrs": laughter, never the point asked. */
const LAUGHTER = /^(?:k+|(?:ha|he|hu|kk)+|rs+)$/;

/** How a follow-up opens ("e no caso…", "mas e se…"). */
const OPENS_FOLLOW_UP = /^(?:mas |entao )?e\b/;
/** A follow-up is short: a longer message asks its own question. */
const FOLLOW_UP_WORDS = 10;
/** Past this many words, a message that does not open with "e" is its own question, not a follow-up. */
const OWN_QUESTION_WORDS = 6;

/**
 * The point of a short follow-up ("e na gravidez pode?" after "adoçante faz mal?"): the words it adds to the thread, or
 * null when the message is no follow-up or adds nothing ("pode?", "o que eu faço?").
 */
export function followUpPoint(text: string, context: string | undefined, variant: boolean, foods: readonly string[]): string[] | null {
  const folded = foldText(text);
  if (!context || folded.split(" ").length > FOLLOW_UP_WORDS) return null;
  // "como eu faço pra não ficar beliscando na madrugada?" asks its own question: only a short one or one opened by "e" follows up.
  if (!variant && !OPENS_FOLLOW_UP.test(folded) && (foods.length > 0 || folded.split(" ").length > OWN_QUESTION_WORDS)) return null;
  // "e se for light?" after requeijão: the food said before is the thread, "light" (read into "requeijão light") the point;
  // "e chá mate?" names a food of its own, its subject, not a point.
  const said = new Set([...contentTokens(context), ...contentTokens(folded).filter((w) => foods.some((f) => contentTokens(f).every((t) => contentTokens(folded).includes(t)) && contentTokens(f).includes(w)))]);
  const point = pointWords(folded, foods.flatMap((f) => contentTokens(f).filter((w) => said.has(w))));
  return point.length > 0 ? point : null;
}

/** The words a short follow-up adds to the thread: its point ("e pra criança de 3 anos?" is "criança"), without the thread's food. */
export function pointWords(text: string, threadFoods: readonly string[]): string[] {
  const own = new Set(threadFoods.flatMap(contentTokens));
  const words = foldText(text)
    .split(" ")
    .filter((w) => {
      const token = contentTokens(w)[0];
      return token !== undefined && !FRAME_WORDS.has(token) && !ASKING_WORDS.has(token) && !own.has(token) && !/^\d+$/.test(token) && !LAUGHTER.test(w);
    });
  return [...new Set(words)];
}

const stemOf = (word: string) => word.slice(0, Math.max(4, Math.min(word.length, 6)));

/** The text says this word or another word of its family ("gestantes" for "gravidez", "qualquer horário" for "noite"). */
export function saysWord(text: string, word: string): boolean {
  let test = wordTests.get(word);
  if (!test) {
    if (wordTests.size >= MAX_WORDS) wordTests.clear();
    const re = FAMILIES.find((f) => f.test(word)) ?? new RegExp(`\\b${stemOf(word)}`);
    test = { re, answers: new Map() };
    wordTests.set(word, test);
  }
  if (!readingTexts.has(text)) return test.re.test(text);
  let says = test.answers.get(text);
  if (says === undefined) {
    says = test.re.test(text);
    test.answers.set(text, says);
  }
  return says;
}

/**
 * Each word's test, its family's or its stem's, built once, with its answer for each entry's reading text: a
 * follow-up's point is tested against every entry of the base, and the entries' texts never change.
 */
const wordTests = new Map<string, { re: RegExp; answers: Map<string, boolean> }>();
const MAX_WORDS = 2_000;

/** Folded text where a hyphenated word is also read joined: "micro-ondas" is written "microondas" as well. */
export function foldReadable(raw: string): string {
  const joined = [...raw.matchAll(/(\p{L}+)-(\p{L}+)/gu)].map((m) => `${m[1]}${m[2]}`);
  return foldText([raw, ...joined].join(" "));
}

/** The folded text a reader sees of an entry, and the phrasings it answers. */
const texts = new WeakMap<object, string>();
const readingTexts = new Set<string>();
type TReadable = { title: string; answer: string; questions: readonly string[] };

export function readingText(item: TReadable): string {
  let text = texts.get(item);
  if (text === undefined) {
    text = foldReadable([item.title, item.answer, ...item.questions].join(" "));
    texts.set(item, text);
    readingTexts.add(text);
  }
  return text;
}

/**
 * A follow-up's point is covered when the text speaks of it ("e pro meu filho, pode dar inteira?" needs the child and
 * the whole fruit); `some` for one sentence of a text that covers it all. No point asks nothing new.
 */
export function coversPoint(text: string, point: readonly string[], some = false): boolean {
  if (some) return point.some((w) => saysWord(text, w));
  // Each person, condition or time asked, and one of the other words ("festa" may be said as "ocasiões especiais").
  const kinds = point.filter((w) => FAMILIES.some((f) => f.test(w)));
  const rest = point.filter((w) => !kinds.includes(w));
  return kinds.every((w) => saysWord(text, w)) && (rest.length === 0 || rest.some((w) => saysWord(text, w)));
}

/** The point's words that name a subject of their own ("lanche", "marmita"), not a person, a condition or a time of day. */
export function subjectWords(point: readonly string[]): string[] {
  return point.filter((w) => !FAMILIES.some((f) => f.test(w)));
}

/** The families of a person or a health condition (not a time of day nor training): the ones someone else must guide. */
const PERSON_OR_CONDITION = FAMILIES.slice(0, 9);

/** The point asks about a person or a condition ("e na gravidez?", "e pro meu avô?"). */
export function asksForSomeone(point: readonly string[]): boolean {
  return point.some((w) => PERSON_OR_CONDITION.some((f) => f.test(w)));
}

/** The text names the food asked ("requeijão" of "requeijão light"), by its first word. */
export function namesFood(text: string, food: string): boolean {
  const head = contentTokens(food)[0];
  return head !== undefined && saysWord(text, head);
}

/**
 * "requeijão faz mal?": an entry that lists the food among its keywords but never names it to the reader ("Manteiga
 * ou margarina?") gives way to one that does. An entry about the person's condition or life stage (`held`) stays.
 */
export function namingTheFood<T extends { item: TReadable }>(results: T[], foods: readonly string[], held: ReadonlySet<T>): T[] {
  if (foods.length === 0) return results;
  const naming = results.filter((r) => held.has(r) || foods.some((f) => namesFood(readingText(r.item), f)));
  return naming.length > 0 ? naming : results;
}
