import { ATE } from "./eating-verbs";
import { HEALTH_WORDS } from "./health-words";

/**
 * Everyday talk that is not a meal, even when a food word is in it: a tiring day ("o dia foi um abacaxi"), sleep,
 * the weather ("calor de fritar ovo"), a cold, prices at the market, a party coming up, an idiom ("meu chefe é um pão
 * duro"). Told, not asked: a question goes to the answers; something eaten ("comi", "tomei") is a meal.
 */
export type TEverydayTopic = "sleep" | "bad-day" | "sick" | "swelling" | "heat" | "cold" | "prices" | "event" | "good-news" | "idiom" | "will-try" | "fresh-start" | "someone-cooked" | "team-lost" | "skipping-training" | "sad";

/** "hoje vou começar a dieta de verdade", "segunda volto pro foco": a start or a restart said, not asked. */
const FRESH_START = /\b(?:vou|vamos|bora|to|tou|estou|hoje|hj|amanha|segunda|a partir de \w+)\b.{0,25}\b(?:comecar|comecando|comeco|recomecar|recomecando|voltar|voltando|volto|retomar|retomando|focar|focando)\b.{0,25}\b(?:dieta|reeducacao alimentar|alimentacao|regime|projeto|foco|academia|treinos?)\b/;
/** "minha mãe fez um bolo", "meu marido trouxe pastel": food someone else made or brought, told in passing. */
const SOMEONE_COOKED = /\b(?:minha|meu) (?:mae|vo|avo|sogr[oa]|tia|tio|marido|esposa|mulher|namorad[oa]|irma|irmao|amig[oa]|vizinh[oa]|pai|filh[oa]|chefe|colega)\b.{0,20}\b(?:fez|fizeram|trouxe|trouxeram|comprou|compraram|preparou|assou|mandou|ta fazendo|esta fazendo)\b/;

const EATEN = new RegExp(`${ATE.source}|\\b(tracei|provei|experimentei|preparei|devorei|mandei ver|acabei de comer|consumi|fiz (um|uma|o|a)|pedi (um|uma|o|a))\\b`);
const MEAL_FIRST = /^(cafe da manha|cafe de manha|almoco|janta|jantar|lanche|ceia|merenda|desjejum)\b|^\d|^(um|uma|dois|duas|tres|meio|meia) /;
const ABOUT_FOOD = /\b(comer|comida|dieta|calorias?|kcal|emagrec\w*|engord\w*|proteina|carboidrato|receita|cardapio|plano|lanches?|lanchinho|marmitas?)\b/;
/** "me indica um lanche", "sugere algo": a request, answered even without a question mark. */
const REQUEST = /\b(?:me (?:indica|indique|sugere|sugira|passa|passe|manda|mande|ajuda|ajude|da uma ideia|de uma ideia)|indica ai|sugere ai|alguma (?:dica|sugestao|ideia))\b/;
/** A condition of the stomach or of health said: care to answer, never small talk about a hard day ("gastrite nervosa"). */
const TOPICS: readonly [TEverydayTopic, RegExp][] = [
  ["swelling", /\b(inchad[oa]s?|inchaco|cara inchada|parecendo um pao|feito um pao|olho inchado)\b/],
  ["sick", /\b(gripad[oa]|resfriad[oa]|doente|febre|tosse|dor de (cabeca|garganta|dente)|de molho|virose|com colica|mal de saude)\b/],
  ["sleep", /\b(cansad[oa]|cansaco|exaust[oa]|nao durmo|durmo mal|dormi mal|dormi pouco|sem dormir|insonia|morrendo de sono|to com sono|sono atrasado|acordei (cedo|mal|cansad[oa]))\b/],
  ["event", /\b(hoje|hj|amanha|sabado|domingo|sexta|mais tarde|a noite|de noite|fds|fim de semana)\b.*\btem\b.*\b(churras\w*|festa|aniversario|niver|casamento|rodizio|happy hour|confraternizac\w*|pizza|feijoada|almoco de familia)\b|\b(vai ter|vou (num|numa|no|na|pro|pra)) (um |uma )?(churras\w*|festa|aniversario|niver|casamento|rodizio|happy hour|confraternizac\w*)\b/],
  // "meu time perdeu de novo, to puto", "levamos de 3 no clássico": a game lost, told, not the sport asked about.
  ["team-lost", /\b(?:meu|o|nosso) (?:time|timao|mengao|verdao|tricolor|colorado|galo|flamengo|fla|corinthians|palmeiras|sao paulo|vasco|botafogo|fluminense|fogao|gremio|inter|cruzeiro|atletico|santos|bahia|vitoria|fortaleza|ceara|sport|nautico|paysandu|remo|coritiba|athletico)\b.{0,20}\b(?:perdeu|empatou|caiu|foi rebaixado|foi eliminado|tomou|levou|apanhou)\b|\b(?:perdemos|levamos|tomamos) (?:de \d|o classico|a final|o jogo)\b/],
  // "ai q preguiça de ir pra academia hj", "sem ânimo nenhum pra treinar": a training skipped or put off, told.
  ["skipping-training", /\b(?:preguica|sem (?:vontade|animo|coragem)(?: nenhum[ao]?)?|desanimad[oa]|nao to afim|nao to a fim)\b.{0,25}\b(?:academia|treinar|treino|malhar|correr|corrida|caminhar|caminhada|pedalar|crossfit|pilates|funcional|natacao|exercicio)\b|\b(?:faltei|matei|pulei) (?:a |o )?(?:academia|treino)\b/],
  // "to meio triste hj, briguei com meu namorado": a sadness of the day, met with a kind word before any food.
  ["sad", /\b(?:triste|tristeza|chatead[oa]|magoad[oa]|chorei|chorando|briguei|brigamos|terminei com (?:meu|minha|o|a)|levei um fora|coracao partido|com saudade)\b/],
  ["heat", /\b(calor|calorao|quente demais|torrando|derretendo|fritar ovo|sol de rachar)\b/],
  ["cold", /\b(frio|friozinho|gelad[oa] demais|congelando)\b(?! (de|na|no) )/],
  ["prices", /\b(caro|carissim[oa]|preco|precos|reais o (quilo|kg)|inflacao|salario|boleto|sem dinheiro|apertad[oa] de grana|mercado ta)\b/],
  ["idiom", /\b(pao duro|mao de vaca|acabou em pizza|encher linguica|farinha do mesmo saco|pagar o pato|tirar leite de pedra|mamao com acucar|arroz de festa|chorar pitanga|a vaca foi pro brejo|pao pao queijo queijo|da gema)\b/],
  ["bad-day", /\b(abacaxi|pepino pra resolver|batata quente|estressad[oa]|estresse|ansios[oa]|ansiedade|irritad[oa]|nervos[oa]|preocupad[oa]|uma pilha|sem paciencia|saco cheio|dia (corrido|puxado|pesado|dificil|longo|cheio)|reuniao|reunioes|trampo|chefe|transito|prova|recuperacao|passa logo)\b/],
  // "blz, amanhã vou trocar então", "ok, vou tentar": an answer taken up, to be tried.
  ["will-try", /^(?:(?:blz|beleza|ok|okay|ta|ta bom|show|certo|entendi|combinado|valeu|vlw|fechou|perfeito|otimo|massa|top|boa|entao|ah|hum|pode deixar)\b,? ?)*(?:(?:amanha|hoje|hj|semana que vem|segunda|a partir de (?:amanha|hoje|segunda)) )?(?:eu )?vou (?:trocar|tentar|fazer|testar|comecar|seguir|experimentar|mudar|comprar|preparar|ajustar|organizar|fazer isso|fazer assim)\b(?: (?:isso|assim|entao|amanha|hoje|hj|sim|ai|segunda|semana que vem|de novo))*$/],
  ["good-news", /\b(?:meu|o|nosso) (?:time|timao|mengao|verdao|tricolor|colorado|galo) (?:ganhou|venceu|foi campeao|classificou)\b|\b(feliz|animad[oa]|consegui o emprego|passei na prova|fui promovid[oa]|deu tudo certo|to de ferias|tirei ferias)\b/],
];

/** The topic of everyday talk, or null when the message is a meal, a question or about food. */
export function everydayTopic(folded: string, asked: boolean): TEverydayTopic | null {
  if (asked || EATEN.test(folded) || MEAL_FIRST.test(folded) || REQUEST.test(folded) || HEALTH_WORDS.test(folded)) return null;
  // Said before the food words rule it out: a start ("vou começar a dieta") and a food someone else made are talk too.
  if (FRESH_START.test(folded)) return "fresh-start";
  if (SOMEONE_COOKED.test(folded)) return "someone-cooked";
  if (ABOUT_FOOD.test(folded)) return null;
  return TOPICS.find(([, words]) => words.test(folded))?.[0] ?? null;
}
