/**
 * The words of a plan edit said without "troca" (decision 203), folded. A meal made to travel: carried in a bag, eaten on
 * the bus or walking, kept out of the fridge. A meal varied: it repeats across days and should change from day to day.
 * A food cut from the plan: "corta o pão", "elimina o açúcar", "zero leite e derivados".
 */
export const PORTABLE_SAID = [
  "\\b(?:pra|para|de|da pra|dar pra|d[ae] pra|facil de|pratic[oa] de) levar\\b",
  "\\b(?:na|pra) (?:bolsa|mochila|lancheira)\\b",
  "\\bfora de casa\\b",
  "\\b(?:sem|fora da) geladeira\\b",
  "\\bnao (?:tem|tenho|ha) geladeira\\b",
  "\\b(?:no|dentro do) (?:onibus|busao|metro|trem|carro|uber|transito|caminho)\\b",
  "\\bcomer andando\\b|\\bcoma andando\\b|\\bcomo andando\\b",
  "\\bnada que estrague\\b|\\bque nao estrag\\w+\\b|\\baguent\\w+ fora\\b",
].join("|");

/**
 * A meal made to drink (decision 221): "quero uma coisa líquida", "de beber", "um shake", "uma vitamina", "batido no
 * liquidificador". Said of a light meal or of the pre-workout, it turns that meal into a drink.
 */
export const LIQUID_SAID = [
  "\\bliquid[oa]s?\\b",
  "\\b(?:de|pra|para|algo pra|algo de|coisa de|coisa pra) beber\\b|\\bque (?:eu )?(?:de|possa|consiga) (?:pra )?beber\\b",
  "\\b(?:um |uma )?(?:shake|shakes|vitamina|vitaminas|batida|smoothie|smoothies)\\b(?! de (?:d|c|b12|b 12)\\b)",
  "\\b(?:no|batid[oa] no) liquidificador\\b",
].join("|");

/** The pre-workout named ("o pré-treino", "antes do treino"): a snack of the plan, the morning one when training is in the morning. */
export const PRE_WORKOUT_SAID = "\\bpre ?treinos?\\b|\\bantes (?:do|de) trein\\w*\\b";

export const VARIED_SAID = [
  "\\bvari(?:a|ar|e|em|ado|ada|ados|adas|ando|acao)\\b",
  "\\bdiversific\\w+\\b",
  "\\brepetindo\\b|\\brepetitiv\\w+\\b|\\bse repete\\b",
  "\\b(?:tudo|todos|todas|sempre) (?:igual|iguais|a mesma coisa|o mesmo|a mesma)\\b|\\b(?:sao|tao|estao|ta|esta) (?:todos |todas )?iguais\\b",
  "\\bmesma coisa todo dia\\b|\\bde dia (?:pra|para) dia\\b",
].join("|");

export const TAKE_OUT_VERB = "tira|tire|tirar|remove|remova|retira|retire|nada de|corta|corte|cortar|exclui|exclua|elimina|elimine|zero|chega de";
