import type { TMealSlot } from "@nutriguia/domain";
import type { TRole } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { ATE } from "./eating-verbs";
import { SLOTS } from "./plan-edit";
import { weekdaysSaid } from "./weekdays-said";

/**
 * A meal taken out of the plan ("tira o lanche da manhã", "não faço ceia") or a food made smaller or larger in it ("menos
 * arroz no jantar", "aumenta o feijão no almoço", "dobra a fruta do café"); `weekdays` (0 = segunda) limit it to the
 * days named, every day when empty. `roles`: a kind of food said ("fruta", "salada", "carne") as the plan's roles.
 */
export type TPlanReshape =
  | { kind: "drop"; slot: TMealSlot; also?: TMealSlot[]; weekdays: number[] }
  | { kind: "less" | "more"; food: string; slot: TMealSlot | null; weekdays: number[]; roles?: TRole[]; factor: number };

const SLOT_WORDS = "lanche da manha|lanche da tarde|lanches|lanche|ceia|cafe da manha|almoco|jantar|janta";
/** "dobra a fruta do café": after a food, "café" is the breakfast; alone ("tira o café") it is the drink. */
const FOOD_SLOT_WORDS = `${SLOT_WORDS}|cafe`;
const FOOD = `([a-z]+(?: (?:integral|branco|branca|doce|frances|cozid[oa]|preto|carioca|prata|nanica|minas|de (?!(?:${FOOD_SLOT_WORDS})\\b)[a-z]+))?)`;
/** "aumenta", "bota mais", "capricha no", "o dobro de": the food asked larger; "dobra" asks twice the portion. */
const MORE = new RegExp(
  `(?:^(?:(?:e|ah|pode|so) )*mais|\\b(?:coloca|bota|poe|quero|queria|pode por|pode colocar|pode ser|manda|da pra por) (?:um pouco |um pouquinho |bem )?mais|aumenta\\w*|aumente|aumentar|dobra|dobre|dobrar|(?:o )?dobro d[eoa]s?|porcao maior d[eoa]s?|capricha\\w*(?: mais)?(?: n[oa]s?)?|reforca\\w*)\\s+(?:um pouco |um pouquinho |mais |a quantidade d[eoa]s? |a porcao d[eoa]s? |o |a |os |as |de |do |da |dos |das )*${FOOD}(?:\\s+(?:no|na|do|da|em|nos|nas|pro|pra|para o)\\s+(?:o |a )?(${FOOD_SLOT_WORDS}))?`,
);
/** "tira a sardinha e ...": a food out of the plan said before the one asked larger. */
const TAKEN_OUT_FIRST = /^(?:(?:e|ah|pode|so|entao) )*(?:tira|tire|tirar|remove|corta|troca|troque) (?:o |a |os |as )?[a-z]+(?: [a-z]+)? e (?:coloca|coloque|poe|ponha|bota|bote) mais\b/;
const DOUBLE = /\b(dobra|dobre|dobrar|dobro)\b/;
/** Kinds of food said by a general word: the plan's items of those roles. */
const KINDS: readonly [RegExp, TRole[]][] = [
  [/^frutas?$/, ["fruit"]],
  [/^(saladas?|verduras?|folhas?)$/, ["rawVeg"]],
  [/^(legumes?|vegetais|hortalicas?)$/, ["cookedVeg", "rawVeg"]],
  [/^(carnes?|misturas?)$/, ["mainProtein"]],
  // "mais fibra no almoço": the plate's fibre is its vegetables, which add it with few calories.
  [/^fibras?$/, ["cookedVeg", "rawVeg"]],
];
const DROP = new RegExp(
  `^(?:(?:pode|da pra|por favor|quero|prefiro|eu) )*(?:tira|tirar|tire|remove|remover|corta|cortar|exclui|excluir|elimina|eliminar|nao faco|nao faço|nao como|nao tomo|nao tenho tempo (?:pro|pra|para o|de fazer o))\\s+(?:o |a |os )?(${SLOT_WORDS})(?: (?:de|da|do|na|no|nos|nas) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)?| de (?:todos os dias|todo dia|tudo)| do plano| do cardapio)*$`,
);
const LESS = new RegExp(`\\b(?:menos|diminui\\w*|reduz\\w*|abaixa\\w*|menor porcao de|porcao menor de)\\s+(?:a quantidade de |a porcao de |o |a |os |as |de |do |da )?${FOOD}(?:\\s+(?:no|na|do|da|em|nos|nas)\\s+(?:o |a )?(${FOOD_SLOT_WORDS}))?`);
const NOT_A_FOOD = /^(calorias?|kcal|comida|quantidade|porcao|porcoes|refeicoes|refeicao|carbo\w*|gordura|sal|acucar|doce|peso|pouco|mais|isso|tudo|a|o|ou|e|um|uma|menos|proteinas?|ferro|calcio|vitaminas?|tarde|cedo|vezes|vez|barato|leve|leves|pesado|variado|variedade|opcoes|refeicoes|dias)$/;
/** Said of a meal eaten ("comi menos arroz hoje"): a meal to log, not the plan. */
const EATEN = new RegExp(`${ATE.source}|\\b(?:hoje|ontem)\\b`);
const WEEKDAY_WORDS = ["segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo"];

const slotOf = (words: string) => SLOTS.find(([, p]) => p.test(words === "lanches" ? "lanche" : words))?.[0] ?? null;

/** The food as the person typed it, accents kept ("feijão", "pão"); the folded words when they cannot be found. */
function asTyped(text: string, food: string): string {
  const words = text.split(/\s+/);
  const n = food.split(" ").length;
  const at = words.findIndex((_, k) => foldText(words.slice(k, k + n).join(" ")) === food);
  return at < 0 ? food : words.slice(at, at + n).join(" ").toLowerCase();
}

/** "no sábado", "nesses dias", "nos fins de semana": where the days are said, read apart from the meal taken out. */
const DAY_PHRASE = /\b(?:de )?(?:todos os dias|todo dia|toda semana)\b|\b(?:(?:no|na|nos|nas|aos|as|de|do|da|em|nesses|nestes|desses|destes|esses|estes|todo|toda) )?(?:(?:segunda|terca|quarta|quinta|sexta|sabado|domingo)s?(?: feira)?|(?:fim|fins|final|finais) de semana|dias? (?:de semana|uteis)|dias)\b(?: e\b)?/g;

/** "tira o lanche da tarde e a ceia", "tira os lanches": several meals taken out at once. */
const DROP_LIST = new RegExp(`^(?:(?:pode|da pra|por favor|quero|prefiro|eu) )*(?:tira|tirar|tire|remove|remover|corta|cortar|exclui|excluir|elimina|eliminar)\\s+(?:o |a |os |as )?((?:${SLOT_WORDS})(?: e (?:o |a |os |as )?(?:${SLOT_WORDS}))+)(?: do plano| do cardapio)?$`);
const slotsOf = (words: string): TMealSlot[] => (words === "lanches" ? ["MORNING_SNACK", "AFTERNOON_SNACK"] : [slotOf(words)].filter((s): s is TMealSlot => s !== null));

/**
 * "sábado e domingo acordo tarde, tira o café da manhã nesses dias": the meal taken out may be asked in any clause of
 * the message, and its days said in another.
 */
function dropAsked(text: string): TMealSlot[] {
  for (const clause of text.split(/[,.;!?]/).map(foldText)) {
    // "tira o almoço que eu vou num churrasco": the reason after the meal is no part of the request.
    const bare = clause.replace(/ (?:que|q|pq|porque|pois|ja que|por causa) .*$/, "").replace(DAY_PHRASE, " ").replace(/^(?:(?:entao|ai|e|mas|so|entao) )+/, "").replace(/\s+/g, " ").trim();
    const listed = DROP_LIST.exec(bare)?.[1]?.split(/ e (?:o |a |os |as )?/).flatMap(slotsOf);
    if (listed && listed.length > 0) return [...new Set(listed)];
    const drop = DROP.exec(bare);
    const slots = drop ? slotsOf(drop[1]!) : [];
    if (slots.length > 0) return slots;
  }
  return [];
}

export function readPlanReshape(text: string): TPlanReshape | null {
  const folded = foldText(text.split(/[,.;!?]/)[0] ?? text);
  if (EATEN.test(foldText(text))) return null;
  const weekdays = WEEKDAY_WORDS.flatMap((w, k) => (new RegExp(`\\b${w}\\b`).test(folded) ? [k] : []));
  const [dropped, ...also] = dropAsked(text);
  if (dropped) return { kind: "drop", slot: dropped, ...(also.length > 0 ? { also } : {}), weekdays: weekdaysSaid(foldText(text)) };
  const less = LESS.exec(folded);
  // "não quero mais ver leite": a food left out, never one made larger.
  const more = less ? null : MORE.exec(folded.replace(/\bnao (?:quero|queria|precisa|precisa de|tem)? ?mais\b.*$/, ""));
  // "tira a sardinha e põe mais polenta e pinhão": a food taken out for others, a swap (`readPlanEdit`), not a larger portion (decision 195).
  const asked = more && TAKEN_OUT_FIRST.test(folded) ? null : (less ?? more);
  if (!asked || folded.split(" ").length > 14) return null;
  const food = asked[1]!.trim().replace(/ (?:no|na|do|da|de)$/, "");
  if (NOT_A_FOOD.test(food) || NOT_A_FOOD.test(food.split(" ")[0]!) || slotOf(food)) return null;
  const roles = KINDS.find(([p]) => p.test(food))?.[1];
  const named = /^fibras?$/.test(food) && !less ? "verduras e legumes" : asTyped(text, food);
  return { kind: less ? "less" : "more", food: named, slot: asked[2] ? slotOf(asked[2]) : null, weekdays, ...(roles ? { roles } : {}), factor: DOUBLE.test(folded) ? 2 : 1.5 };
}
