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

export const VARIED_SAID = [
  "\\bvari(?:a|ar|e|em|ado|ada|ados|adas|ando|acao)\\b",
  "\\bdiversific\\w+\\b",
  "\\brepetindo\\b|\\brepetitiv\\w+\\b|\\bse repete\\b",
  "\\b(?:tudo|todos|todas|sempre) (?:igual|iguais|a mesma coisa|o mesmo|a mesma)\\b|\\b(?:sao|tao|estao|ta|esta) (?:todos |todas )?iguais\\b",
  "\\bmesma coisa todo dia\\b|\\bde dia (?:pra|para) dia\\b",
].join("|");

export const TAKE_OUT_VERB = "tira|tire|tirar|remove|remova|retira|retire|nada de|corta|corte|cortar|exclui|exclua|elimina|elimine|zero|chega de";
