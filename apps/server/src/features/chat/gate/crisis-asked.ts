import { mentionsRisk, riskSigns } from "../understand/risk-lexicon";

/** What was told before: vomiting, laxatives or diuretics, or not eating. */
export type TTold = "purging" | "pills" | "starving";

/** A follow-up after purging or starving, answered for what it asks: the line for what was told, or one line for all. */
type TAsked = { asks: RegExp; lines: Partial<Record<TTold | "any", string>> };

const WHO_TO_SEE = [
  "**Você pode começar por onde for mais fácil para você:**",
  "",
  "- **UBS (posto de saúde)**: o médico de família ou o clínico atende pelo SUS, pede exames (como o potássio) e encaminha para psicólogo, psiquiatra e nutricionista. Basta dizer algo como \"tenho tido problemas com a comida e quero ajuda\".",
  "- **CAPS** da sua cidade: atende saúde mental pelo SUS, e muitos recebem sem encaminhamento.",
  "- **Psicólogo** (pelo plano, particular ou nas clínicas-escola de universidades, que costumam ser gratuitas ou baratas) e um **nutricionista** que atenda transtornos alimentares.",
  "",
  "Sentir vergonha é muito comum, e quem trabalha com isso ouve histórias assim todos os dias, sem julgar. Se for difícil falar, escreva num papel e entregue na consulta, ou leve alguém de confiança. Para conversar agora, o **CVV (188)** atende 24 horas; em perigo imediato, **192 (SAMU)**.",
].join("\n");

const ASKED: readonly TAsked[] = [
  {
    asks: /\b(quem|onde|com quem|a quem) (eu )?(procur\w*|busc\w*|devo ir|vou|falo|consulto|peco ajuda)\b|\b(que|qual|quais) (tipo de )?(medico|profissional|profissionais|especialista|ajuda)\b|\b(tenho|sinto|da) vergonha\b|\b(medo|coragem) de (contar|falar|pedir)\b|\bnao tenho coragem\b/,
    lines: { any: WHO_TO_SEE },
  },
  {
    asks: /\b(tirar|tira|tiro|enganar|engano|segurar|seguro|matar|passar|inibir|cortar|controlar) (essa |a |minha )?fome\b|\b(sem|nao) sentir (mais )?fome\b|\b(inibidor|moderador|tira) (de )?(apetite|fome)\b/,
    lines: {
      any: "**Não vou te ensinar a tirar a fome: ela é o corpo pedindo comida, e agora ele tem razão.** Segurar a fome costuma terminar em comer muito de uma vez e em culpa depois, o ciclo que deixa tudo mais difícil. O que ajuda de verdade é não passar muitas horas sem comer: faça agora um lanche simples (pão com queijo ou ovo, uma fruta com iogurte) e as próximas refeições nos horários de sempre.",
    },
  },
  {
    // "o que eu como no café amanhã?" after purging or a fast: the next meal, as a plain plate, never the "lighter" one.
    asks: /\b(o que|oq|q|que) (eu )?(posso |devo |vou |da pra )?(comer|como|janto|almoco|lancho)\b|\b(sugest\w*|ideias?|opc\w*) (de|pra|para|no|na) (cafe|almoco|janta|jantar|lanche|refeic\w*)\b/,
    lines: {
      any: "**Uma refeição de verdade, sem contar nada, é o que mais ajuda agora:** no café da manhã, pão com ovo ou queijo, uma fruta e café com leite; no almoço e no jantar, arroz, feijão, uma carne, frango, peixe ou ovo, e legumes ou salada; nos lanches, iogurte com fruta ou pão com queijo. Comer nos horários de sempre, sem pular refeição e sem escolher a opção \"mais leve\" para compensar, é o que diminui a fome acumulada e a vontade de pôr pra fora ou de ficar sem comer depois.",
    },
  },
  {
    asks: /\b(sai|sobe|volta|vomit\w*) (mais )?facil\b|\bmais facil (de|pra|para) (vomitar|botar|colocar|por)\b|\b(jeito|forma|truque) (de|pra|para) (vomitar|botar pra fora|colocar pra fora)\b/,
    lines: {
      any: "**Isso eu não vou responder**, porque ajudaria a continuar algo que está te machucando: cada vez que o vômito é provocado, o esôfago, os dentes e o potássio do corpo pagam o preço, e o ciclo de comer e pôr pra fora tende a ficar mais forte.",
    },
  },
  {
    asks: /\b(quant[oa]s?|qnt[oa]s?|qual (a )?(dose|quantidade))\b.*\b(tomar|tomo|posso|pode|por dia|por semana|comprimidos?|gotas|saches?|xicaras?|copos?|capsulas?|sem problema)\b|\b(dose|quantidade) (segura|certa|maxima|ideal|boa)\b/,
    lines: {
      pills:
        "**Não existe uma quantidade segura de laxante ou diurético para emagrecer ou desinchar, nem um por dia.** O que sai é água e sais minerais, não gordura; com o uso seguido o intestino fica dependente e o potássio pode cair, o que afeta o coração. Se o intestino está preso ou o inchaço incomoda, quem indica um remédio e a dose é o **médico**; no dia a dia, água, fibras (frutas, verduras, feijão, aveia) e caminhar resolvem a maior parte.",
    },
  },
  {
    asks: /\b(ta|esta|tudo) (ok|bem|bom|certo|tranquilo|de boa)\b|\bfaz mal\b|\btem (algum )?problema\b|\b(e|eh) perigoso\b|\b(e|eh) normal\b/,
    lines: {
      pills:
        "**Não está ok, nem em dose pequena nem uma vez por dia.** Diurético é remédio de receita para pressão, coração ou rins, e laxante é para intestino preso: usados para emagrecer ou desinchar, tiram água e sais minerais (potássio e sódio) e podem causar tontura, câimbras, queda de pressão e alteração nos batimentos do coração. O peso que sai é água e volta. Pare de tomar, e se já faz dias, passe num **médico** (a UBS atende) e peça para ver o potássio.",
      purging:
        "**Não está ok, nem de vez em quando.** Cada vez que o vômito é provocado, ele leva potássio e ácido do estômago, machucando o esôfago, os dentes e o ritmo do coração, e o ciclo de comer e pôr pra fora tende a ficar mais forte com o tempo.",
      starving:
        "**Não está ok.** Comer tão pouco por vários dias tira energia, músculo, vitaminas e minerais, e costuma terminar em tontura, fraqueza e episódios de comer demais. Volte a fazer as refeições do dia, começando pela próxima.",
    },
  },
  {
    asks: /\b(ajuda|adianta|funciona|serve|resolve|impede|evita|compensa)\b.*\b(engord\w*|emagrec\w*|peso|absorv\w*|calorias?|kcal)\b|\b(pra|para) (nao|n) engordar\b/,
    lines: {
      purging:
        "**Não ajuda a não engordar.** Quando o vômito vem, boa parte do que foi comido já começou a ser absorvida; o que sai de verdade é água, ácido e potássio. E o ciclo de comer muito e vomitar costuma aumentar a fome e os exageros, não diminuir.",
      pills:
        "**Não ajuda a não engordar.** Laxante age no fim do intestino, depois que as calorias já foram absorvidas, e diurético só tira água: a balança desce por um dia e volta. No caminho vão potássio e sódio, e o intestino fica dependente.",
      starving:
        "**Não ajuda como parece.** Ficando sem comer, o peso que sai primeiro é água e músculo, e a fome acumulada costuma terminar em comer demais; o corpo também passa a gastar menos. Quem emagrece e mantém faz refeições regulares com um déficit pequeno.",
    },
  },
  {
    asks: /\b(se eu parar|quando eu parar|se parar|se eu deixar|parando|se eu voltar a comer|quando eu voltar a comer|se eu comer normal)\b.*\b(engord\w*|inch\w*|ganh\w* peso|volt\w*|prend\w*|pres[ao])\b|\b(vou|vai) (engordar|inchar)\b.*\b(parar|parando|sem|comer)\b/,
    lines: {
      pills:
        "**Se parar, a balança pode subir um pouco nos primeiros dias, mas é água voltando ao corpo, não gordura:** você estava desidratado(a), e isso se acerta sozinho. O intestino acostumado ao laxante pode ficar preso por alguns dias: beba água ao longo do dia, coma frutas, verduras, feijão e aveia, e caminhe. Se ficar muitos dias sem evacuar, com dor ou barriga muito inchada, o **médico** orienta como parar com segurança.",
      purging:
        "**Parar de vomitar não faz engordar.** No começo você pode se sentir estufado(a), o que é o corpo se reequilibrando e passa. Com refeições em horários regulares, a fome e os exageros diminuem, e o peso tende a se estabilizar.",
      starving:
        "**Voltar a comer não faz engordar de repente.** Nos primeiros dias a balança pode subir um pouco com água e o que está no intestino, não gordura. Volte aos poucos, com refeições pequenas e regulares, e o corpo se reequilibra.",
    },
  },
];

export function toldOf(context: string): TTold {
  if (mentionsRisk(context, "laxative") || mentionsRisk(context, "diuretic")) return "pills";
  if (riskSigns(context).some((s) => s.id.startsWith("purging")) || mentionsRisk(context, "purge_act")) return "purging";
  return "starving";
}

/** The lines that answer what this follow-up asks, for what was told before; empty when it asks none of these. */
export function crisisAsked(folded: string, context: string): string[] {
  const told = toldOf(context);
  return ASKED.filter((a) => a.asks.test(folded))
    .map((a) => a.lines[told] ?? a.lines.any)
    .filter((line): line is string => line !== undefined);
}

/** Whether the answer already says where to turn, so the closing list is not said twice. */
export const saysWhereToTurn = (lines: readonly string[]): boolean => lines.includes(WHO_TO_SEE);
