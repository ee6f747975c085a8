import type { TMealSlot } from "@nutriguia/domain";
import { foldText } from "../chat.text";
import { ATE } from "./eating-verbs";
import { SLOTS } from "./plan-edit";

/**
 * A meal taken out of the plan ("tira o lanche da manhã", "não faço ceia") or a food made smaller in it ("menos arroz no
 * jantar"); `weekdays` (0 = segunda) limit it to the days named, every day when empty.
 */
export type TPlanReshape = { kind: "drop"; slot: TMealSlot; weekdays: number[] } | { kind: "less"; food: string; slot: TMealSlot | null; weekdays: number[] };

const SLOT_WORDS = "lanche da manha|lanche da tarde|lanches|lanche|ceia|cafe da manha|almoco|jantar|janta";
const DROP = new RegExp(
  `^(?:(?:pode|da pra|por favor|quero|prefiro|eu) )*(?:tira|tirar|tire|remove|remover|corta|cortar|exclui|excluir|elimina|eliminar|nao faco|nao faço|nao como|nao tomo|nao tenho tempo (?:pro|pra|para o|de fazer o))\\s+(?:o |a |os )?(${SLOT_WORDS})(?: (?:de|da|do|na|no|nos|nas) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)(?: feira)?| de (?:todos os dias|todo dia|tudo)| do plano| do cardapio)*$`,
);
const LESS = new RegExp(`\\b(?:menos|diminui\\w*|reduz\\w*|abaixa\\w*|menor porcao de|porcao menor de)\\s+(?:a quantidade de |a porcao de |o |a |os |as |de |do |da )?([a-z]+(?: (?:de|integral|branco|branca|doce|frances) ?[a-z]*)?)(?:\\s+(?:no|na|do|da|em|nos|nas)\\s+(?:o |a )?(${SLOT_WORDS}))?`);
const NOT_A_FOOD = /^(calorias?|kcal|comida|quantidade|porcao|porcoes|refeicoes|refeicao|carbo\w*|gordura|sal|acucar|doce|peso|pouco|mais|isso|tudo|a|o)$/;
/** Said of a meal eaten ("comi menos arroz hoje"): a meal to log, not the plan. */
const EATEN = new RegExp(`${ATE.source}|\\b(?:hoje|ontem)\\b`);
const WEEKDAY_WORDS = ["segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo"];

const slotOf = (words: string) => SLOTS.find(([, p]) => p.test(words === "lanches" ? "lanche" : words))?.[0] ?? null;

export function readPlanReshape(text: string): TPlanReshape | null {
  const folded = foldText(text.split(/[,.;!?]/)[0] ?? text);
  if (EATEN.test(foldText(text))) return null;
  const weekdays = WEEKDAY_WORDS.flatMap((w, k) => (new RegExp(`\\b${w}\\b`).test(folded) ? [k] : []));
  const drop = DROP.exec(folded);
  const dropped = drop ? slotOf(drop[1]!) : null;
  if (dropped) return { kind: "drop", slot: dropped, weekdays };
  const less = LESS.exec(folded);
  if (!less || folded.split(" ").length > 14) return null;
  const food = less[1]!.trim().replace(/ (?:no|na|do|da|de)$/, "");
  if (NOT_A_FOOD.test(food) || NOT_A_FOOD.test(food.split(" ")[0]!) || slotOf(food)) return null;
  return { kind: "less", food, slot: less[2] ? slotOf(less[2]) : null, weekdays };
}
