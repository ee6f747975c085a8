import { mentionsRisk, riskSigns } from "../understand/risk-lexicon";
import { redFlagNow, URGENT_NOW } from "./urgent";
/** The line the support replies add when the person takes laxatives, diuretics or pills on their own. */
export const STOP_THE_PILLS =
  "- Se você está tomando **laxantes, diuréticos ou remédios para emagrecer** por conta própria, **pare** e converse com um **médico** o quanto antes: eles causam desidratação e perda de potássio, que pode afetar o coração. Tontura, fraqueza ou palpitação pedem atendimento no mesmo dia.";

/** Where to turn, said in every care reply: CVV, the professionals, the emergency line. */
const WHERE_TO_TURN = [
  "- **CVV – Centro de Valorização da Vida:** ligue **188** (gratuito, 24 horas) ou converse pelo chat em cvv.org.br.",
  "- Procure um **psicólogo**, um **médico** ou o **CAPS** da sua cidade; um **nutricionista** pode ajudar a reconstruir uma relação tranquila com a comida.",
  "- Em perigo imediato, ligue **192 (SAMU)** ou vá a um pronto-socorro.",
];

/** Care that closes a reply once the first one already gave the whole support. */
export const CARE_AGAIN = [...WHERE_TO_TURN, "", "Se quiser, posso conversar sobre refeições tranquilas e regulares, sem números."].join("\n");

export const SUPPORTIVE_REPLY = [
  "Sinto muito que você esteja passando por isso. O que você sente importa, e você não precisa enfrentar isso sozinho(a).",
  "",
  "Não vou sugerir números, restrições ou metas agora: neste momento o mais importante é cuidar de você.",
  "",
  ...WHERE_TO_TURN,
  "",
  "Se quiser, posso continuar conversando com você sobre alimentação de um jeito leve, sem contas nem metas.",
].join("\n");

/** "minha filha de 15 anos tá tomando diurético escondido": the person writing is worried about someone else. */
const SOMEONE_ELSE =
  /\b(minha|meu) (filh[oa]|entead[oa]|sobrinh[oa]|irma|irmao|amiga|amigo|namorada|namorado|esposa|marido|mae|pai|net[oa]|prima|primo|aluna|aluno|colega|paciente|avo|vo|vovo|sogra|sogro|tia|tio|cunhada|cunhado|vizinha|vizinho)\b|\b(ela|ele) (ta|esta|anda|vive|fica|toma|tomando|vomita|provoca|come|nao come|parou de comer|se acha)\b/;
/**
 * The person's own act: "meu namorado disse que eu tô abatida", "minha amiga me passou furosemida", "minha tia falou de
 * um chá", "peguei o remédio da minha mãe", "minha vó toma furosemida, vou pegar umas pra secar" are about herself.
 */
const OWN_ACT = /\b(eu|(peguei|pego|roubei|catei) (o|a|os|as|um|uma|uns|umas) (?!(minha|meu|minhas|meus|filh|irm|amig|namor|espos|marido|mae|pai)\w*)\w+|vomito|vomitei|tomo|tomei|como|comi|fico|fiquei|to fazendo|estou fazendo|faco|fiz|uso|usei|provoco|provoquei|to|tou|estou|me (passou|deu|indicou|recomendou|vendeu|emprestou|ensinou|arrumou|arranjou|mostrou|falou)|(falou|disse|indicou|sugeriu|recomendou|comentou|contou) (de|do|da|sobre|pra eu|para eu|que)|posso|devo|quero|preciso|vou (?:pegar|tomar|usar|roubar|experimentar|comprar|tentar|fazer (?:igual|junto|tambem)))\b/;
/** "oq eu faço", "como eu ajudo", "como falo com ele": the one writing asks what to do for the other, no act of their own. */
const ASKS_WHAT_TO_DO = /\b(?:(?:o|oq|o que|o q|q|que) (?:eu )?(?:faco|fazer|posso fazer|devo fazer|dou|posso dar)|como (?:eu )?(?:ajudo|ajudar|posso ajudar|falo|falar|faco|lido|lidar))\b/g;
export const aboutSomeoneElse = (folded: string): boolean => SOMEONE_ELSE.test(folded) && !OWN_ACT.test(folded.replace(SOMEONE_ELSE, " ").replace(ASKS_WHAT_TO_DO, " "));

/** Support for someone worried about another person's purging or starving: what to do for them, and care for the one writing. */
export const SUPPORT_FOR_SOMEONE_ELSE = [
  "Que bom que você percebeu e quer ajudar. O que você descreveu (vomitar, usar laxantes ou diuréticos, ficar sem comer para controlar o peso) pode ser sinal de um **transtorno alimentar** e faz mal ao corpo: desidrata e baixa o potássio, o que pode afetar o coração.",
  "",
  "- **Leve a pessoa a um médico o quanto antes** (para adolescentes, o **pediatra** ou **hebiatra**; para adultos, um clínico): ele pede exames como os de potássio e sódio e encaminha para **psicólogo**, **psiquiatra** e **nutricionista**. O **CAPS** (ou CAPSi, para crianças e adolescentes) da sua cidade atende pelo SUS.",
  "- **Converse com calma, sem julgar e sem falar de peso ou de corpo**: diga que percebeu e que se preocupa com a saúde dela, não com a aparência. Evite brigas, castigos e vigiar o prato.",
  "- **Tontura, desmaio, palpitação, fraqueza forte ou vômitos com sangue** pedem pronto-socorro no mesmo dia (ou **192, SAMU**).",
  "- Para você também: o **CVV (188)** atende 24 horas, e cuidar de quem cuida faz parte.",
].join("\n");

/** After someone told of purging or starving, a request for numbers gets care first, not a count. */
export const SUPPORT_BEFORE_NUMBERS = [
  "Antes de falar de números, quero voltar ao que você me contou há pouco: isso é importante e merece cuidado.",
  "",
  "Não vou fazer contas nem registrar refeições agora. Contar comida nesse momento pode aumentar a pressão que você já sente.",
  "",
  CARE_AGAIN,
].join("\n");

/** Said with another reply when the person skips meals to make up for one eaten too much. */
export const NO_NEED_TO_COMPENSATE =
  "**Não precisa compensar.** Comer mais numa refeição não se desfaz pulando as próximas: volte ao seu ritmo normal na próxima refeição. Se a culpa depois de comer for frequente, conversar com um **psicólogo** ou **nutricionista** ajuda, e o **CVV (188)** atende 24 horas.";

/** What the person asked, answered plainly before the support: "posso baixar pra 400?", "vou vomitar", "é normal a tontura?". */
const PURGING = (folded: string) => riskSigns(folded).some((s) => s.id.startsWith("purging"));
const STARVING_SIGNS = new Set(["fasting-days", "long-fast", "restriction-told-as-success", "little-food-told-as-success", "little-food-all-day", "one-food-a-day", "stop-eating"]);
const STARVING = (folded: string) => riskSigns(folded).some((s) => STARVING_SIGNS.has(s.id));
/** Laxatives or diuretics with the weight they take off ("perco 1kg na hora", "antes de pesar"). */
const PILLS_FOR_WEIGHT = (folded: string) =>
  (mentionsRisk(folded, "laxative") || mentionsRisk(folded, "diuretic")) && /\b(perdi|perco|perder|emagreci|emagreco|sequei|secar|desinchei|desincho|desinchar|peso|pesar|pesagem|balanca|\d+ ?(kg|quilos?))\b/.test(folded);
const SELF_HARM = (folded: string) => mentionsRisk(folded, "self_harm");
/** "chá seca barriga", "chá pra secar": the tea asked for by its promise. */
const SLIMMING_TEA = /\bcha\w* (de [a-z ]{1,30}? )?(que |pra |para |de )?(seca|secar|emagrec\w*|desinch\w*|queima\w*|detox)\b|\bseca ?barriga\b/;
/** Laxatives told without the weight they take off ("tomo uns 3 lacto purga na segunda", "quantos posso tomar?"). */
const LAXATIVE_ONLY = (folded: string) => mentionsRisk(folded, "laxative") && !PILLS_FOR_WEIGHT(folded) && !SLIMMING_TEA.test(folded);
const DEHYDRATING = (folded: string) => mentionsRisk(folded, "dehydrate");
/** "exagerei ontem, hoje vou ficar sem comer pra compensar": a day without food after eating a lot. */
const COMPENSATING = (folded: string) => riskSigns(folded).some((s) => s.id === "compensating");
const DIRECT: readonly [RegExp | ((folded: string) => boolean), string][] = [
  [redFlagNow, URGENT_NOW],
  [DEHYDRATING, "**Cortar água, fazer sauna com roupa de plástico ou cuspir para bater o peso é perigoso**: a desidratação rápida pode causar cãibras, queda de pressão, desmaio, arritmia e lesão nos rins, e piora o desempenho. Converse com um **médico do esporte** e um **nutricionista esportivo** sobre a categoria certa e um corte de peso feito aos poucos."],
  [SELF_HARM, "**O que você disse é sério, e eu me importo com você.** Se está pensando em sumir ou em se machucar, fale agora com alguém: o **CVV (188)** atende de graça, 24 horas, por telefone ou chat. Se sentir que pode agir contra você, ligue **192 (SAMU)** ou vá a um pronto-socorro, e não fique sozinho(a)."],
  [COMPENSATING, "**Não fique sem comer para compensar.** O que foi comido ontem não se desfaz pulando as refeições de hoje: o jejum traz fome forte, tontura e, no fim do dia, vontade de comer demais de novo, e é assim que o ciclo exagero-jejum se repete. Hoje, faça as refeições de costume: um café da manhã (pão com ovo, fruta), um almoço com arroz, feijão, legumes e uma carne ou ovo, um lanche e o jantar, com água ao longo do dia."],
  [(folded) => STARVING(folded) && !COMPENSATING(folded), "**Ficar sem comer, só com água ou com muito pouca comida não é seguro, nem por poucos dias**: o açúcar no sangue cai, vêm tontura e fraqueza, o corpo perde músculo e a vontade de comer demais depois aumenta. O melhor é voltar a comer hoje, aos poucos: refeições leves e em horários regulares, como arroz, feijão, um ovo e legumes, uma fruta ou um iogurte."],
  [PURGING, "**Por favor, não provoque o vômito.** Ele não desfaz o que você comeu e machuca o esôfago, os dentes e o coração (perda de potássio). Se a vontade vier, procure ficar perto de alguém e ligue para o CVV (188)."],
  [/\b(baixar|diminuir|reduzir|cortar|descer) (pra|para|a) \d{2,4}\b|\b(so|apenas) \d{2,4} (kcal|calorias)\b|\b(posso|da pra|consigo) (comer|ficar com) (so )?\d{2,4}\b/, "**Não baixe mais.** Comer tão pouco não é seguro: o corpo perde músculo, a energia e a concentração caem, e o risco de compulsão e de desmaio aumenta."],
  [SLIMMING_TEA, "**Nenhum chá seca a barriga nem queima gordura.** Os que parecem funcionar têm ervas laxantes ou diuréticas (sene, cáscara-sagrada, cavalinha): o que sai é água, que volta em poucos dias, e com ela vão potássio e sódio. Tomar mais vezes por dia só aumenta o risco de cólica, diarreia, desidratação e palpitação. Chás sem essas ervas (camomila, erva-doce, hortelã) podem ser tomados, mas não emagrecem."],
  [LAXATIVE_ONLY, "**Laxante não impede que as calorias sejam absorvidas:** ele age no fim do intestino, depois que a comida já foi aproveitada. O que sai é água e sais minerais, como o potássio, e com o uso frequente o intestino fica dependente dele. Não existe quantidade segura para compensar o que você comeu: não tome."],
  [PILLS_FOR_WEIGHT, "O peso que sai com diurético ou laxante é **água, não gordura**, e volta assim que você para; no caminho, ele leva potássio e pode afetar o coração."],
  [(folded) => !redFlagNow(folded) && /\b(tontura|tonta|tonto|fraqueza)\b/.test(folded), "**Tontura, fraqueza ou palpitação não são normais**: procure atendimento médico hoje, num pronto-atendimento ou UBS."],
];

/** Worse now than the turn before: only the emergency and, if said, the self-harm line, not the first reply again. */
export function urgentAnswers(folded: string): string {
  const lines = DIRECT.filter(([said]) => said === redFlagNow || said === SELF_HARM).filter(([said]) => (said as (f: string) => boolean)(folded)).map(([, line]) => line);
  return lines.length > 0 ? `${lines.join("\n\n")}\n\n` : "";
}

export function directAnswers(folded: string): string {
  const lines = DIRECT.filter(([said]) => (typeof said === "function" ? said(folded) : said.test(folded))).map(([, line]) => line);
  return lines.length > 0 ? `${lines.join("\n\n")}\n\n` : "";
}
