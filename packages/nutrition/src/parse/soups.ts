import { FOOD_INDEX } from "../match/food-index";
import { matchFood } from "../match/match-food";
import { stemToken } from "../text/normalize";
import { LINKS } from "./amounts";
import { DESCRIPTOR_WORDS, FUNCTION_WORDS, PREPARATION_WORDS } from "./lexicon";

/**
 * "sopa de mandioquinha com carne moída", "creme de abóbora com gengibre", "caldo de feijão com macarrão": what is
 * named after a soup is what it is made of, so the whole is one soup and an amount said after it is the soup's.
 */
const SOUP = /^(sopa|sopao|sopinha|caldo|caldinho|canja|creme)( (de|com) (?!cana\b)|$)/;
/** "creme de …" is a soup only for what is cooked into one ("creme de leite", "creme de avelã" are not). */
const CREAM_OF = /^creme (de|com) (abobora|moranga|mandioquinha|batata|baroa|cenoura|ervilha|espinafre|brocolis|couve|legumes|aspargo|cebola|palmito|abobrinha|inhame|cara|mandioca|aipim|macaxeira|chuchu|tomate|cogumelo|champignon|lentilha)\b/;
/** What is eaten beside a soup, not in it ("caldo de feijão com pão", "canja com torradinha"). */
const SIDE = /^(pao|paes|paozinho|torrada|torradinha|torradas|torradinhas|bolacha|bolachas|bolachinha|biscoito|biscoitos|cream cracker|broa)\b/;
/** Seasonings cooked into a soup that the tables do not list as foods. */
const SEASONING = new Set(["gengibre", "alho", "cebolinha", "salsinha", "salsa", "coentro", "cheiro", "verde", "tempero", "temperos", "pimenta", "louro", "curry", "noz", "moscada", "azeite", "oleo", "sal"]);

const CHICKEN = /\b(frango|galinha)\b/;
const BEANS = /\bfeijao\b/;
const FISH = /\b(peixe|camarao|frutos do mar|siri)\b/;
const GROUND_BEEF = /\bcarne moida\b/;
const MEAT = /\b(carne|musculo|costela|acem|patinho|bacon|calabresa|linguica|charque|mocoto|ossobuco|paio|toucinho|carne seca)\b/;

export function isSoup(foodText: string): boolean {
  return SOUP.test(foodText) && (!foodText.startsWith("creme") || CREAM_OF.test(foodText));
}

function knownWord(word: string): boolean {
  return FUNCTION_WORDS.has(word) || LINKS.has(word) || PREPARATION_WORDS.has(word) || DESCRIPTOR_WORDS.has(word) ||
    SEASONING.has(word) || FOOD_INDEX.byToken.has(stemToken(word));
}

/** Whether "com y" / "e y" after a soup is one of its ingredients ("sopa de legumes com carne"), not a side. */
export function joinsSoup(left: string, right: string, connector: string): boolean {
  return (connector === "com" || connector === "e") && isSoup(left) && right.length > 0 && !SIDE.test(right) &&
    right.split(" ").every(knownWord);
}

/**
 * The soup a "sopa de x com y" is read as: the table's own name when it has one, else by what is in it (chicken:
 * canja; beans: caldo de feijão; fish: caldo de peixe; beef: the survey's beef soup), else the soup of its first
 * ingredient. Unknown words keep the text as written, so they are still reported.
 */
export function soupReading(foodText: string): string {
  if (!isSoup(foodText) || matchFood(foodText)?.score === Infinity) return foodText;
  const words = foodText.split(" ");
  if (!words.every(knownWord)) return foodText;
  const text = foodText.replace(/^(sopao|sopinha|creme)\b/, "sopa").replace(/^caldinho\b/, "caldo");
  if (CHICKEN.test(text)) return "canja";
  if (BEANS.test(text)) return "caldo de feijao";
  if (FISH.test(text)) return "caldo de peixe";
  if (GROUND_BEEF.test(text)) return "sopa de carne moida";
  if (MEAT.test(text)) return "sopa de legumes com carne";
  const first = /^(sopa|caldo) (?:de|com) (.+?)(?: (?:com|e) .*)?$/.exec(text);
  return first ? `${first[1]} de ${first[2]}` : text;
}
