/** Weight, calories or cutting said of the child, now or in the turns before: the refusal for children stands. */
const WEIGHT_OR_CUT =
  /\b(dieta|emagrec\w*|perder (?:peso|barriga)|calorias?|kcal|regime|fechar a boca|acima do peso|sobrepeso|obes\w*|gordinh\w*|gorda|gordo|engordando|barriguinha|peso|comer menos|deficit|secar|so (?:salada|fruta|sopa|legumes?|verduras?)|cortar|tirar|diminuir|sem (?:arroz|pao|massa|carbo\w*|janta|jantar|lanche|doce)|pular|low carb|jejum)\b/;

/** "cardápio", "o que dar", "rotina de refeições": a day of meals asked for the child. */
const MENU_ASKED = /\b(cardapio|plano alimentar|alimentacao|rotina (?:de|das) refeicoes|refeicoes|o que (?:dar|oferecer|fazer) (?:pra|para) (?:el[ae]|ele|ela) comer)\b/;

/** "só quer besteira", "vive de salgadinho": what the parent fights with, answered in the day. */
const JUNK = /\b(besteira|porcaria|salgadinho|bolacha|biscoito recheado|doce|doces|refri\w*|fast food|miojo|nugget\w*)\b/;
const NO_GREENS = /\b(?:nao|n) (?:gosta|come|quer)\w* (?:de )?(?:verdura|legume|salada|vegeta)\w*/;

/**
 * A healthy menu asked for a child with no weight or cutting said (decision 204): the family's own day of meals, to
 * satiety, never a calorie target nor a refusal. "minha filha de 8 anos, monta um cardápio? ela só quer besteira".
 */
export function childFamilyMenuAsked(said: string): boolean {
  // A baby or a toddler under 4 (nuts and popcorn choke) has its own feeding answers.
  const small = /\b(bebe|nene|\d{1,2} mes(?:es)?|[0-3] anos?|um ano|dois anos|tres anos)\b/.test(said);
  return MENU_ASKED.test(said) && !small && !WEIGHT_OR_CUT.test(said);
}

export function childFamilyDay(said: string): string {
  return [
    "**Monto, sim: um dia de comida de família, sem contar calorias.** Na infância o corpo precisa de energia para crescer, então não tem meta nem corte; a criança come até ficar satisfeita, em 5 a 6 refeições, as mesmas da casa em porções do tamanho dela.",
    "",
    "Um dia para variar à vontade:",
    "- **Café da manhã:** pão ou cuscuz com ovo ou queijo, leite ou iogurte natural e uma fruta;",
    "- **Lanche da manhã (escola):** fruta com castanhas ou pipoca feita em casa; água na garrafinha;",
    "- **Almoço:** arroz, feijão, carne, frango, peixe ou ovo, um legume e uma salada que a criança aceite; fruta de sobremesa;",
    "- **Lanche da tarde:** vitamina de fruta com leite, ou pão com pasta de amendoim, ou bolo caseiro simples;",
    "- **Jantar:** como o almoço, ou sopa de legumes com carne e macarrão, ou omelete com arroz e legumes;",
    "- **Ceia, se tiver fome:** leite ou iogurte com fruta.",
    "",
    ...(JUNK.test(said)
      ? ["**Para a besteira:** não proíba nem use doce como prêmio; deixe de comprar (o que não está em casa não é pedido todo dia), combine um dia para o doce ou o salgadinho e ofereça as refeições em horários certos, sem beliscar entre elas. Refrigerante e suco de caixinha ficam para festas; no dia a dia, água e fruta.", ""]
      : []),
    ...(NO_GREENS.test(said)
      ? ["**Para a verdura:** ofereça o mesmo legume várias vezes (pode levar 8 a 10 tentativas), de jeitos diferentes (ralado no bolinho, no molho, no omelete), sem forçar, e coma junto dando o exemplo.", ""]
      : []),
    "Comer junto, à mesa e sem tela, e deixar a criança ajudar a escolher a fruta e lavar os legumes ajuda muito. O **pediatra** acompanha o crescimento na curva; com uma alergia, uma doença ou dúvida sobre o peso, leve a ele e a um **nutricionista infantil**.",
  ].join("\n");
}
