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
  // "parar de comer chocolate", "deixar de comer doce à noite": a food or a moment to cut down on, not going without food.
  /\b(parar de comer|ficar sem comer|deixar de comer)\b(?! (o |a |os |as |tanto |tanta |muito |muita )?(chocolate|doces?|acucar|paes?|frituras?|besteiras?|porcarias?|carnes?|refri\w*|fast food|salgad\w+|massas?|arroz|lanches?|bolachas?|biscoitos?|sorvetes?|pizzas?|hamburguer\w*|coxinhas?|carboidratos?|carbos?|gluten|lactose|leite|queijos?|fora|besteirol|industrializad\w+|ultraprocessad\w+|de noite|a noite|tarde da noite|de madrugada|escondid\w+|entre as refeicoes|beliscando|porco|embutidos?)\b)|\b(nao comer nada|passar fome|nao como nada|nao comi nada|nao to comendo|nao estou comendo|sem comer nada|so bebendo agua|so tomando agua)\b/,
  /\b(\d+|dois|duas|tres|quatro|cinco|seis|sete|varios|alguns) dias (sem comer|de jejum|so (com|tomando|bebendo) agua|a base de agua)\b/,
  /\bjejum (de|por) (\d+|dois|tres|quatro|cinco|seis|sete|varios) dias\b|\bjejum (de )?(uma|1|duas|2) semanas?\b|\bjejum (de )?(48|72|96|\d{3}) ?h(oras)?\b/,
  /\b(anorexi\w*|bulimi\w*|compulsao alimentar|transtorno alimentar|ortorexi\w*)\b/,
  /\b((bot|colo(c|qu)|p[ou]s|por|joguei|jogar)\w* (tudo |a comida |o que (eu )?comi |isso )?(pra|para) fora|devolv\w* (tudo|a comida|o que comi)|dedo na (goela|garganta)|forc\w* (o )?vomito|golfar de proposito|regurgit\w* de proposito)\b/,
  /\b(lacto ?purga|dulcolax|bisacodil|sene|cascara sagrada|cha laxante|almeida prado|tamarine|agarol)\b.*\b(emagrec\w*|secar|compensar|nao engordar|limpar|perder|barriga|peso|depois de comer|exagerei|exagero)\b|\b(compensar|exagerei|nao engordar|secar|emagrec\w*)\b.*\b(lacto ?purga|dulcolax|bisacodil|sene|cascara sagrada|cha laxante|tamarine|agarol)\b/,
  /\b(exercicio|exercicios|corro|correr|treino|treinar|malho|malhar|academia)\b.*\b(queimar tudo|queimar o que (eu )?comi|compensar (o que|a comida|tudo))\b|\b(corro|treino|malho) ate queimar\b|\bpra queimar tudo\b/,
  /\b(consegui|to conseguindo|estou conseguindo|orgulhos[oa]|fiquei feliz|me sinto bem|to arrasando)\b.*\b(sem comer|nao comer nada|so (com )?(agua|cafe|cha)|(com|so) (200|300|400|500|600|700) (kcal|calorias))\b|\b(sem comer nada|so (com )?(agua|cafe preto)|com (300|400|500|600|700) (kcal|calorias))\b.*\b(consegui|orgulhos[oa]|feliz|meta)\b/,
  /\b(o dia (todo|inteiro)|em 24 ?h(oras)?|desde ontem|a semana toda)\b.*\b(so|apenas|somente)\b (um|uma|1|2|duas|meia|meio) \w+|\b(so|apenas|somente) ((comi|tomei|bebi|como) )?(um|uma|1|meia|meio) \w+( \w+)? (o dia (todo|inteiro)|no dia todo|em 24 ?h(oras)?|desde ontem)\b/,
  /\b(lacto ?purga|dulcolax|bisacodil|laxante\w*|laxativo\w*|(cha|chazinho|cházinho) de sene|sene|diuretico\w*)\b.*\b(todo dia|todos os dias|toda noite|todas as noites|diariamente|sempre|depois de (toda|cada) refeicao|depois (do|de) comer)\b|\b(todo dia|todos os dias|toda noite|todas as noites|diariamente)\b.*\b(lacto ?purga|dulcolax|bisacodil|laxante\w*|(cha|chazinho) de sene|sene)\b/,
  /\b(odeio|nojo d[oe]) (meu corpo|mim mesm[oa])\b|\bme sinto culpad[oa] (quando|por|depois de) comer\b|\bme (puno|castigo) (quando|depois de|por) comer\b/,
];

export function suggestsCrisis(folded: string): boolean {
  return hasAny(folded, CRISIS_PATTERNS);
}
