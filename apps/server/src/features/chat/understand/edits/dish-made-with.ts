import { foldText } from "../../chat.text";

/**
 * What a dish of the tables is already made with, as the TACO and IBGE rows count it: said of the dish on the card ("o
 * strogonoff tinha creme de leite", "a feijoada tinha bacon e linguiça"), it is no new food to add.
 */
const MADE_WITH: readonly { dish: RegExp; has: RegExp }[] = [
  { dish: /\be?strogono(?:f|ff|fe|ffe)\b/, has: /^(?:creme de leite|creme|champignon|cogumelos?|ketchup|catchup|mostarda|molho)$/ },
  { dish: /\bfeijoada\b/, has: /^(?:bacon|toucinho|linguicas?|calabresa|paio|carne seca|charque|costelinha|costela|pe de porco|orelha|rabo|lombo|carne de porco|carnes?|pertences|miudos)$/ },
  { dish: /\blasanha\b/, has: /^(?:queijo|mussarela|mucarela|presunto|molho|molho branco|molho bolonhesa|molho de tomate|carne moida|bechamel)$/ },
  { dish: /\bmoqueca\b/, has: /^(?:dende|azeite de dende|leite de coco|pimentao|tomate|cebola|coentro)$/ },
  { dish: /\bvatapa\b/, has: /^(?:camarao|camarao seco|leite de coco|dende|azeite de dende|amendoim|castanha|pao)$/ },
  { dish: /\bpao de queijo\b/, has: /^(?:queijo|polvilho|ovos?)$/ },
  { dish: /\bpure\b/, has: /^(?:leite|manteiga)$/ },
  { dish: /\bbrigadeiros?\b/, has: /^(?:leite condensado|chocolate|achocolatado|granulado|manteiga)$/ },
  { dish: /\bpudim\b/, has: /^(?:leite condensado|calda|caramelo|ovos?|leite)$/ },
  { dish: /\bcaipirinha\b/, has: /^(?:acucar|limao|cachaca|gelo)$/ },
  { dish: /\bvitamina de\b/, has: /^(?:leite)$/ },
];

/** A squeeze, a pinch or a leaf: said of a dish or a drink ("o caldo era com limão"), it changes next to nothing. */
const TRACE = /^(?:limao|gotas? de limao|suco de limao|sal|pimenta|pimenta do reino|canela|oregano|gelo|hortela|cheiro verde|salsinha|coentro|cebolinha|vinagre|alho|tempero|temperos)$/;

/** One thing said, without its article or an amount of it ("o creme de leite", "um pouco de bacon" → the food). */
const bare = (said: string) =>
  foldText(said)
    .replace(/^(?:o|a|os|as|um|uma|uns|umas)\s+/, "")
    .replace(/^(?:pouco|pouquinho|tiquinho|bastante|muito|muita)\s+(?:de\s+)?/, "")
    .trim();

/**
 * The things said of a dish ("creme de leite", "bacon e linguiça") split into those its row already counts (or that
 * weigh next to nothing, a squeeze of lemon) and the rest;
 * `dish` is the dish as typed and as read, folded.
 */
export function splitByRecipe(dish: string, said: string): { inDish: string[]; rest: string[] } {
  const recipe = MADE_WITH.find((r) => r.dish.test(dish));
  const things = said.split(/\s*,\s*|\s+e\s+/).map((s) => s.trim()).filter(Boolean);
  const counted = (t: string) => TRACE.test(bare(t)) || (recipe?.has.test(bare(t)) ?? false);
  return { inDish: things.filter(counted), rest: things.filter((t) => !counted(t)) };
}

/** Whether a thing said of a dish weighs next to nothing (a squeeze of lemon, a pinch of salt). */
export const isTrace = (said: string): boolean => TRACE.test(bare(said));
