import { aboutSomeoneElse, CARE_AGAIN, directAnswers, SUPPORT_BEFORE_NUMBERS, SUPPORT_FOR_SOMEONE_ELSE, urgentAnswers } from "./crisis";
import { mentionsRisk } from "../understand/risk-lexicon";
import { redFlagNow, URGENT_NOW } from "./urgent";
import { threadSays } from "./risk-thread";
import { crisisAsked, saysWhereToTurn, toldOf } from "./crisis-asked";
import { foodAskedAfterCare } from "./crisis-question";
import type { TUnderstanding } from "../understand/understand";

/** What the person asks after telling of purging or starving, answered as asked: never the number, always why. */
const FOLLOW_UPS: readonly [RegExp, string][] = [
  [
    /\b(quant[oa]s?|qnt[oa]s?) (calorias|kcal|cal)\b.*\b(tirei|tirar|tira|sai|saiu|saem|eliminei|elimino|elimina|eliminar|perdi|perde|consegui|botei|coloquei|devolvi|joguei|vomitei|desfiz)\b|\b(tirei|eliminei|perdi|saiu|desfiz)\b.*\b(calorias|kcal)\b/,
    "**Não vou fazer essa conta, e ela não ajudaria:** o vômito não devolve o que foi comido; boa parte já começou a ser absorvida, e o que ele leva de verdade é água e potássio, o que pesa no coração, nos dentes e no esôfago. Não existe um jeito seguro de desfazer uma refeição: o que reequilibra é a próxima refeição normal, no horário, sem compensar.",
  ],
  [
    /\b(ja )?(perdi|emagreci|sequei|eliminei) (uns |umas |quase |mais de )?(\d+|um|uma|dois|duas|tres|meio) ?(kg|kilos?|quilos?)\b|\b(to|estou|me) (me )?sentindo (otima|otimo|bem|leve|linda|lindo)\b|\bfuncionou\b|\b(ta|esta) funcionando\b/,
    "Entendo que ver a balança baixar anime, mas **o peso que sai tão rápido comendo tão pouco é principalmente água e músculo, não gordura**, e volta quando você voltar a comer. Sentir-se bem nos primeiros dias é comum e não quer dizer que está seguro: tontura, queda de cabelo, irritação e episódios de comer demais costumam vir depois.",
  ],
  [
    /\b(me )?(ajuda|ajudar|ajude) a (manter|continuar|seguir)\b|\b(manter|continuar) (isso|assim|nesse ritmo)\b/,
    "**Não vou te ajudar a manter isso**, porque comer tão pouco te faz mal: o corpo perde músculo, faltam vitaminas e minerais, e vêm tontura, queda de cabelo e episódios de comer demais. Se o que você quer é emagrecer, dá para fazer com segurança, comendo o suficiente e perdendo devagar, com um **nutricionista**. E me conta: como você tem se sentido com a comida e com o corpo?",
  ],
  [
    /\b(so|somente|apenas) ((no|na|com|de|a base de) )?(agua|cha|cafe|suco|liquidos?)\b|\bjejum\b|\b(ficar|passar|fico|passo) (o dia )?sem comer\b|\bnao comer nada\b|\bpular (o |a )?(almoco|jantar|janta|cafe|refeic\w*)\b/,
    "**Não, ficar só com água (ou sem comer) não é uma boa ideia**, nem por um dia, depois de dias comendo tão pouco: o açúcar no sangue cai, vêm fraqueza, tontura e desmaio, e a fome acumulada costuma terminar em comer demais. Amanhã, tente três refeições simples e regulares (por exemplo, pão com ovo de manhã, arroz, feijão e legumes no almoço e uma fruta à tarde).",
  ],
];

const LAXATIVE_CALORIES =
  "**Quase nenhuma, e não vou fazer essa conta:** o laxante age no fim do intestino, depois que as calorias da comida já foram absorvidas. O que sai é água e sais minerais, como o potássio, e por isso a balança baixa por um dia e volta em seguida; no caminho, o corpo se desidrata e o intestino fica dependente. O que reequilibra é a próxima refeição normal, sem compensar.";

const PILLS_WEIGHT =
  "**Não está funcionando do jeito que parece:** o peso que sai com laxante ou diurético é água e o que estava no intestino, não gordura, e volta assim que você para. No caminho vão potássio e sódio, o que pode afetar o coração: pare os dois (diurético é remédio receitado para outra pessoa e outro problema) e, com tontura, câimbras, fraqueza ou palpitação, procure atendimento hoje.";

/** The same again, asked after the care reply ("vou tomar de novo", "posso fazer outra vez?"). */
const AGAIN = /\b(de novo|outra vez|mais uma vez|repetir|fazer igual|toda vez)\b/;
const NOT_EVEN_SO = "**Isso não é seguro, nem em menor quantidade, nem de vez em quando, nem por ser natural ou \"só mais uma vez\".** Eu não vou ajudar a planejar, mas posso te ajudar a voltar a comer com tranquilidade.";

/** A parent or friend asking what to do next, after telling of someone else's purging or starving. */
const WHAT_DO_I_DO = /\b(o que|oque|q) (eu )?(faco|fazer|posso fazer|devo fazer)\b|\bcomo (eu )?(ajudo|ajudar|falo|falar|converso|conversar|lido|lidar|abordo)\b|\b(ela|ele) (diz|fala|falou|disse|jura|nega|acha)\b/;

const NEXT_STEPS_FOR_SOMEONE_ELSE = [
  "Um passo de cada vez, ainda esta semana:",
  "",
  "1. **Marque uma consulta** com o pediatra ou hebiatra (ou um clínico, se for adulto) e conte o que viu; peça exames de potássio e sódio. O CAPS ou CAPSi da sua cidade atende pelo SUS.",
  "2. **Converse num momento calmo**, a sós: conte o que você percebeu e que está preocupado(a) com a saúde, sem acusar. Fale da saúde e do que viu, não do corpo, do peso ou de uma data.",
  "3. **Frases como \"é só até…\" ou \"todo mundo faz\" são comuns** em quem está preso a esse ciclo: não negocie. Diga com carinho que a saúde vem primeiro e que vocês vão procurar ajuda juntos; guarde laxantes, diuréticos e remédios da casa.",
  "4. **Não comente peso nem dieta** em casa (nem elogios de emagrecimento) e mantenha refeições em família, sem vigiar o prato.",
  "5. **Tontura, desmaio, palpitação ou fraqueza forte**: pronto-socorro no mesmo dia ou **192 (SAMU)**.",
  "",
  "Para você também: o **CVV (188)** atende 24 horas.",
].join("\n");

/**
 * A turn after someone told of purging, starving or self-harm: the new question answered as asked (the calories "taken
 * out", the weight lost, a fast planned for tomorrow, what a parent should do), with care, and without repeating the
 * first reply word for word.
 */
export function crisisFollowUp(folded: string, context: string, pills: string, read?: TUnderstanding): string {
  // Worse now (fainting, blood, a racing heart): the emergency first, never the softer first reply again.
  if (aboutSomeoneElse(context)) {
    const urgent = redFlagNow(folded) ? `${URGENT_NOW}\n\n` : "";
    return urgent + (WHAT_DO_I_DO.test(folded) ? NEXT_STEPS_FOR_SOMEONE_ELSE : SUPPORT_FOR_SOMEONE_ELSE);
  }
  if (redFlagNow(folded)) return `${urgentAnswers(folded)}${CARE_AGAIN}${pills}`;
  // Laxatives said before: the calories "taken out" are answered for laxatives, not for vomiting.
  const laxatives = mentionsRisk(context, "laxative") && !mentionsRisk(context, "purge_act");
  const waterPills = laxatives || mentionsRisk(context, "diuretic");
  const asked = crisisAsked(folded, context);
  const answers = [
    ...asked,
    ...FOLLOW_UPS.filter(([q]) => q.test(folded)).map(([q, line]) => (laxatives && q === FOLLOW_UPS[0]![0] ? LAXATIVE_CALORIES : waterPills && q === FOLLOW_UPS[1]![0] ? PILLS_WEIGHT : line)),
  ];
  // "quem eu procuro? tenho vergonha": the answer is where to turn, so the closing list is not said again.
  if (saysWhereToTurn(asked)) return `${directAnswers(folded)}${answers.join("\n\n")}${pills}`;
  // "só umas 2 vezes por semana, pode?", "amanhã vou fazer igual, é muito pouco?", "mas é natural": plainly unsafe, then why.
  const says = threadSays(folded);
  if (answers.length === 0 && (says.pushback || says.asks !== null || AGAIN.test(folded))) return `${NOT_EVEN_SO}\n\n${directAnswers(`${context} | ${folded}`)}${CARE_AGAIN}${pills}`;
  // "quantas calorias tem uma tapioca?": a food question of its own, answered without numbers, the care in one paragraph.
  const food = answers.length === 0 && read ? foodAskedAfterCare(read, folded, context) : null;
  if (food) return food + (toldOf(context) === "pills" ? "" : pills);
  // Asked nothing new ("posso continuar?"): what was said about the first message still answers it.
  if (answers.length === 0) return directAnswers(`${context} | ${folded}`) + SUPPORT_BEFORE_NUMBERS + pills;
  return `${directAnswers(folded)}${answers.join("\n\n")}\n\n${CARE_AGAIN}${pills}`;
}
