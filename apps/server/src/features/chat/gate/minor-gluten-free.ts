/** Coeliac disease or a gluten-free plan said: a medical need, not a diet to lose weight. */
const GLUTEN_FREE = /\b(celiac[oa]s?|doenca celiaca|sem gluten|gluten free|intoleran\w* ao gluten|alergi\w* (?:ao|a) (?:gluten|trigo))\b/;
/** Losing weight asked alongside: the refusal for minors stands. */
const LOSS = /\b(emagrec\w*|perder peso|perder barriga|secar|deficit|menos calorias|dieta (?:pra|para) (?:perder|emagrecer)|ficar magr\w*|diminuir (?:o )?peso)\b/;

/** A child or teenager with coeliac disease asking a gluten-free plan, with no weight loss said: helped, never refused. */
export const glutenFreeForMinor = (said: string) => GLUTEN_FREE.test(said) && !LOSS.test(said);

/**
 * A gluten-free day for a growing child or teenager (decision 166): no calorie target and no deficit, eating to
 * satiety in five or six meals, the coeliac's care with labels and cross-contact, and who follows growth and training.
 */
export function glutenFreeGrowingDay(said: string): string {
  const sport = /\b(futebol|futsal|volei|basquete|nat\w*|treino\w*|treina|jog[ao]|atleta|esporte|corrida|luta|jiu|judo|danca|bale)\b/.test(said);
  return [
    "**Monto, sim, um dia sem glúten, sem cortar calorias.** Na infância e na adolescência o corpo precisa de energia para crescer" + (sport ? " e para o esporte" : "") + ", então aqui não tem meta de emagrecimento nem conta de calorias: comer até ficar satisfeito, em 5 a 6 refeições.",
    "",
    "Um dia sem glúten, para variar à vontade:",
    "- **Café da manhã:** tapioca ou cuscuz de milho com ovo e queijo, leite ou iogurte e uma fruta;",
    "- **Lanche da manhã:** fruta com castanhas, ou pão de queijo;",
    "- **Almoço:** arroz, feijão, carne, frango ou peixe, legumes e salada;",
    sport ? "- **Antes do treino (1 a 2 horas antes):** banana com pasta de amendoim, ou tapioca com queijo; água durante o treino;" : "- **Lanche da tarde:** banana com pasta de amendoim, ou tapioca com queijo;",
    "- **Jantar:** como o almoço, ou batata, mandioca ou polenta com carne e legumes;",
    "- **Ceia, se tiver fome:** leite ou iogurte com fruta.",
    "",
    "**Cuidados da doença celíaca:** o glúten está no trigo, no centeio, na cevada e no malte (pão, macarrão, bolo e biscoito comuns, cerveja); aveia só a certificada sem glúten. No rótulo, procure \"NÃO CONTÉM GLÚTEN\". E evite a contaminação: torradeira, tábua e óleo de fritura separados, nada de farinha de trigo na mesma bancada.",
    "",
    `Vale acompanhar com o **pediatra** ou **hebiatra** (e o gastroenterologista, se já tiver um) e com um **nutricionista**${sport ? ", de preferência com experiência em esporte," : ""} junto com a família: eles acompanham o crescimento e ajustam as quantidades${sport ? " para o treino" : ""}. Se quiser, eu sugiro lanches sem glúten para levar${sport ? " ao treino" : " para a escola"}.`,
  ].join("\n");
}
