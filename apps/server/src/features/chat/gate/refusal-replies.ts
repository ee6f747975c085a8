import { fastGoalOnly, MEAL_SWAPPED_FOR_LITTLE, type TRefusalReason } from "./refusals";
import { weightGoalSaid } from "../understand/weight-goal";
import { alcoholInteraction, ANY_MEDICINE_WITH_ALCOHOL } from "./medicine-interactions";
import { DIALYSIS_PROTEIN, onDialysis } from "./dialysis-reply";
import { childFamilyDay, childFamilyMenuAsked } from "./child-family-day";
import { glutenFreeForMinor, glutenFreeGrowingDay } from "./minor-gluten-free";
import { medicineInUse } from "./medicine-in-use";
import { teenGymCut } from "./teen-body";

/** A meal already skipped today on insulin or a sulfonylurea: what to do now, not only what to avoid. */
const SKIPPED_ALREADY = /\b(pulei|nao (almocei|jantei|lanchei|tomei (o )?cafe)|fiquei sem (o |a )?(almoco|almocar|janta|jantar|cafe|lanche|comer))\b/;
const SKIPPED_TODAY =
  "**Se você já ficou sem uma refeição hoje:** meça a glicemia, se puder, e coma agora algo com carboidrato (uma fruta, um pão, um copo de leite) em vez de esperar a próxima refeição. Tremor, suor frio ou confusão: tome 15 g de açúcar rápido (meio copo de suco ou de refrigerante comum) e, sem melhora ou com desmaio, ligue **192 (SAMU)**.";

/** The insulin or the pill already taken, with the meal about to be skipped ("já apliquei a rápida", "já tomei o remédio"). */
const DOSED_ALREADY = /\b(ja apliquei|apliquei (a|o)|(ja )?tomei (a |o |minha |meu )?(insulina|rapida|remedio|comprimido|glibenclamida|gliclazida|dose))\b/;
const DOSED_NOW =
  "**Já aplicou a insulina (ou tomou o remédio)? Então não pule a refeição:** coma agora algo com carboidrato (um prato pequeno, um sanduíche, uma fruta com pão ou um copo de leite com biscoito) e meça a glicemia, se puder. Tremor, suor frio ou confusão: tome 15 g de açúcar rápido (meio copo de suco ou de refrigerante comum) e, sem melhora ou com desmaio, ligue **192 (SAMU)**.";

/** A teenager telling of a meal swapped for water, tea or a salad: too little for a body still growing. */
const TEEN_TOO_LITTLE =
  "**Trocar refeições por água, chá ou só salada é pouco demais para quem ainda está crescendo.** Faltam energia, proteína, ferro e cálcio, e o corpo responde com cansaço, tontura, queda de cabelo e mais fome depois.";
/** Bodies seen on social media as the goal ("quero ficar igual às meninas do TikTok"). */
const SOCIAL_BODIES = /\b(tiktok|tik tok|insta|instagram|influenc\w*|blogueir\w*|youtuber\w*|famosas?|modelos?)\b/;
const SOCIAL_BODIES_REPLY =
  "Os corpos das redes sociais costumam ter filtro, edição, ângulo e luz: comparar o seu corpo com eles não é justo com você. Se isso está te fazendo sofrer, vale conversar com alguém de confiança ou com um psicólogo; o **CVV** atende de graça pelo **188**, a qualquer hora.";

const PACE = "Um ritmo seguro de emagrecimento para adultos é de cerca de **0,5 a 1 kg por semana**, com déficit moderado, comida de verdade e atividade física.";

/** A clear refusal: what will not be done, why, and who to see. Never a plan, never a number to eat. */
export function refusalReply(reason: TRefusalReason, requested: number | null, floor: number, said = ""): string {
  switch (reason) {
    case "pregnancy-deficit":
      return [
        "**Não posso montar dieta para emagrecer, com déficit calórico ou com restrição durante a gestação.**",
        "",
        "Na gravidez o corpo precisa de energia e nutrientes a mais para o bebê crescer; cortar calorias ou grupos de alimentos aumenta o risco de falta de ferro, ácido fólico e proteína, e de baixo peso ao nascer. O ganho de peso esperado é acompanhado no pré-natal.",
        "",
        "Converse com seu **obstetra** (no pré-natal) e com um **nutricionista**: eles ajustam a alimentação à sua fase da gestação. Posso ajudar com escolhas seguras de alimentos na gravidez.",
      ].join("\n");
    case "lactation-deficit":
      return [
        "**Não posso indicar dieta para emagrecer, low carb, jejum ou com restrição de calorias durante a amamentação.**",
        "",
        "Na lactação o corpo gasta energia extra para produzir o leite materno; dietas restritivas podem reduzir sua energia e a produção de leite e faltar nutrientes para você e o bebê. A perda de peso costuma acontecer aos poucos, sem cortes.",
        "",
        "O que ajuda, com segurança: refeições regulares com comida de verdade (arroz, feijão, legumes, frutas, carnes magras, ovos, leite), bastante água e menos ultraprocessados e doces. Com a amamentação bem estabelecida, perder **até cerca de 0,5 kg por semana** é compatível com a produção de leite; comer **menos de cerca de 1.800 kcal por dia** pode prejudicá-la.",
        "",
        "Converse com seu **médico**, com o **pediatra** do bebê e com um **nutricionista** antes de mudar a alimentação. Posso ajudar com refeições equilibradas e hidratação na amamentação.",
      ].join("\n");
    case "child-diet":
      if (glutenFreeForMinor(said)) return glutenFreeGrowingDay(said);
      if (childFamilyMenuAsked(said)) return childFamilyDay(said);
      return teenGymCut(said) ?? [
        "**Não monto dieta, meta de calorias nem restrição para crianças e adolescentes.**",
        "",
        "Na infância e na adolescência a alimentação precisa sustentar o crescimento; contar calorias ou restringir pode atrapalhar o desenvolvimento e a relação com a comida. O cuidado com o peso infantil é feito com a família toda, com comida de verdade, rotina e brincadeiras ativas, sem dieta restritiva.",
        "",
        "Procure o **pediatra** (ou o **hebiatra**, para adolescentes) e um **nutricionista infantil**: eles avaliam o crescimento na curva e orientam a família.",
      ].join("\n");
    case "minor-diet":
      if (glutenFreeForMinor(said)) return glutenFreeGrowingDay(said);
      return teenGymCut(said) ?? [
        ...(MEAL_SWAPPED_FOR_LITTLE.test(said) ? [TEEN_TOO_LITTLE, ""] : []),
        ...(SOCIAL_BODIES.test(said) ? [SOCIAL_BODIES_REPLY, ""] : []),
        "**Não monto dieta restritiva nem meta de emagrecimento para menores de 18 anos.**",
        "",
        "Na adolescência o corpo ainda está crescendo; restringir calorias pode prejudicar o crescimento, os hormônios e a relação com a comida.",
        "",
        "Converse com um **hebiatra** ou **pediatra** e com um **nutricionista**, junto com sua família. Posso falar de escolhas saudáveis no dia a dia, sem contar calorias.",
      ].join("\n");
    case "weight-loss-medicine":
      return medicineInUse(said) ?? [
        "**Não posso indicar, dosar nem avaliar remédios ou canetas para emagrecer.**",
        "",
        "Esses medicamentos exigem prescrição e acompanhamento médico: têm contraindicações, efeitos colaterais e interações, e usá-los por conta própria é perigoso.",
        "",
        "Se você já está usando sem receita, **não aumente a dose nem tome mais um**: pare e fale com um médico o quanto antes. Perder o apetite a ponto de quase não comer, palpitação, insônia, pressão alta ou dor no peito pedem atendimento no mesmo dia.",
        "",
        "Procure um **médico** (endocrinologista) para avaliar o seu caso e um **nutricionista** para a alimentação. Posso ajudar com refeições equilibradas e metas seguras.",
      ].join("\n");
    case "hypoglycaemia-risk":
      return [
        ...(DOSED_ALREADY.test(said) ? [DOSED_NOW, ""] : []),
        "**Com insulina ou remédios como glibenclamida e gliclazida, pular ou cortar refeições pode causar hipoglicemia** (açúcar baixo no sangue): tremor, suor frio, confusão e até desmaio.",
        "",
        "Não mude horários nem quantidades das refeições sem antes falar com quem prescreveu o remédio: a dose costuma precisar de ajuste junto com a alimentação. Tenha sempre à mão uma fonte de açúcar rápido (um copo de suco ou 1 colher de sopa de açúcar) para uma crise.",
        "",
        ...(!DOSED_ALREADY.test(said) && SKIPPED_ALREADY.test(said) ? [SKIPPED_TODAY, ""] : []),
        "Converse com seu **endocrinologista** (ou médico que acompanha o diabetes) e com um **nutricionista**. Posso ajudar a montar refeições regulares e equilibradas dentro do que eles orientarem.",
      ].join("\n");
    case "bariatric-drinks":
      return [
        "**Depois da bariátrica, refrigerante, água com gás e bebidas alcoólicas ficam de fora, salvo liberação da sua equipe.**",
        "",
        "O gás distende o estômago operado, causa dor e desconforto e pode alargar a bolsa gástrica com o tempo; refrigerantes e bebidas doces ainda podem provocar a síndrome de dumping (tontura, suor, diarreia). O álcool é absorvido muito mais rápido depois da cirurgia: a mesma dose embriaga mais, derruba a glicose e o risco de dependência aumenta. Nos primeiros meses, a orientação costuma ser nenhum álcool.",
        "",
        "Prefira água sem gás, chás sem açúcar e bebidas em pequenos goles, longe das refeições. Converse com seu **cirurgião** e com o **nutricionista** da equipe sobre quando e o que pode ser liberado para você.",
      ].join("\n");
    case "plan-needs-professional":
      if (onDialysis(said)) return DIALYSIS_PROTEIN;
      return [
        "**Com doença renal, não monto plano alimentar por aqui.**",
        "",
        "Na doença renal crônica a quantidade de proteína, sódio, potássio, fósforo e líquidos precisa ser ajustada ao estágio da doença e aos seus exames; um plano padrão (com cerca de 1,2 a 1,6 g de proteína por kg) pode sobrecarregar os rins.",
        "",
        "Procure seu **nefrologista** e um **nutricionista** (de preferência com experiência em nefrologia): eles calculam as quantidades certas para você. Posso tirar dúvidas sobre alimentos e rótulos enquanto isso.",
      ].join("\n");
    case "slimming-product-pregnancy":
      return [
        ...(/\bnatura(l|is)\b/.test(said) ? ["**Natural não quer dizer seguro:** sene, cáscara-sagrada, cavalinha e outras ervas \"naturais\" agem como remédio, passam para o bebê e não têm dose segura testada nessa fase.", ""] : []),
        "**Na gestação e na amamentação, não tome remédios para emagrecer (como sibutramina, orlistate ou canetas) nem use chás, cápsulas, termogênicos ou produtos \"detox\" para emagrecer.**",
        "",
        "Remédios para emagrecer são contraindicados na gravidez e na amamentação, mesmo com receita.",
        "",
        "Muitos desses produtos têm ervas laxantes ou diuréticas (como sene e cáscara sagrada), cafeína ou estimulantes que passam para o bebê pela placenta ou pelo leite e podem reduzir a produção de leite e causar desidratação.",
        "",
        `${/\bamament|lactac|\bmamando\b/.test(said) ? "Depois do parto, o peso costuma baixar aos poucos, com a amamentação e comida de verdade." : "O ganho de peso na gestação é esperado e é acompanhado no pré-natal."} Se você já está tomando algo, **pare agora**. Tontura, fraqueza, palpitação, diarreia ou queda na produção de leite são sinais de alerta: beba água e procure atendimento médico hoje, levando a embalagem do produto.`,
        "",
        "Converse com seu **obstetra** ou **pediatra** do bebê e com um **nutricionista** antes de tomar qualquer chá ou suplemento. Posso ajudar com refeições equilibradas e hidratação nessa fase.",
      ].join("\n");
    case "below-floor":
      return [
        `**Não posso recomendar comer apenas ${requested} kcal por dia.** Para adultos, ficar abaixo de **${floor} kcal** sem acompanhamento médico não é seguro para a saúde: traz perda de massa muscular, falta de nutrientes, queda de energia e efeito sanfona.`,
        "",
        PACE,
        "",
        "Se quiser, calculo uma meta segura a partir do seu perfil nutricional. Um **nutricionista** ou **médico** pode acompanhar de perto.",
      ].join("\n");
    case "medicine-alcohol":
      return medicineWithAlcohol(said);
    case "kidney-protein-supplement":
      if (onDialysis(said) && !/\bcreatina\b/.test(said)) return DIALYSIS_PROTEIN;
      return [
        "**Com doença renal, não aumente a proteína nem use whey, creatina ou outro suplemento de proteína sem a liberação do seu nefrologista.**",
        "",
        "Na doença renal crônica a quantidade de proteína do dia é ajustada ao estágio da doença e aos seus exames: sem diálise, costuma ficar em torno de 0,6 a 0,8 g por kg de peso por dia, bem abaixo do que se indica para quem treina. Mais ovos, carne e frango, ou um suplemento, somam proteína (e às vezes potássio e fósforo) que os rins precisam eliminar e pode acelerar a perda da função renal. Quem faz diálise costuma precisar de mais proteína, mas na quantidade e na forma que a equipe define.",
        "",
        "Leve o rótulo do suplemento à consulta com o **nefrologista** e com um **nutricionista** com experiência em doença renal: eles dizem se cabe no seu caso e quanto. Posso tirar dúvidas sobre alimentos e rótulos enquanto isso.",
      ].join("\n");
    case "meal-replacement":
      return [
        "**Trocar refeições por shake por dias ou semanas não é uma forma segura de emagrecer, e eu não indico continuar nem recomendo um shake para isso.**",
        "",
        "O peso cai rápido porque você come bem menos, mas boa parte é água e músculo; faltam fibras, ferro e vitaminas da comida de verdade, e quando as refeições voltam o peso costuma voltar junto.",
        "",
        "- **Volte às refeições aos poucos, começando hoje por uma:** arroz e feijão (ou outro cereal com leguminosa), uma proteína (ovo, frango, peixe ou carne), legumes e salada.",
        "- Se gosta da praticidade, o shake pode ser um lanche de vez em quando, não o almoço e o jantar.",
        "- **Tontura, fraqueza, queda de cabelo, intestino preso ou menstruação irregular** são sinais de que está faltando comida: procure um **médico**.",
        "",
        "Um **nutricionista** monta um plano para emagrecer com comida de verdade, no seu ritmo. Posso ajudar com refeições práticas enquanto isso.",
      ].join("\n");
    case "anabolic-steroids":
      return [
        "**Não use anabolizante (\"bomba\") para secar ou ganhar massa, nem os chamados \"leves\", como a oxandrolona.**",
        "",
        "Sem indicação médica, eles fazem mal ao fígado e ao coração (pressão alta, colesterol ruim alto, arritmia), desligam a produção natural de hormônios (infertilidade, acne, queda de cabelo e, nas mulheres, voz grossa e pelos que podem não voltar) e mexem com o humor. Vendidos sem receita, muitas vezes são falsificados.",
        "",
        "Se já começou, não aumente nem repita por conta própria: procure um **médico** (endocrinologista) e conte o que tomou. **Dor no peito, falta de ar, pele ou olhos amarelados: pronto-socorro ou 192 (SAMU).**",
        "",
        "Para secar ou ganhar massa com segurança, um **nutricionista esportivo** ajusta a comida ao seu treino. Posso ajudar com refeições ricas em proteína enquanto isso.",
      ].join("\n");
    case "athlete-cutting-meals":
      return [
        requested !== null ? `**Com o tanto que você treina, ${requested} kcal por dia é pouco demais, e não é seguro.**` : "**Com o tanto que você treina, cortar refeições não é seguro.**",
        "",
        "Quem treina ou ensaia horas por dia gasta muito mais energia que uma pessoa sedentária; comer menos do que isso leva à **baixa disponibilidade de energia** (RED-S): cansaço, queda de rendimento, lesões e fraturas por estresse, alteração ou parada da menstruação e perda de massa óssea. Em vez de tirar o almoço, mantenha as refeições e lanches com carboidrato e proteína antes e depois dos treinos.",
        "",
        "Se o objetivo é mudar o corpo ou o peso para a sua modalidade, faça isso com um **nutricionista esportivo** e um **médico do esporte**; se pensar em peso e comida estiver pesando muito, um **psicólogo** ajuda, e o **CVV (188)** atende 24 horas.",
      ].join("\n");
    case "weight-cut":
      return [
        "**Não vou montar um corte de peso para a pesagem.** Perder quilos em poucos dias só acontece perdendo água (sauna, roupa de plástico, cortar a água, diurético, cuspir) ou ficando sem comer: isso causa cãibras, queda de pressão, desmaio, arritmia e lesão nos rins, e tira força e rendimento na luta.",
        "",
        "Até a pesagem, coma normalmente, em refeições regulares, e beba água. Converse com seu técnico sobre a categoria certa; um **médico do esporte** e um **nutricionista esportivo** planejam a perda aos poucos, com semanas de antecedência, e a reidratação depois da pesagem.",
        "",
        "**Tontura, desmaio, coração disparado, confusão ou urina muito escura: pare e procure atendimento; em emergência, ligue 192 (SAMU).**",
      ].join("\n");
    case "older-weight-loss":
      return [
        "**Depois dos 65 anos, emagrecer pede cuidado com o músculo e os ossos, e o ritmo de adulto jovem não serve.**",
        "",
        "Perder peso nessa fase leva junto massa muscular e óssea, o que aumenta o risco de quedas, fraturas e perda de força. Por isso não indico déficit calórico nem meta de quilos por semana por aqui. Se houver indicação de perder peso, ela é feita devagar, com **proteína em todas as refeições** (ovo, frango, peixe, feijão, leite ou iogurte), **exercício de força** orientado e boa hidratação, sem pular refeições.",
        "",
        "Converse com seu **médico** (de preferência um **geriatra**) e com um **nutricionista** antes de mudar a alimentação. E se o peso estiver caindo sem você tentar, avise o médico logo: perda de peso sem querer nessa idade precisa ser investigada.",
      ].join("\n");
    case "mono-diet":
      return [
        "**Dieta de um alimento ou de um grupo só (só carne e ovo, só frutas, só sopa, só shake) não é indicada, nem por poucos dias.**",
        "",
        "Cortar grupos inteiros tira nutrientes que o que sobra não repõe: só com carne e ovo faltam fibras, vitamina C e carboidrato (vêm intestino preso, cansaço e, em quem tem tendência, colesterol e ácido úrico altos); só com frutas faltam proteína, ferro, vitamina B12 e cálcio, e a fome volta rápido. O peso que sai nos primeiros dias é água e músculo, e volta quando a dieta acaba.",
        "",
        "Para emagrecer ou desinchar com segurança: metade do prato com legumes e verduras, uma proteína (ovo, frango, peixe, carne ou feijão), um pouco de arroz, batata ou mandioca, frutas inteiras, água, e menos sal, ultraprocessados e álcool. Se quiser, monto um plano alimentar assim para você.",
        "",
        "Com diabetes, doença nos rins, gota, gravidez ou amamentação, fale com o seu **médico** e um **nutricionista** antes de mudar a alimentação.",
      ].join("\n");
    case "crash-diet":
      return [
        "**Não posso montar dieta radical, de poucas calorias ou de perda muito rápida de peso.**",
        "",
        "Perder peso depressa demais não é seguro para a saúde: tira músculo, causa falta de nutrientes, cálculos na vesícula e efeito sanfona.",
        "",
        PACE,
        "",
        safePaceOffer(said) ?? "Um **nutricionista** ou **médico** pode montar um plano seguro para você; se quiser, calculo sua meta a partir do perfil nutricional.",
      ].join("\n");
  }
}

/** The medicines named in the conversation with what alcohol does with each (medicine-table.json), the strictest lead first. */
function medicineWithAlcohol(said: string): string {
  return alcoholInteraction(said) ?? ANY_MEDICINE_WITH_ALCOHOL;
}

/** Kilos over weeks too fast: how long they take at the safe pace, and the plan at that pace offered (decision 193). */
function safePaceOffer(said: string): string | null {
  const goal = fastGoalOnly(said) ? weightGoalSaid(said) : null;
  if (!goal) return null;
  return `Para **${String(goal.kg).replace(".", ",")} kg**, nesse ritmo leva **pelo menos ${Math.ceil(goal.kg)} semanas**. Se quiser, monto agora um plano alimentar no ritmo seguro para você, com as calorias e quantas semanas os ${String(goal.kg).replace(".", ",")} kg levam (é só pedir *monta o plano*); um **nutricionista** pode acompanhar de perto.`;
}
