import type { TMealSlot } from "@nutriguia/domain";
import { foldText } from "../chat.text";

/**
 * A meal added to the plan just made (decision 186): "quero mais uma refeição, um lanche antes de dormir", "aqui a gente
 * faz o café da noite, coloca aí", "faltou um lanchinho entre o café e o almoço", "coloca uma ceia também". The meal is
 * named by its regional or everyday words (data below); "mais uma refeição" alone is the first snack the plan lacks.
 * `slot` null: a meal more, not named.
 */
export type TMealAdded = { slot: TMealSlot | null; said: string };

/** The names a meal goes by, as people say them; "café da noite" is the evening's meal, never breakfast. */
const MEAL_NAMES: readonly [TMealSlot, RegExp][] = [
  ["SUPPER", /\b(?:ceia|ceinha|cafe da noite|cafezinho da noite|lanch(?:e|inho|ezinho) (?:antes de (?:dormir|deitar)|da noite|de noite|a noite|noturno|depois da janta|depois do jantar|pra noite)|algo (?:antes de (?:dormir|deitar)|a noite|de noite)|(?:uma )?coisinha (?:antes de dormir|a noite|de noite))\b/],
  ["MORNING_SNACK", /\b(?:lanch(?:e|inho|ezinho) (?:da manha|de manha|no meio da manha|entre o cafe(?: da manha)? e o almoco|antes do almoco)|colacao|merenda (?:da|de) manha|(?:algo|coisinha) (?:entre o cafe(?: da manha)? e o almoco|no meio da manha))\b/],
  ["AFTERNOON_SNACK", /\b(?:lanch(?:e|inho|ezinho) (?:da tarde|de tarde|a tarde|entre o almoco e (?:a janta|o jantar))|cafe da tarde|merenda(?: da tarde| de tarde| a tarde)?|(?:algo|coisinha) (?:entre o almoco e (?:a janta|o jantar)|de tarde|a tarde))\b/],
];
/** A meal more asked without its name. */
const ONE_MORE = /\b(?:mais uma|outra|uma outra) (?:refeicao|refeicaozinha)\b|\b(?:mais um|outro) lanch(?:e|inho|ezinho)\b/;
/** Words that add it: asked, missed or said as the household's habit ("aqui a gente faz"). */
const ADD = /\b(?:quero|queria|coloca|coloque|colocar|bota|bote|botar|poe|ponha|inclui|inclua|incluir|adiciona|adicione|acrescenta|acrescente|faltou|falta|faltando|tambem|tbm|tb|mais uma|mais um|pode ter|preciso de|sinto fome|a gente faz|aqui (?:a gente|se) (?:faz|come|toma)|costumo (?:fazer|comer|tomar)|sempre (?:faco|como|tomo))\b/;
/** Said of a meal eaten, or of taking it out: no meal added. */
const NOT_ADDED = /\b(?:troca|troque|trocar|substitui\w*|muda|mude|comi|tomei|lanchei|jantei|almocei|tira|tire|tirar|remove|sem|nao (?:faco|como|tomo|quero))\b/;

export function readMealAdded(text: string): TMealAdded | null {
  const folded = foldText(text);
  if (NOT_ADDED.test(folded) || !ADD.test(folded)) return null;
  const named = MEAL_NAMES.find(([, pattern]) => pattern.test(folded));
  if (named) return { slot: named[0], said: named[1].exec(folded)![0] };
  const more = ONE_MORE.exec(folded);
  return more ? { slot: null, said: more[0] } : null;
}

/** The order meals are added in when none is named: an afternoon snack, then the morning's, then a supper. */
export const ADD_ORDER: readonly TMealSlot[] = ["AFTERNOON_SNACK", "MORNING_SNACK", "SUPPER"];
