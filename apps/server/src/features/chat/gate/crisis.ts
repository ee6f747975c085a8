import { hasAny } from "../chat.text";

/**
 * Purging, laxatives or diuretics for weight, days without food, eating disorders, self-harm (folded text), including
 * the way people say it: "botei tudo pra fora", "dedo na goela", a laxative brand "pra compensar", a day without food
 * told as a success.
 */
const CRISIS_PATTERNS: readonly RegExp[] = [
  /\b(me matar|suicid\w*|tirar (a )?minha (propria )?vida|nao quero mais viver|quero morrer|queria morrer|me machucar|me cortar|automutila\w*|sumir do mundo)\b/,
  /\b(vomit\w*|provocar (o )?vomito|induzir (o )?vomito|colocar o dedo na garganta|enfiar o dedo na garganta|purga\w*|botar (tudo )?pra fora)\b/,
  /\b(laxante\w*|laxativo\w*)\b.*\b(emagrec\w*|peso|perder|secar|engord\w*|barriga|gordura|compensar|depois de comer|nao ganhar)\b|\b(emagrec\w*|perder peso|secar|engord\w*|compensar)\b.*\b(laxante\w*|laxativo\w*)\b/,
  /\bdiuretico\w*\b.*\b(emagrec\w*|peso|perder|secar|desinchar|engordar)\b|\b(emagrec\w*|perder peso|secar|engordar)\b.*\bdiuretico\w*\b/,
  /\b(parar de comer|ficar sem comer|deixar de comer|nao comer nada|passar fome|nao como nada|nao comi nada|nao to comendo|nao estou comendo|sem comer nada|so bebendo agua|so tomando agua)\b/,
  /\b(\d+|dois|duas|tres|quatro|cinco|seis|sete|varios|alguns) dias (sem comer|de jejum|so (com|tomando|bebendo) agua|a base de agua)\b/,
  /\bjejum (de|por) (\d+|dois|tres|quatro|cinco|seis|sete|varios) dias\b|\bjejum (de )?(uma|1|duas|2) semanas?\b|\bjejum (de )?(48|72|96|\d{3}) ?h(oras)?\b/,
  /\b(anorexi\w*|bulimi\w*|compulsao alimentar|transtorno alimentar|ortorexi\w*)\b/,
  /\b((bot|colo(c|qu)|p[ou]s|por|joguei|jogar)\w* (tudo |a comida |o que (eu )?comi |isso )?(pra|para) fora|devolv\w* (tudo|a comida|o que comi)|dedo na (goela|garganta)|forc\w* (o )?vomito|golfar de proposito|regurgit\w* de proposito)\b/,
  /\b(lacto ?purga|dulcolax|bisacodil|sene|cascara sagrada|cha laxante|almeida prado|tamarine|agarol)\b.*\b(emagrec\w*|secar|compensar|nao engordar|limpar|perder|barriga|peso|depois de comer|exagerei|exagero)\b|\b(compensar|exagerei|nao engordar|secar|emagrec\w*)\b.*\b(lacto ?purga|dulcolax|bisacodil|sene|cascara sagrada|cha laxante|tamarine|agarol)\b/,
  /\b(exercicio|exercicios|corro|correr|treino|treinar|malho|malhar|academia)\b.*\b(queimar tudo|queimar o que (eu )?comi|compensar (o que|a comida|tudo))\b|\b(corro|treino|malho) ate queimar\b|\bpra queimar tudo\b/,
  /\b(consegui|to conseguindo|estou conseguindo|orgulhos[oa]|fiquei feliz|me sinto bem|to arrasando)\b.*\b(sem comer|nao comer nada|so (com )?(agua|cafe|cha)|(com|so) (200|300|400|500|600|700) (kcal|calorias))\b|\b(sem comer nada|so (com )?(agua|cafe preto)|com (300|400|500|600|700) (kcal|calorias))\b.*\b(consegui|orgulhos[oa]|feliz|meta)\b/,
  /\b(o dia (todo|inteiro)|em 24 ?h(oras)?|desde ontem|a semana toda)\b.*\b(so|apenas|somente)\b (um|uma|1|2|duas|meia|meio) \w+|\b(so|apenas|somente) (um|uma|1|meia|meio) \w+( \w+)? (o dia (todo|inteiro)|no dia todo|em 24 ?h(oras)?|desde ontem)\b/,
  /\b(lacto ?purga|dulcolax|bisacodil|laxante\w*|laxativo\w*|cha de sene|diuretico\w*)\b.*\b(todo dia|todos os dias|toda noite|diariamente|sempre|depois de (toda|cada) refeicao|depois (do|de) comer)\b|\b(todo dia|todos os dias|toda noite|diariamente)\b.*\b(lacto ?purga|dulcolax|bisacodil|laxante\w*|cha de sene)\b/,
  /\b(odeio|nojo d[oe]) (meu corpo|mim mesm[oa])\b|\bme sinto culpad[oa] (quando|por|depois de) comer\b|\bme (puno|castigo) (quando|depois de|por) comer\b/,
];

/** The line the support replies add when the person takes laxatives, diuretics or pills on their own. */
export const STOP_THE_PILLS =
  "- Se você está tomando **laxantes, diuréticos ou remédios para emagrecer** por conta própria, **pare** e converse com um **médico** o quanto antes: eles causam desidratação e perda de potássio, que pode afetar o coração. Tontura, fraqueza ou palpitação pedem atendimento no mesmo dia.";

export function suggestsCrisis(folded: string): boolean {
  return hasAny(folded, CRISIS_PATTERNS);
}

export const SUPPORTIVE_REPLY = [
  "Sinto muito que você esteja passando por isso. O que você sente importa, e você não precisa enfrentar isso sozinho(a).",
  "",
  "Não vou sugerir números, restrições ou metas agora: neste momento o mais importante é cuidar de você.",
  "",
  "- **CVV – Centro de Valorização da Vida:** ligue **188** (gratuito, 24 horas) ou converse pelo chat em cvv.org.br.",
  "- Procure um **psicólogo**, um **médico** ou o **CAPS** da sua cidade; um **nutricionista** pode ajudar a reconstruir uma relação tranquila com a comida.",
  "- Em perigo imediato, ligue **192 (SAMU)** ou vá a um pronto-socorro.",
  "",
  "Se quiser, posso continuar conversando com você sobre alimentação de um jeito leve, sem contas nem metas.",
].join("\n");

/** After someone told of purging or starving, a request for numbers gets care first, not a count. */
export const SUPPORT_BEFORE_NUMBERS = [
  "Antes de falar de números, quero voltar ao que você me contou há pouco: isso é importante e merece cuidado.",
  "",
  "Não vou fazer contas nem registrar refeições agora. Contar comida nesse momento pode aumentar a pressão que você já sente.",
  "",
  "- **CVV – Centro de Valorização da Vida:** ligue **188** (gratuito, 24 horas) ou converse pelo chat em cvv.org.br.",
  "- Procure um **psicólogo**, um **médico** ou o **CAPS** da sua cidade; um **nutricionista** pode ajudar a reconstruir uma relação tranquila com a comida.",
  "",
  "Se quiser, posso conversar sobre refeições tranquilas e regulares, sem números.",
].join("\n");

/** What the person asked, answered plainly before the support: "posso baixar pra 400?", "vou vomitar", "é normal a tontura?". */
const DIRECT: readonly [RegExp, string][] = [
  [/\b(vomit\w*|por (tudo )?pra fora|botar (tudo )?pra fora|colocar (tudo )?pra fora|dedo na (garganta|goela))\b/, "**Por favor, não provoque o vômito.** Ele não desfaz o que você comeu e machuca o esôfago, os dentes e o coração (perda de potássio). Se a vontade vier, procure ficar perto de alguém e ligue para o CVV (188)."],
  [/\b(baixar|diminuir|reduzir|cortar|descer) (pra|para|a) \d{2,4}\b|\b(so|apenas) \d{2,4} (kcal|calorias)\b|\b(posso|da pra|consigo) (comer|ficar com) (so )?\d{2,4}\b/, "**Não baixe mais.** Comer tão pouco não é seguro: o corpo perde músculo, a energia e a concentração caem, e o risco de compulsão e de desmaio aumenta."],
  [/\b(diuretic\w*|laxante\w*|lacto ?purga|dulcolax|cha de sene)\b[^.]*\b(perdi|emagreci|sequei|desinchei)\b|\b(perdi|emagreci) \d+ ?(kg|quilos?)\b[^.]*\b(diuretic\w*|laxante\w*)\b/, "O peso que sai com diurético ou laxante é **água, não gordura**, e volta assim que você para; no caminho, ele leva potássio e pode afetar o coração."],
  [/\b(tontura|tonta|tonto|fraqueza|desmai\w*|palpitac\w*|coracao acelerado|vista escura)\b/, "**Tontura, fraqueza ou palpitação não são normais**: procure atendimento médico hoje, num pronto-atendimento ou UBS."],
];

export function directAnswers(folded: string): string {
  const lines = DIRECT.filter(([p]) => p.test(folded)).map(([, line]) => line);
  return lines.length > 0 ? `${lines.join("\n\n")}\n\n` : "";
}
