/**
 * "hj só vou comer uma salada", "vou jantar só uma sopa", "comer bem pouco", "vou ficar só com sopa hoje", "hoje só
 * salada": a meal made much smaller, on a glucose-lowering medicine.
 */
const LIGHT_MEAL =
  /\b(so|somente|apenas) (vou |vo |to |tou |estou )?(comer|jantar|almocar|lanchar|tomar|beliscar|janto|almoco|como) (so |somente |apenas )?(um |uma |1 |um pouco de |uns |umas )?(salada|saladinha|sopa|sopinha|caldo|fruta|frutinha|folhas|verdura|legumes|gelatina|iogurte|maca|banana|shake|omelete|ovo|ovos|torrada|bolacha|biscoito)s?\b|\b(so|somente|apenas) (um |uma )(salada|sopa|sopinha|caldo|fruta|gelatina|iogurte|shake)\b|\b(comer|jantar|almocar|como|janto|almoco) (bem |so |bem pouco|mt |muito )?(pouquinho|pouco|levinho|leve)\b|\b(ficar|fico|vou ficar|vo ficar) (so |somente |apenas )?(com|na|no|de|a base de|em) (um |uma |1 )?(salada|saladinha|sopa|sopinha|caldo|fruta|frutinha|frutas|gelatina|iogurte|shake|cha|agua|liquido|liquidos|suco)s?\b|\b(so|somente|apenas) (de |a base de )?(salada|saladinha|sopa|sopinha|caldo|frutas?|gelatina|shakes?|liquidos?)\b/;

/** Eaten already ("de janta comi só uma salada"): the card carries the warning, the meal is not refused. */
const EATEN = /\b(comi|jantei|almocei|lanchei|belisquei|tomei)\b/;
export const lightMealAhead = (folded: string): boolean => LIGHT_MEAL.test(folded) && !EATEN.test(folded);

/** "aplico a mesma dose?", "tomo o remédio normal?", "quantas unidades eu aplico?": the dose for a smaller meal asked. */
export const SAME_DOSE =
  /\b(mesma|igual|normal|inteira|toda) (a )?(dose|quantidade de insulina|insulina|unidades)\b|\b(dose|insulina|unidades|remedio|comprimido) (normal|igual|de sempre|inteir[ao]|tod[ao])\b|\b(aplico|tomo|uso|faco) (a |o )?(mesm[ao]|normal|igual|tudo|de sempre)\b|\bquant[ao]s? (unidades|de insulina)\b|\b(aplico|tomo) (ou nao|mesmo assim)\b/;

export const SAME_DOSE_ANSWER =
  "**A dose para uma refeição bem menor eu não posso te dizer, e ela não deve ser decidida no chute.** A insulina das refeições costuma ser calculada para o carboidrato que você vai comer: a mesma dose com só uma salada (quase sem carboidrato) pode baixar demais a glicose nas horas seguintes. Siga o esquema que o seu **endocrinologista** passou (muita gente usa a contagem de carboidratos ou uma tabela de correção); se ele não cobre esse caso, ligue para a equipe antes de aplicar. Enquanto isso, o mais seguro é **manter um pouco de carboidrato na refeição** (um pão, arroz, uma fruta, meio prato de feijão), **medir a glicemia** antes e depois e ter à mão **15 g de açúcar rápido** (meio copo de suco ou de refrigerante comum).";

/** Low blood sugar told of someone else ("minha mãe toma gliclazida, tá tremendo"): what to give, and when not to. */
export const HYPO_FIRST_AID_OTHER =
  "⚠️ **Tremor, suor frio, tontura ou confusão em quem usa insulina ou remédio como gliclazida e glibenclamida podem ser hipoglicemia. Agora:** se der, meça a glicemia; se a pessoa estiver acordada e conseguir engolir, dê **15 g de açúcar rápido** (meio copo de suco de laranja ou de refrigerante comum, ou 1 colher de sopa de açúcar na água) e, se não melhorar em 15 minutos, repita; depois, uma refeição ou um lanche. **Se ela estiver muito confusa, sonolenta, desmaiada ou não conseguir engolir, não dê nada pela boca e ligue 192 (SAMU).** Com gliclazida ou glibenclamida a glicose pode voltar a cair horas depois: fique por perto.";
