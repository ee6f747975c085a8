import { foldText } from "../chat.text";

/**
 * Foods asked for in a plan request ("pode ser com frango, arroz integral e legumes", "comida do interior, tipo virado,
 * mandioca, frango caipira"): the generator favours them (decision 119).
 */
const PREFER = /\b(?:pode ser com|podia ser com|quero com|queria com|com bastante|de preferencia com|prefiro com|que tenha|tipo|gosto de|prefiro)\s+((?:[a-z]+(?:,? | e | ou )?){1,14})/;
/** Said alongside the foods, never a food: "comida do interior", "coisa simples". */
const NOT_A_FOOD = /^(comida|coisa|coisas|algo|isso|mais|tudo|nada|assim|simples|caseira|do interior|da roca|regional|feira|mercado|plano|cardapio|dieta|marmita|semana|dia|dias|refeicoes|refeicao|barato|pratico)\b/;
/** How a food is made or where it comes from, not which food: "frango caipira" is favoured as frango. */
const MANNER = / (caipira|caseir[oa]s?|cozid[oa]s?|assad[oa]s?|grelhad[oa]s?|refogad[oa]s?|frit[oa]s?|fresc[oa]s?|do interior|da roca|de panela)$/;
const SMALL = /^(o|a|os|as|um|uma|uns|umas|de|do|da|com|bastante|muito|muita|tipo)\s+/;

/** The foods asked, as the person said them; empty when the request names none. The commas of the text part them. */
export function readPlanPrefer(text: string): string[] {
  const folded = text.split(",").map(foldText).join(", ");
  const m = PREFER.exec(folded);
  // "n gosto de peixe", "nem gosto de fígado": a food left out, never one asked for.
  if (!m || /\b(?:nao|n|nem|num|ninguem|odeio|detesto)\s+(?:\w+\s+)?$/.test(folded.slice(0, m.index))) return [];
  const parts = m[1]!.split(/,\s*| e | ou /).map((p) => p.trim().replace(SMALL, "").replace(SMALL, ""));
  return [...new Set(parts.filter((p) => p.length > 2 && p.split(" ").length <= 3 && !NOT_A_FOOD.test(p)))].slice(0, 8);
}

/** The food as the tables are searched for it: "frango caipira" → "frango"; "arroz integral" stays. */
export const preferredAs = (food: string) => food.replace(MANNER, "");
