const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const PLAN_WORDS = /\b(plano|planos|dieta|dietas|recomendacao|recomendacoes|cardapio|cardapios)\b/;
const LOG_WORDS = /\b(comi|almocei|jantei|lanchei|bebi|tomei|consumi|quantas calorias|calorias (tem|de|do|da)|analis\w*|registr\w*|anot\w*)\b/;
const FOOD_WORDS =
  /\b(comi\w*|comer|aliment\w*|refeic\w*|calori\w*|kcal|proteina\w*|carboidrat\w*|gordura\w*|fibra\w*|nutri\w*|dieta\w*|vitamina\w*|sodio|acucar|agua|fruta\w*|verdura\w*|legume\w*|lanche\w*|almoc\w*|jant\w*|cafe|arroz|feijao|ovo\w*|pao|carne|frango|peixe|leite|queijo|tapioca|banana|treino|emagrec\w*|peso|engord\w*)\b/;

/** 001 §2: a plan or diet intent, unless the text is a logging or analysis request. */
export function isPlanRequest(text: string): boolean {
  const folded = fold(text);
  return PLAN_WORDS.test(folded) && !LOG_WORDS.test(folded);
}

/** 001 §2: the isFoodRelated flag sent with each message. */
export function isFoodRelated(text: string): boolean {
  return FOOD_WORDS.test(fold(text));
}
