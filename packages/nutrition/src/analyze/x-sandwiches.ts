import { matchFood } from "../match/match-food";

/** The X-sandwiches the survey or a regional recipe lists by name (Manaus's x-caboquinho, the snack bar's x-frango); any other filling is the survey's X-tudo. */
const LISTED = new Set(["tudo", "salada", "burguer", "burger", "bacon", "egg", "caboquinho", "frango", "galinha"]);
const X_FILLING = /\b(x|xis)[\s-]+([a-zà-ú]+)/gi;
/** "2x arroz", "tomei 3x café", "3 x mais", "2 x por semana": times, never X-sandwiches. */
const TIMES_GLUED = /\b(\d+)x(?=\s)/gi;
const TIMES_SPACED = /\b(\d+)\s+x\s+(?=(?:mais|menos|por|ao|na|no|pela|pelo|que)\b)/gi;

/**
 * "xis coração", "x-frango", "um x picanha": an X-sandwich named by its filling is one sandwich, never the sandwich plus
 * a plate of the filling (nor an "x-egg" read from the letter); the filling is what the survey's X-tudo holds. A number
 * glued to the x ("2x arroz") counts times.
 */
export function withXSandwiches(text: string): string {
  const times = text.replace(TIMES_GLUED, "$1").replace(TIMES_SPACED, "$1 vezes ");
  return times.replace(X_FILLING, (whole: string, _x: string, filling: string) => {
    const word = filling.toLowerCase();
    // A filling the database has an X of its own for ("xis coração") names that X, not the X-tudo.
    const own = matchFood(`xis ${word}`);
    if (LISTED.has(word) || !matchFood(word) || (own?.complete && own.food.dish === "receita")) return whole;
    return "xis tudo";
  });
}
