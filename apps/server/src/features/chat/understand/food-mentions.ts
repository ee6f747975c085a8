import { compositionOfName, foodComposition, isKnownDishName, matchFood, type TFood, type TFoodComposition } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";

/** A food or dish named in a message: the database record when there is one, and what it is made of. */
/** `alsoSaid`: other names of the same food in the message ("aipim" and "macaxeira" beside "mandioca"). */
export type TFoodMention = { phrase: string; food: TFood | null; composition: TFoodComposition; alsoSaid?: string[] };

const MEAL_SLOTS = /\b(no cafe da manha|cafe da manha|cafe da tarde|cafe de manha|almoco|jantar|janta|lanche( da (manha|tarde|noite))?|ceia|pre treino|pos treino|massa muscular|massa magra|(ganhar|crescer|criar|definir|perder|ganho de) (o |os )?musculos?)\b/g;

/** Words that are never the start or end of a food phrase in a question. */
const EDGE_WORDS = new Set(
  "a o e de da do das dos um uma uns umas em no na nos nas com sem por para pra pro ou que se eu me mim meu minha tem ter posso pode comer como comi tomar tomei beber bebi quantas quantos quanta quanto qual quais calorias caloria kcal proteina proteinas carboidrato carboidratos gordura gorduras fibra fibras engorda engordar emagrece faz mal bem muito mais menos melhor pior e ja hoje dia por sou estou tenho alergia alergico alergica intolerancia intolerante gluten lactose ruim bom boa seguro segura contem leva substituir trocar troca versus vs tipo media medio grande pequeno pequena porcao unidade colher copo fatia prato concha xicara gramas g ml litro so apenas cada todo toda vez nada isso esse essa ela ele dela dele vegana vegano vegetariano vegetariana suficiente diferenca entre manha tarde noite gravida gravidas gestante amamentando lactante diabetico diabetica hipertenso hipertensa celiaco celiaca renal anemica anemico voce vc medico medica nutricionista filho filha filhos filhas neto neta bebe crianca anos meses semanas inteiro inteira inteiros inteiras enjoada enjoado enjoei cansada cansado largar parar tentando viciada viciado sentindo horrivel culpada culpado triste querendo pensando vontade q caro pagar pena vale isolado isolada concentrado concentrada hidrolisado pesado pesada gorduroso gordurosa oleoso oleosa calorico calorica engordou pesou preocupar kk kkk acelera acelerar aceleram dura duram conta contam funciona compensa presta costumo costuma costumava sempre estomago monstro quebra quebrar quebram".split(" "),
);

/** Places people say they are in ("tô em Salvador"): never a food, whatever a fuzzy match finds. */
const PLACES = new Set(
  "salvador bahia recife fortaleza belem manaus goias goiania curitiba parana amapa amazonas rondonia roraima tocantins maranhao piaui ceara paraiba pernambuco alagoas sergipe floripa florianopolis natal maceio aracaju teresina brasilia vitoria cuiaba palmas macapa santos campinas nordeste amazonia pantanal interior capital praia".split(" "),
);

const MAX_WINDOW = 5;

/**
 * A food's word said as something else, by the word before or after it: "meu sonho é emagrecer", "meu maior sonho" (a
 * wish, never the pastry); "pera aí", "pera, não foi isso" ("espera", never a pear).
 */
const SAYINGS: Readonly<Record<string, { before?: ReadonlySet<string>; after?: ReadonlySet<string> }>> = {
  sonho: { before: new Set(["meu", "maior", "nosso", "seu", "grande"]) },
  pera: { after: new Set(["ai", "la", "nao", "que", "deixa", "eu", "isso", "errei", "esqueci", "corrigindo", "pera", "tinha", "foi", "era"]) },
  // "vitamina C", "vitamina D3", "vitamina b12": the nutrient named by its letter, never the blended drink (decision 176).
  vitamina: { after: new Set(["a", "b", "b12", "b6", "c", "d", "d3", "k", "k2"]) },
};

/** "colher de sopa", "colher de chá": the spoon's size, never the soup or the tea ("e uma colher de sopa só?" after farofa). */
const SPOON_SIZES = new Set(["sopa", "cha", "sobremesa"]);

function saidAsSomethingElse(tokens: readonly string[], i: number): boolean {
  if (SPOON_SIZES.has(tokens[i]!) && tokens[i - 1] === "de" && /^colher(es|inha|inhas)?$/.test(tokens[i - 2] ?? "")) return true;
  const saying = SAYINGS[tokens[i]!];
  return saying !== undefined && (saying.before?.has(tokens[i - 1] ?? "") === true || saying.after?.has(tokens[i + 1] ?? "") === true);
}

/** Words that name a group of foods, never one food on their own ("fruta" is not "fruta-pão"). */
const GENERIC = new Set("sobremesa sobremesas petisco petiscos aperitivo fruta frutas verdura verduras legume legumes comida comidas alimento alimentos refeicao lanche lanches doce doces salgado salgados bebida bebidas suplemento suplementos massa massas carboidrato gordura".split(" "));

/**
 * Words that are only part of a food's name and name nothing alone (decision 133): a colour, a size, a cut, a weekday, a
 * person or a reply ("o branco" is not "cocada branca", "quarta" is not "quarto suíno", "Maria" is not "maria-mole",
 * "claro" is not "clara de ovo"). Inside a longer name they still count ("arroz branco", "carne seca").
 */
const NEVER_ALONE = new Set(
  "branco branca brancos brancas grande grandes inteira inteiro outra outro outros outras parte quarta quarto sua suas verde verdes seca seco dura duro cabeca capa contra pele posta tradicional vazio banho batido mole vaca coracao maria paulista claro prata copo copos cara caro caros filho filha filhos".split(" "),
);

function mentionFor(window: string): TFoodMention | null {
  if (GENERIC.has(window) || NEVER_ALONE.has(window) || window.split(" ").some((w) => PLACES.has(w))) return null;
  const plain = matchFood(`${window} simples`);
  if (plain && plain.confidence === 1) return { phrase: window, food: plain.food, composition: foodComposition(plain.food) };
  const match = matchFood(window);
  // A table food named exactly ("sonho") is that food, even when a recipe rule also knows the name.
  if (match && (match.confidence === 1 || foldText(match.food.name) === window)) return { phrase: window, food: match.food, composition: foodComposition(match.food) };
  if (isKnownDishName(window)) return { phrase: window, food: null, composition: compositionOfName(window)! };
  if (!match) return null;
  const longWords = window.split(" ").every((w) => w.length >= 6);
  if (match.confidence >= 0.95 || (match.confidence >= 0.9 && longWords)) return { phrase: window, food: match.food, composition: foodComposition(match.food) };
  return null;
}

function namedExactly(window: string): boolean {
  const match = matchFood(window);
  return match !== null && match.confidence === 1 && foldText(match.food.name) === window;
}

/** "arroz integral e arroz …", "leite integral ou leite …": the same food's word again after the "e" is a second food. */
function joinsTwo(words: readonly string[], mention: TFoodMention, after: readonly string[]): boolean {
  const name = ` ${foldText(mention.food?.name ?? mention.phrase)} `;
  const k = words.findIndex((w, j) => j > 0 && (w === "e" || w === "ou") && words[j + 1] === words[0] && !name.includes(` ${w} `));
  if (k < 0) return false;
  // Only when the second one is a food of its own ("arroz branco"), not a name the tables lack ("farinha d'água").
  const second = matchFood([...words.slice(k + 1), ...after].slice(0, 2).join(" "));
  return second !== null && second.confidence >= 0.9 && second.food.id !== mention.food?.id;
}

/** Foods and dishes of a message, longest phrase first, through the engine's own food index and recipe rules; "|" is a barrier. */
export function findFoodMentions(text: string): TFoodMention[] {
  const tokens = text
    .slice(0, 1000)
    .split("|")
    .map((part) => foldText(part).replace(MEAL_SLOTS, " | "))
    .join(" | ")
    .split(" ")
    .filter(Boolean);
  const mentions: TFoodMention[] = [];
  let i = 0;
  while (i < tokens.length) {
    let taken = 0;
    for (let len = Math.min(MAX_WINDOW, tokens.length - i); len >= 1; len--) {
      const words = tokens.slice(i, i + len);
      if (words.includes("|") || EDGE_WORDS.has(words[0]!) || /^\d/.test(words[0]!)) continue;
      // "queijo prato": a name that ends on a word that is mostly something else is taken only when it is the table's name.
      if (EDGE_WORDS.has(words[len - 1]!) && !(len > 1 && namedExactly(words.join(" ")))) continue;
      if (saidAsSomethingElse(tokens, i)) continue;
      const mention = mentionFor(words.join(" "));
      // "arroz integral e arroz branco": two kinds of one food, never one read across the "e".
      if (mention && joinsTwo(words, mention, tokens.slice(i + len))) continue;
      if (mention) {
        const same = mentions.find((m) => m.food && mention.food && m.food.id === mention.food.id);
        if (!same) mentions.push(mention);
        else if (same.phrase !== mention.phrase) same.alsoSaid = [...(same.alsoSaid ?? []), mention.phrase];
        taken = len;
        break;
      }
    }
    i += Math.max(1, taken);
  }
  return mentions;
}

/** The food a follow-up names when read with the previous subject: "nanica" after "banana prata" is "banana nanica". */
export function combineWithSubject(subject: TFoodMention, text: string): TFoodMention | null {
  const extra = foldText(text)
    .split(" ")
    .filter((w) => w.length > 2 && !EDGE_WORDS.has(w) && !/^(e|se|for|fosse|sendo|entao|agora)$/.test(w));
  if (extra.length === 0 || !subject.food) return null;
  const head = foldText(subject.food.name).split(" ")[0]!;
  const match = matchFood(`${head} ${extra.join(" ")}`);
  if (!match || match.food.id === subject.food.id || match.confidence < 0.9) return null;
  return { phrase: `${head} ${extra.join(" ")}`, food: match.food, composition: foodComposition(match.food) };
}
