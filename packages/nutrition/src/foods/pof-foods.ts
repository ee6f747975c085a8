import { normalizeText } from "../text/normalize";
import { POF_ROWS } from "./data/pof.generated";
import type { TFoodCategory, TFoodRecord, TFoodTag } from "./food-types";
import { POF_READINGS } from "./pof-readings";
import { displayName, isFeminine, preparationWords, PREPARATION_SYNONYMS } from "./pof-names";
import type { TPofRow } from "./pof-row";

/** POF rows nobody curated come after every TACO reading, raw ones included (TACO stays the source where it has the food). */
export const UNCURATED_RANK = 70;

export const POF_SOURCE = "IBGE, POF 2008-2009 — Tabela de Composição Nutricional dos Alimentos Consumidos no Brasil";

/** The food group of a POF code (its first two digits), with the exceptions the table mixes in. */
function categoryOf(code: number, base: string): TFoodCategory {
  if (/^(ovo|omelete|gemada)/.test(base)) return "ovos";
  if (/^(manteiga|margarina|oleo|azeite|gordura|banha)/.test(base)) return "gorduras";
  if (/^feijao|^lentilha|^grao de bico|^ervilha|^soja|^fava|^andu/.test(base)) return "leguminosas";
  const group = Math.floor(code / 100000);
  const byGroup: Readonly<Record<number, TFoodCategory>> = {
    63: "cereais", 64: "hortalicas", 65: "cereais", 66: "oleaginosas", 67: "hortalicas", 68: "frutas", 69: "doces",
    70: "diversos", 71: "carnes", 72: "pescados", 74: "pescados", 76: "pescados", 77: "industrializados", 78: "carnes",
    79: "laticinios", 80: "cereais", 81: "carnes", 82: "bebidas", 83: "bebidas", 84: "industrializados", 85: "preparados",
  };
  return byGroup[group] ?? "diversos";
}

const TAG_PATTERNS: readonly [TFoodTag, RegExp][] = [
  ["meat", /\b(carne|bovin|boi|vaca|frango|galinha|galeto|porco|suin|lombo|pernil|linguica|salsicha|presunto|mortadela|salame|bacon|toucinho|torresmo|hamburguer|almondega|figado|costela|picanha|alcatra|file|bife|charque|peru|pato|cabrito|carneiro|feijoada|churrasco|coxinha|quibe|esfirra de carne|cachorro|bauru|misto|cheese|sanduiche de (presunto|mortadela|salame)|pizza (calabreza|presunto|portuguesa)|lazanha|canelone|capelet|ravioli|panqueca|escondidinho|estrogonofe|yakissoba|vaca atolada|carreteiro|arrumadinho|tropeiro|galinhada|risoto|maria izabel|paçoca de carne|pacoca de carne|buchada|sarapatel|mocoto|panelada|dobradinha|chambaril|kitute|tutu)\b/],
  ["fish", /\b(peixe|pescad|sardinha|atum|bacalhau|camarao|caranguejo|siri|marisco|ostra|lula|polvo|moqueca|bobo|caruru|vatapa|tacaca|acaraje|abara|sushi|pirao|caldo de peixe)\b/],
  ["lactose", /\b(leite|queijo|iogurte|requeijao|manteiga|creme de leite|nata|coalhada|pizza|lazanha|misto|cheese|bauru|sufle|quiche|curau|mingau|vitamina|pudim|sorvete|chocolate|cafe com leite|capuccino|arroz de leite|empada|empadao|nhoque|estrogonofe|pao de queijo|brigadeiro)\b/],
  ["gluten", /\b(pao|paes|macarr|biscoito|bolo|torrada|pizza|lazanha|pastel|coxinha|esfirra|quibe|empada|empadao|salgadinho|croquete|rizole|enroladinho|sanduiche|misto|bauru|hamburguer|cheese|cachorro|trigo|aveia|canelone|capelet|ravioli|nhoque|panqueca|calzone|yakissoba|cerveja|farinha de trigo|rosca|bisnaga|quiche)\b/],
  ["eggs", /\b(ovo|omelete|gemada|maionese|bolo|pudim|empada|empadao|quiche|sufle|panqueca|salpicao|salada de maionese|eggs|pao de queijo)\b/],
  ["peanuts", /\b(amendoim|pacoca|pe de moleque)\b/],
  ["nuts", /\b(castanha|noz|nozes|amendoa|avela|pistache|macadamia)\b/],
  ["soy", /\b(soja|tofu)\b/],
  ["alcohol", /\b(cerveja|vinho|cachaca|aguardente|whisky|vodka|licor|champanhe|caipirinha|batida)\b/],
];

const PLANT_VERSION = /\b(carne|hamburguer|linguica|salsicha|nuggets) (de soja|vegetal)\b|\bproteina (texturizada )?de soja\b/;

function tagsOf(base: string, category: TFoodCategory, row: TPofRow): TFoodTag[] {
  const tags = new Set<TFoodTag>();
  for (const [tag, pattern] of TAG_PATTERNS) if (pattern.test(base)) tags.add(tag);
  if (tags.has("meat") || tags.has("fish") || tags.has("lactose") || tags.has("eggs") || category === "carnes" || category === "pescados") {
    tags.add("animal");
  }
  if (category === "carnes" && !tags.has("fish")) tags.add("meat");
  if (category === "pescados") tags.add("fish");
  if (row[8] >= 600) tags.add("high_sodium");
  if (category === "doces" && row[6] >= 40) tags.add("high_sugar");
  // "Carne vegetal", "hambúrguer de soja": a plant version keeps the dish's name, not its meat.
  if (PLANT_VERSION.test(base)) {
    tags.delete("meat");
    tags.delete("animal");
    tags.add("soy");
  }
  return [...tags].sort();
}

/** The name people would type: parentheses dropped ("feijao preto mulatinho..." -> "feijao"). */
function baseName(description: string): string {
  return normalizeText(description.replace(/\(.*?\)/g, " ").replace(/-/g, " ")).replace(/[,.]/g, " ").replace(/\s+/g, " ").trim();
}

function toFood(row: TPofRow): TFoodRecord {
  const [code, preparation, description] = row;
  const base = baseName(description);
  const feminine = isFeminine(description);
  const words = preparationWords(preparation, feminine);
  const name = words ? `${displayName(description)} ${words}` : displayName(description);
  const reading = POF_READINGS[`${code}-${preparation}`] ?? POF_READINGS[String(code)];
  const synonyms = PREPARATION_SYNONYMS[preparation] ?? [];
  const aliases = new Set<string>([
    `${base} ${normalizeText(words)}`.trim(),
    ...synonyms.map((s) => `${base} ${s}`),
    ...(reading?.aliases ?? []).map((a) => (a.includes("{prep}") ? synonyms.map((s) => a.replace("{prep}", s)) : [a])).flat(),
  ]);
  if (preparation === 99) aliases.add(base);
  const category = categoryOf(code, base);
  return {
    id: `pof-${code}-${preparation}`,
    name,
    pof: { code, preparation },
    category,
    nutrients: {
      energy: row[3], protein: row[4], fat: row[5], carbohydrates: row[6], fiber: row[7], sodium: row[8],
      calcium: row[9], iron: row[10], potassium: row[11], vitaminC: row[12], cholesterol: row[13],
    },
    aliases: [...aliases].filter((a) => a.length > 0 && !a.includes("{prep}")),
    heads: [base.split(" ")[0] ?? base, ...(reading?.heads ?? [])],
    aliasHeads: [],
    rank: reading?.rank ?? (preparation === 99 ? UNCURATED_RANK : UNCURATED_RANK + 2),
    measures: { porção: 100 },
    serving: reading?.serving ?? { unit: "porção", quantity: 1 },
    tags: tagsOf(`${base} ${normalizeText(words)}`, category, row),
    source: `${POF_SOURCE}, alimento ${code}, preparação ${preparation}`,
    ...(reading?.dish ? { dish: "prato" as const } : {}),
  };
}

/** Every POF row as a food of the database: its own source and code, values as IBGE publishes them. */
export const pofFoods: readonly TFoodRecord[] = POF_ROWS.map(toFood);
