import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk } from "../understand/risk-lexicon";
import { ALLERGIC_SIGNS } from "./allergic-signs";

/**
 * A child's illness or a teenager's restriction, told by the parent, and the follow-ups about the same child
 * ("o que ele pode comer?", "e se tiver febre?", "ele diz que tá bem"): answered for the child, with what to do now and
 * who to see, never the person's own targets nor "fora do que eu faço" (issue 27).
 */
const CHILD = /\b(meu filho|minha filha|meu bebe|minha bebe|o bebe|a bebe|meu nene|minha nene|meu enteado|minha enteada|meu neto|minha neta|meu sobrinho|minha sobrinha|crianca|menin[oa] de \d)\b/;
const FOLLOW_UP = /\b(ele|ela|dele|dela|nele|nela|o bebe|a bebe|a crianca|e se|o (que|q) (eu )?(dou|faco|posso dar|ofereco)|oq (eu )?(dou|faco)|pode comer|pode tomar|posso dar)\b/;

const SYMPTOMS: readonly [RegExp, string][] = [
  [
    /\b(diarreia|intestino solto|coco mole|coco liquido|dor de barriga|vomit\w*|enjoad[oa])\b/,
    [
      "**Com diarreia ou vômitos numa criança, o mais importante é evitar a desidratação:**",
      "",
      "- Ofereça **soro de reidratação oral** (o de envelope, da farmácia ou do posto de saúde) em pequenos goles, depois de cada evacuação líquida ou vômito. Água de coco, refrigerante, suco de caixinha, isotônico e chá não substituem o soro.",
      "- **Continue alimentando:** o peito ou a fórmula como sempre e, para quem já come, a comida de costume em porções menores e mais vezes: arroz, macarrão, batata, cenoura cozida, frango, ovo, banana, maçã, caldo de feijão. Evite frituras, doces e bebidas açucaradas até melhorar.",
      "- **Pediatra** se durar mais de 2 dias.",
      "- **Pronto-socorro ou UPA no mesmo dia** com: sangue nas fezes, vômitos que não param, recusa em mamar ou beber, boca seca, choro sem lágrimas, pouco xixi, criança muito mole ou sonolenta, febre alta, ou se for um bebê menor de 6 meses.",
    ].join("\n"),
  ],
  [
    /\b(febre|febril|quente de febre)\b/,
    "**Com febre, leve ao pediatra hoje** para ver a causa. Enquanto isso, ofereça líquidos com frequência (peito, água, soro de reidratação oral se houver diarreia), roupas leves e comida em porções pequenas, sem forçar; remédio para febre só na dose que o pediatra indicou para o peso da criança. **Febre num bebê menor de 3 meses, convulsão, manchas roxas na pele, dificuldade para respirar ou criança muito prostrada: pronto-socorro agora ou 192 (SAMU).**",
  ],
  [
    /\b(colica\w*)\b/,
    "**Cólica no bebê pequeno é comum e costuma melhorar até os 3 ou 4 meses.** Antes dos 6 meses não se dá água, chá, água com açúcar nem mel (mel só depois de 1 ano, pelo risco de botulismo): só o leite materno ou a fórmula indicada. Ajudam o colo, a massagem na barriga, a \"bicicletinha\" com as pernas e uma compressa morna. Remédio ou gotas, só com o **pediatra**. Choro que não para de jeito nenhum, febre, vômitos, barriga dura ou sangue nas fezes pedem atendimento no mesmo dia.",
  ],
  [
    /\b(intestino preso|prisao de ventre|constipad\w*|nao faz coco|nao evacua|coco duro)\b/,
    "**Para o intestino preso da criança:** água ao longo do dia (a partir dos 6 meses), frutas com bagaço ou casca (mamão, ameixa, laranja com bagaço, pera), feijão, legumes, verduras e aveia, e menos excesso de leite, farinhas e biscoitos. Antes dos 6 meses, converse com o **pediatra** antes de dar qualquer coisa além do leite. Dor forte, sangue nas fezes, vômitos ou barriga inchada pedem consulta no mesmo dia.",
  ],
  [
    /\b(nao quer comer|sem apetite|perdeu o apetite|come (mt |muito |bem )?pouco|recusa (a )?comida|fastio)\b/,
    "**Criança que come pouco:** ofereça as refeições em horários regulares, com a família à mesa, porções pequenas e a chance de repetir; não force, não troque comida por doce nem por tela. Fases de menos apetite são comuns, mas perda de peso, febre, cansaço, palidez ou recusa de líquidos pedem o **pediatra**, que acompanha o crescimento na curva.",
  ],
];

const REFUSING = /\bnao (quer|quiser|aceita|aceitar|consegue|conseguir|ta querendo) (mamar|beber|tomar|comer|nada)\b/;
const REFUSING_NOW =
  "**Se não quiser mamar nem beber com diarreia ou vômitos, leve hoje a um pronto-atendimento ou UPA:** a criança pequena desidrata rápido. Enquanto isso, ofereça o peito ou o soro de reidratação oral de colher, em goles pequenos a cada poucos minutos; comida sólida pode esperar.";
const DRINK_ASKED = /\b(agua de coco|suco|isotonico|gatorade|refri\w*|cha|soro caseiro|agua|leite|mamar|mamadeira)\b/;
const FOOD_ASKED = /\b(comer|comida|dar de comer|papinha|almoco|janta|jantar|lanche|fruta|arroz|canja|sopa)\b/;
const DRINK_IN_DIARRHOEA =
  "**Para hidratar, o principal é o soro de reidratação oral** (o de envelope, da farmácia ou do posto), em pequenos goles depois de cada evacuação ou vômito. Água de coco, suco, isotônico, chá e refrigerante não substituem o soro: têm pouco sal ou açúcar demais e podem piorar a diarreia. O peito ou a fórmula continuam como sempre; se o bebê não quiser mamar ou a criança recusar líquidos, é sinal para procurar atendimento hoje.";
const FOOD_IN_DIARRHOEA =
  "**Pode e deve comer:** a comida de costume, em porções menores e mais vezes, sem forçar — arroz, macarrão, batata, cenoura cozida, frango, ovo, banana, maçã, caldo de feijão. Evite frituras, doces, refrigerante e suco de caixinha até melhorar, e continue o peito ou a fórmula como sempre.";
const DIARRHOEA_SIGNS =
  "**Pronto-socorro ou UPA no mesmo dia** com: sangue nas fezes, vômitos que não param, recusa em mamar ou beber, boca seca, choro sem lágrimas, pouco xixi, criança muito mole ou sonolenta, febre alta, ou bebê menor de 6 meses. Se passar de 2 dias, leve ao **pediatra**.";

/** A teenager or child skipping meals or restricting to lose weight, told by a parent. */
const RESTRICTING = /\b(pulando|pula|pulou|parou de (comer|jantar|almocar|lanchar|tomar cafe)|nao (janta|almoca|come) mais|(so|somente|apenas) (toma|tomando|come|comendo|bebe|bebendo) \w+|(uma|um|1) (maca|fruta|banana|bolacha|iogurte|pao) por dia|(come|comendo|comeu) (quase nada|mt pouco|muito pouco|pouquissimo)|nao (come|quer comer|comeu) nada|nao (quer|ta querendo) comer|fazendo dieta|so (come|comendo|quer comer) (salada|fruta|alface)|fechou a boca|cortou (o|a|os|as)?)\b/;
const WEIGHT = /\b(emagrec\w*|engordar|gord[oa]|gordinh[oa]|peso|dieta|barriga|magr[oa]|verao|corpo)\b/;
const TEEN_RESTRICTING = [
  "- **Converse com calma, sem falar de peso nem de corpo:** diga que percebeu e que se preocupa com a saúde e a disposição, não com a aparência; pergunte como está se sentindo, sem brigar nem castigar.",
  "- **Mantenha as refeições da família** em horários regulares, com todos à mesa quando der, e um lanche prático para a escola; em casa, ninguém comenta o peso de ninguém nem faz dieta na frente.",
  "- **Marque o pediatra ou o hebiatra** (na UBS ou no convênio): ele avalia o crescimento e, se houver algo a mudar no peso, quem orienta é um **nutricionista**, sem dieta restritiva.",
  "- **Procure ajuda logo** se houver perda de peso rápida, tontura, menstruação que para, vômitos depois de comer, laxantes ou exercício em excesso: pediatra no mesmo dia, e o **CAPSi** da sua cidade para acompanhar. Desmaio ou tontura forte: **192 (SAMU)**.",
].join("\n");
const TEEN_FIRST = "**Comer muito pouco ou pular refeições para emagrecer, na infância ou na adolescência, merece atenção:** o corpo ainda está crescendo, e restringir por conta própria atrapalha o crescimento, a puberdade e os estudos, e às vezes é o começo de um transtorno alimentar.";
/** "ela pediu pra fazer jejum intermitente de 16h igual eu faço": a fast asked by a child or a teenager. */
const FASTING = /\bjejum\b|\b\d{2} ?h(oras)? sem comer\b/;
const TEEN_FASTING = "**Jejum intermitente não é indicado na infância nem na adolescência, mesmo quando é ela quem pede:** o corpo ainda está crescendo, ficar muitas horas sem comer tira energia dos estudos e do crescimento, e pular refeições para controlar o peso, nessa idade, às vezes é o começo de um transtorno alimentar.";
/** "posso deixar?", "tem problema?": the parent asks whether to allow it. */
const LET_HER = /\b(posso deixar|deixo|deixar|tem problema|faz mal|pode fazer|e perigoso)\b/;
const TEEN_NOT_TO_LET = "**Não: melhor não deixar, e o café preto de manhã não substitui o café da manhã.** Ofereça um café da manhã simples (pão com ovo ou queijo, fruta, leite ou iogurte) e um lanche para a escola, sem transformar isso em briga nem falar de peso.";
const TEEN_AGAIN = "**Mesmo que diga que está tudo bem e que é só por um tempo, vale agir agora:** quem restringe costuma achar que está no controle, e é justamente por isso que a conversa e o pediatra não devem esperar.";
const TEEN_HOW = "**Para ajudar, um passo de cada vez:**";
/** What the parent says back: "ela diz que tá bem", "é só até o verão". */
const SAYS_FINE = /\b(diz|fala|falou|disse|jura|acha|garante) (q|que)\b|\b(ta|esta|tá) (bem|otim[oa]|tranquil[oa])\b|\bso ate\b/;

/** A parent cutting a child's food ("vou cortar o arroz dela", "e se eu der só salada na janta?"). */
const PARENT_CUTS = /\b(vou|vamos|quero|posso|devo|e se eu|se eu) (cortar|tirar|diminuir|dar so|der so|deixar sem|fazer (ela|ele) (pular|ficar sem))\b|\b(der|dar) (so|somente|apenas) (salada|fruta|sopa|legumes?|verduras?)\b/;
const PARENT_CUTS_REPLY =
  "**Não corte a comida da criança nem troque uma refeição por só salada por conta própria:** ela está crescendo e precisa de refeições completas, e a restrição costuma aumentar a fome, o comer escondido e a preocupação com o corpo. O que ajuda: a família toda com o mesmo prato (arroz, feijão, legumes, uma carne ou ovo, salada), horários regulares, menos refrigerante, suco de caixinha, biscoitos e salgadinhos em casa, e brincadeira ativa todo dia, sem comentar o peso dela. Leve ao **pediatra**, que avalia o peso na curva de crescimento, e a um **nutricionista infantil** se ele indicar.";

/** The person's own weight ("perder essa barriga", "cortar caloria pra emagrecer"), and words that point at the child. */
const OWN_LOSS = /\b(?:perder|emagrecer|secar|enxugar)\b|\b(?:minha|essa) barriga\b|\bcortar (?:de |as |umas )?calorias?\b|\bmeu peso\b/;
const CHILD_MEANT = /\b(?:dela|dele|ela|ele|crianca|bebe|nenem|filh[oa]s?|menin[oa]s?|pequen[oa])\b/;

function aboutChild(u: TUnderstanding, facts: TUserFacts): boolean {
  return CHILD.test(u.folded) || facts.child !== null;
}

/** The message itself, when the turn was read together with the one before ("… ele diz que tá bem o que eu faço"). */
function saidNow(u: TUnderstanding): string {
  const at = u.context ? u.folded.lastIndexOf(u.context) : -1;
  return at >= 0 ? u.folded.slice(at + u.context!.length).trim() || u.folded : u.folded;
}

export function childCare(u: TUnderstanding, facts: TUserFacts): string | null {
  const now = saidNow(u);
  // The last turn first, then the conversation before it: "o que eu faço?" two turns after the child was named.
  const context = `${u.earlier ?? ""} | ${u.context ?? ""}`;
  const followUp = FOLLOW_UP.test(now) && now.split(" ").length <= 14 && CHILD.test(context);
  if (!aboutChild(u, facts) && !followUp) return null;
  const teenWords = (t: string) => ((RESTRICTING.test(t) || mentionsRisk(t, "skip_meal")) && WEIGHT.test(t)) || FASTING.test(t);
  // Said before in this conversation, the lead answers what the parent says now ("ele diz que tá bem").
  const toldBefore = teenWords(context) && CHILD.test(context);
  const lead = !toldBefore ? (FASTING.test(now) ? TEEN_FASTING : TEEN_FIRST) : SAYS_FINE.test(now) ? TEEN_AGAIN : LET_HER.test(now) ? TEEN_NOT_TO_LET : TEEN_HOW;
  if (!facts.minor && (teenWords(now) || (followUp && toldBefore))) return `${lead}\n\n${TEEN_RESTRICTING}`;
  // "tô amamentando… quanto posso cortar de caloria?": the mother's own loss, not the child's food.
  if (PARENT_CUTS.test(now) && !facts.minor && (CHILD_MEANT.test(now) || !OWN_LOSS.test(now))) return PARENT_CUTS_REPLY;
  const told = SYMPTOMS.filter(([said]) => said.test(now)).map(([, text]) => text);
  if (told.length > 0) return told.join("\n\n");
  if (!followUp) return null;
  // "o que ele pode comer?", "posso dar água de coco?" the turn after the diarrhoea: the question answered, the signs kept.
  if (SYMPTOMS[0]![0].test(context)) {
    const drink = REFUSING.test(now) ? REFUSING_NOW : DRINK_ASKED.test(now) ? DRINK_IN_DIARRHOEA : FOOD_ASKED.test(now) ? FOOD_IN_DIARRHOEA : null;
    if (drink) return `${drink}\n\n${DIARRHOEA_SIGNS}`;
  }
  const last = SYMPTOMS.filter(([said]) => said.test(u.context ?? ""));
  const before = last.length > 0 ? last : SYMPTOMS.filter(([said]) => said.test(context));
  return before.length > 0 ? before.map(([, text]) => text).join("\n\n") : null;
}

/** A child's illness said with the vomiting: an illness, not purging, whatever the lexicon reads in "vomitando". */
export function childIllness(u: TUnderstanding, facts: TUserFacts): boolean {
  // "tem alergia a leite… comeu bolo, vomitou e tá todo vermelho": with an allergy known, skin or breathing signs make it a reaction.
  const reaction = facts.avoid.some((a) => a.kind === "allergy") && ALLERGIC_SIGNS.test(u.folded);
  return aboutChild(u, facts) && SYMPTOMS.some(([said]) => said.test(u.folded)) && !WEIGHT.test(u.folded) && !reaction;
}
