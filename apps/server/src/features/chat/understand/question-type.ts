import { AT_HAND } from "./at-hand";
import { everydayTopic } from "./everyday-talk";
import { DISLIKED_BUT_NEEDED } from "./exclusions-said";
import { notAMeal } from "./not-a-meal";
import { asksForPlan } from "./plan-ask";
import { ATE, ATE_FIRST } from "./eating-verbs";
import { asksAboutTheDay, dayToldWithFoods } from "./day-question";
import { introducedName, SHORT_REPLY } from "./short-replies";
import { asksForAnAnimal } from "./for-an-animal";

export const QUESTION_TYPES = [
  "small-talk",
  "day-so-far",
  "plan-request",
  "energy-expenditure",
  "nutrient-per-day",
  "meal-to-log",
  "nutrient-in-food",
  "does-it-contain",
  "compare",
  "is-it-fattening",
  "is-it-safe-for-me",
  "what-to-eat",
  "weight-loss-pace",
  "general-question",
  "statement",
  "everyday-talk",
  "out-of-scope",
] as const;
export type TQuestionType = (typeof QUESTION_TYPES)[number];

export type TNutrientKey = "calories" | "protein" | "carbohydrates" | "fat" | "fiber" | "sodium" | "sugar" | "iron" | "calcium" | "potassium" | "cholesterol" | "vitaminC" | "water" | "caffeine";

const NUTRIENT_WORDS: readonly [TNutrientKey, RegExp][] = [
  ["calories", /\b(calorias?|kcal|cal|energia|valor (nutricional|calorico)|informac\w* nutricion\w*|macros?)\b/],
  ["protein", /\b(proteinas?|proteico|proteica)\b/],
  ["carbohydrates", /\b(carboidratos?|carbos?)\b/],
  ["fat", /\b(gorduras?|lipidios?)\b/],
  ["fiber", /\b(fibras?)\b/],
  ["sodium", /\b(sodio|sal)\b/],
  ["sugar", /\b(acucar|acucares)\b/],
  ["iron", /\b(ferro)\b/],
  ["calcium", /\b(calcio)\b/],
  ["potassium", /\b(potassio)\b/],
  ["cholesterol", /\b(colesterol)\b/],
  ["vitaminC", /\b(vitamina c)\b/],
  ["water", /\b(agua|liquidos?|hidrat\w*)\b/],
  ["caffeine", /\b(cafeina)\b/],
];

/** What a food turns into in the body ("vira açúcar", "se transforma em glicose"): a question on digestion, not on contents. */
const BECOMES = /\b(?:vira|viram|virar|vire|viraria|se transforma\w*|transforma\w*|converte\w*) (?:em |tudo em )?(?:acucar|glicose)\b/g;

export function nutrientsNamed(folded: string): TNutrientKey[] {
  // "o café era sem açúcar", "zero sal": what a food lacks, never a nutrient asked about.
  // "arroz vira açúcar no sangue?": what the food becomes in the body, not its sugar content.
  const asked = folded.replace(/\b(?:sem|zero) (?:acucar|acucares|sal|gorduras?|carboidratos?|carbos?|cafeina)\b/g, " ").replace(BECOMES, " ");
  return NUTRIENT_WORDS.filter(([, p]) => p.test(asked)).map(([k]) => k);
}

const SMALL_TALK = /^(oi+e?|ola|oie|ei|e ai|eai|opa|hey|bom dia|boa tarde|boa noite|tudo bem|td bem|tudo bom|tudo certo|tudo tranquilo|tudo joia|como vai|obrigad[oa]|muito obrigad[oa]|valeu|vlw|brigad[oa]|obg|tchau|ate logo|ate mais|ate amanha|ok|okay|beleza|blz|show|legal|otimo|perfeito|entendi|certo|combinado|top|massa|quem e voce|quem e vc|o que voce faz|o que vc faz|como voce funciona|voce e um robo|voce e humano|ajuda|me ajuda|voce e (um )?(medico|medica|nutricionista|humano|humana|robo|gente|real|uma ia|ia)|vc e (medico|nutricionista|humano|robo))( (obrigad[oa]|demais|mesmo|de novo|viu|ta|tudo bem|tudo bom|nutri|assistente|amigo|amiga|por tudo|pela ajuda|entao|ai|sim)){0,3}$/;
/** "obrigada pela ajuda de ontem!", "bom dia, tudo bem com vc?": thanks or a greeting, however it goes on. */
const THANKS_OR_HELLO = /^(obrigad[oa]|muito obrigad[oa]|valeu|vlw|brigad[oa]|obg|oi+e?|ola|bom dia|boa tarde|boa noite|e ai|eai|opa)\b/;
const DAY = /\b(meu dia|resumo do dia|resumo de hoje|hoje ate agora|ate agora hoje|(ja )?comi hoje|consumi hoje|quanto (eu )?(ja )?comi|como (esta|ta|foi) (o )?meu dia|meu consumo (de )?hoje|total de hoje|quantas calorias (eu )?(ja )?(comi|consumi|ingeri)|falta quanto|quanto falta (pra|para) (minha )?meta|quanto (deu|da|ta|esta|foi) (o dia|ate agora|hoje)|passei (do limite|da meta|das calorias|da minha meta)|(to|estou|tou) indo bem|estourei (a meta|o limite|as calorias|a dieta|minha meta)|ainda cabe (algo|alguma coisa|um|uma)?|quanto (ainda )?(posso|consigo) comer (hoje|ainda|ate a noite)|(to|tou|estou|fiquei|continuo|sigo|ainda to|ainda estou) (dentro|abaixo|acima|fora) d[ao] (minha |meu )?(meta|limite|dieta|calorias))\b/;
/**
 * "tô bem de fibra hoje?", "e de sódio, como fiquei no dia?", "bati a proteína hoje?": one nutrient of what the person
 * ate today, not the amount to eat per day.
 */
const DAY_NUTRIENT = /\b(comi|consumi|ingeri|tomei|bebi|bati|atingi|cheguei|fiquei|fico|to|tou|estou|ando|passei|falta|faltam|faltou|ja|como (estou|to|ta|tou|fiquei))\b.*\b(hoje|no dia|do dia|o dia|ate agora)\b|\b(hoje|ate agora)\b.*\b(comi|consumi|ingeri|bati|atingi|cheguei|fiquei|to|tou|estou)\b|^(e )?(to|tou|estou|ando) (bem|mal|indo bem|ok) (de|com|na|no)\b|\b(deu|da|ta|esta|vai|somou|soma|exagerei|abusei|passei)\b.*\b(hoje|no dia|do dia|ate agora)\b|\b(ta|esta|tou|to|ficou) (boa|bom|ok|baixa|baixo|alta|alto|suficiente|em dia)\b|\b(abaixo|acima|dentro|longe|perto)( ou (abaixo|acima|dentro))? da (minha )?meta\b/;
const TARGET_ASKED = /\b(devo|deveria|preciso|recomendad\w*|ideal|por dia|ao dia|diari\w*)\b/;
/** "perdeu 5 kg sem fazer dieta nenhuma": weight lost without trying, a warning sign, never a plan asked for. */
const NO_DIET = /\bsem (fazer )?(nenhuma )?(dieta|regime)\b|\bnao (fez|faz|fiz|faco|esta fazendo|ta fazendo|to fazendo|estou fazendo) (nenhuma )?(dieta|regime)\b/;
const PLAN = /\b(monta|monte|montar|cria|crie|criar|faz|faca|fazer|gera|gere|gerar|elabora|elabore|prepara|prepare|me (passa|passe|manda|mande|da|de|sugere|sugira|envia)|quero|queria|gostaria de|preciso de|tem como|pode (montar|fazer|criar|me passar))\b.*\b(plano alimentar|plano|dieta|cardapio|cardapios|menu semanal)\b|\b(plano alimentar|cardapio|dieta) (de|para|pra) (\d+|um|uma|dois|tres|sete) (dias?|semanas?)\b|\bdieta (de|com) \d{3,4}\s*(kcal|calorias?|cal)\b|\b(monta|monte|montar|faz|faca|fazer|planeja|planejar|organiza|sugere|sugira|preciso de|quero)\b.*\b(\d+|cinco|sete|uma semana de) (dias de )?(marmitas?|almocos|jantares|jantas)\b/;
/** A message that opens with the plan's noun and what it should be: "cardapio sem peixe", "dieta low carb pra semana". */
/** "plano low carb sem frutos do mar", "plano pra perder peso sem carne de porco": the bare "plano" with what it should be or do. */
const PLAN_BY_NOUN = /^(?:(?:e|entao|ok|blz|beleza|um|uma|o|a|me ve|manda) )?(?:cardapio|plano alimentar|dieta|plano)(?: semanal| da semana| pra semana| de \d dias| de sete dias)? (?:sem|com|low ?carb|cetogenic\w*|keto|vegan\w*|vegetarian\w*|pescetarian\w*|barat\w*|economic\w*|pra mim|pra semana|semanal|(?:de |com )?\d{3,4} ?(?:kcal|calorias|cal)|(?:de |pra |para )?\d dias|(?:de |com )?(?:\d|duas|tres|quatro|cinco|seis) refeicoes|(?:pra|para) (?:perder peso|emagrecer|secar|ganhar (?:massa|peso)|hipertrofia|manter (?:o )?peso|definir))\b/;
/** A symptom or need said of oneself beside a plan request (the plan reads it; decision 177). */
const SYMPTOM_BESIDE = /\b(?:tenho|to com|tou com|estou com|sofro de|sinto|ando com|vivo com)\b.*\b(?:refluxo|azia|queimacao|gastrite|intestino preso|prisao de ventre|constipa\w*|gases|estufamento|barriga inchada)\b|\b(?:refluxo|azia|gastrite|intestino preso|prisao de ventre)\b/;
/** The verbs that ask for the plan itself, not for a diet one follows ("fazer dieta"). */
const PLAN_ASKED = /\b(quero|queria|gostaria|preciso|faz|faca|monta|monte|cria|crie|gera|gere|me (passa|passe|manda|mande|da|de))\b/;
/** "me ajuda com um plano de 7 dias", "me ajude a montar uma dieta": help asked with a plan, which is the plan asked. */
const HELP_WITH_PLAN = /\bme ajud[ae] (?:com|a (?:montar|fazer|criar)) (?:um|uma) (?:plano|cardapio|dieta)\b/;
const ENERGY = /\b(gasto (energetico|calorico|de energia|diario)|quanto (eu )?gasto|quantas calorias (eu )?(gasto|queimo)|metabolismo basal|taxa metabolica|\btmb\b|meu metabolismo|gasto total|minha necessidade (calorica|energetica))\b/;
const PACE = /\b(quant[oa]s? (quilos?|kg|kilos?|gramas)|qual (o )?ritmo|ritmo (seguro|ideal)|velocidade)\b.*\b(por semana|por mes|na semana|no mes|semana|mes|seguro|saudavel|normal|ideal)\b.*\b(perder|emagrecer|eliminar)\b|\b(perder|emagrecer|eliminar)\b.*\b(quant[oa]s? (quilos?|kg|kilos?)|\d+ ?kg) (por|na|no) (semana|mes)\b/;
/** "quanto devo cortar por dia?", "qual déficit fazer?": how much to eat less to lose weight. */
/** "o que corto?" asks which foods, not how much: a condition's question ("tenho pré-diabetes, o que corto?"), never the pace. */
const CUT = /\b(quant[oa]s?|qual)\b.*\b(cortar|corto|reduzir|reduzo|tirar|diminuir|diminuo|deficit)\b|\bque deficit\b|\b(cortar|reduzir|diminuir) quant[oa]s?\b|\bdeficit (de )?quant\w*\b/;
const NEED = /\b(suficiente|o bastante|quant[oa]s?( de)?|quantos gramas|ganhar massa|hipertrofia|por quilo|por kg|devo|preciso|posso|deveria|tenho que|necessito|recomendad\w*|ideal|indicad\w*|meta|minha meta|minhas metas|necessidade|quanto (eu )?preciso|consumir por dia|por dia|diari\w*|ao dia)\b/;
const HOW_MUCH = /\b(quant[oa]s?|qnts?|qnt|qtas?|qts?|qual (a )?quantidade|qual|quais|tem|possui|contem|quanto de|valor)\b/;
const LOG = /\b(comi|almocei|jantei|lanchei|merendei|bebi|tomei|ceei|consumi|belisquei|acabei de comer|vou comer|vou almocar|vou jantar|registr\w*|anot\w*|calcul\w*|analis\w*|meu (almoco|jantar|lanche|cafe da manha) (foi|de hoje))\b|^(cafe da manha|almoco|jantar|lanche|ceia)\s/;
const CONTAINS = /\b(tem|contem|leva|possui|vai|contém|e feito com|feita com|feito de|feita de)\b.*\b(gluten|lactose|leite|ovos?|amendoim|castanhas?|soja|camarao|frutos do mar|gergelim|trigo|carne|cafeina|alcool|peixe|origem animal)\b/;
const COMPARE = /\b(ou|mais que|menos que|mais \w+ (que|do que)|menos \w+ (que|do que)|melhor|pior|diferenca|mudam? (?:muito|mt|tanto|algo|alguma coisa|na|no|a|o)|substitu\w*|trocar|troco|troca|versus|vs|comparad\w*|no lugar d\w*|em vez d\w*|ao inves d\w*)\b/;
export const FATTENING = /\b(engord\w*|emagrec\w*|faz ganhar peso|faz perder peso|calorico|calorica)\b/;
const SAFE = /\b(posso|pode|podem|podemos|seguro|segura|faz mal|faz bem|liberad\w*|permitid\w*|proibid\w*|evitar|evito|ruim|bom|boa|saudavel|tudo bem comer|devo evitar|e indicad\w*|recomendad\w*|problema|perigoso|perigo|arriscado|risco)\b/;
const WHAT_TO_EAT = /\b(o que|oque|que|quais) (\w+ ){0,3}(comer|como|devo comer|posso comer|tomar|beber|incluir|priorizar)\b|\bme (?:passa|passe|manda|mande|da|de|arruma|arranja) (?:um|uma|uns|umas|algum|alguma|outr[oa])? ?(?:jantar|janta|jantinha|almoco|almocinho|lanche|lanchinho|cafe da manha|sobremesa|ceia|marmita|refeicao)\b|\b(?:o que|que) (?:que )?(?:eu )?(?:janto|almoco|lancho|faco (?:de|pra|pro|para o) (?:janta|jantar|almoco|lanche))\b|\b(me sugere|me sugira|sugere|sugira|sugestao|sugestoes|ideia|ideias|opcoes|opcao|dicas? de|indica|indique|recomenda|recomende)\b|\b(quais|que) alimentos\b|\balimentos (ricos?|com mais|que tem)\b|\b(fontes? de|rico em|ricos em|rica em)\b/;
/** A question about what sets two foods apart, or whether they are the same ("qual a diferença", "é a mesma coisa?"). */
export const ASKS_DIFFERENCE = /\b(diferenca|a mesma coisa|mesma coisa|e igual|sao iguais|e o mesmo|sao o mesmo|da pra fazer)\b/;
export const QUESTIONISH = /\?|^(como|qual|quais|quanto|quanta|quantos|quantas|o que|oque|por que|porque|pq|quando|onde|e verdade|posso|pode|devo|vale a pena|funciona)\b/;
/**
 * A question typed without its mark, anywhere in the message ("feijão cozido dura quantos dias", "comer de 3 em 3 horas
 * acelera metabolismo", "vale a pena trocar o pão por cuscuz", "to com vontade de doce toda hora, oq faço"): it is
 * answered, never logged.
 */
export const ASKS_ANYWHERE = new RegExp(
  [
    String.raw`\b(?:sera que|vale a pena|compensa|e verdade|e mito|queria (?:saber|entender)|quero (?:saber|entender)|gostaria de (?:saber|entender)|me explica|explica|o que (?:eu )?(?:faco|fazer)|como (?:eu )?(?:faco|fazer|preparo|guardo|congelo|conservo)|tem como|da pra|dura(?:m)? quant\w*|quant[oa]s? (?:dias|tempo|horas|meses|vezes)|quanto tempo|ate quando|acelera\w*|funciona|conta(?:m)? como|precisa(?:mos)? (?:tomar|comer|beber|contar|cortar|tirar|evitar)|e (?:bom|boa|ruim|saudavel|melhor|pior|vilao|vila)|sao (?:bons|boas|saudaveis)|faz (?:mal|bem)|e ultraprocessad\w*|ou e|qual (?:o|a) (?:melhor|jeito|forma))\b`,
    String.raw`\b(?:pode|posso|engorda|emagrece|presta)$`,
  ].join("|"),
);
export const NUTRITION_WORDS = /\b(secar|barriga|definir|comi\w*|comer|aliment\w*|refeic\w*|calori\w*|kcal|proteina\w*|carboidrat\w*|gordura\w*|fibra\w*|nutri\w*|dieta\w*|vitamina\w*|minera\w*|sodio|sal|acucar|agua|fruta\w*|verdura\w*|legume\w*|lanche\w*|almoc\w*|jant\w*|cafe|treino|emagrec\w*|peso|engord\w*|jejum|suplement\w*|whey|creatina|omega|termogenic\w*|hidrat\w*|fome|saciedade|doce\w*|beber|bebida\w*|cardapio|receita\w*|gravid\w*|gestant\w*|amament\w*|colesterol|glicemia|diabet\w*|pressao|intestin\w*|digest\w*|metabolismo|massa muscular|musculo\w*|saude|saudavel|obesidade|imc|glicemic\w*|indice glicemico|carga glicemica|ultraprocessad\w*|deficit calorico)\b/;

/** Subjects that are never nutrition, even when a food word appears ("óleo do carro"). */
const OFF_TOPIC = /\b(carro|carros|moto|motor|pneu|oficina|mecanico|computador|celular|notebook|impressora|futebol|flamengo|corinthians|palmeiras|jogo|campeonato|politic\w*|presidente|eleic\w*|governo|bitcoin|investiment\w*|imposto\w*|programac\w*|filme|series?|musica|novela|previsao do tempo|capital d\w+|matematica|historia do brasil|piada)\b/;
/** "o que eu como antes?", "oq tomo depois?": what to eat or drink asked, whatever else the message is about. */
const EAT_WHAT = /\b(?:o que|oque|oq|que|quais) (?:\w+ ){0,3}(?:comer|como|devo comer|posso comer|tomar|tomo|beber|bebo)\b/;
/** A body complaint said of oneself ("essa fome tá brava", "com muita azia"): never only a greeting, and it asks for care. */
export const COMPLAINT = /\b(fome|azia|enjo\w*|nausea\w*|queimacao|refluxo|prisao de ventre|intestino preso|gases|estufad\w*|tontura|tont[oa]|caimbra\w*|constipad\w*|sem energia)\b/;
const FOOD_INTENT = /\b(comer|comi|comida|calorias?|kcal|dieta|nutri\w*|aliment\w*|engord\w*|emagrec\w*|proteina|receita de)\b/;

/** A wish, a plan or a habit about a food ("quero trocar por batata doce", "vou num churrasco", "comprei whey"): not a meal to log. */
const INTENT = /\b(quero|queria|quer|tentando|tento|largar|parar de|deixar de|cortar o|cortar a|diminuir|reduzir|viciad\w*|enjoad\w*|cansad[oa] de|pensando em|penso em|pretendo|vou (comer|num|numa|na|no|fazer|tomar|comprar)|se eu|comprei|trocar|substituir|seria|costumo|sempre|todo dia|todos os dias|pode ter|tem que ser|faco|pensei em)\b/;

/** "eu amo tapioca", "sou louca por chocolate", "adoro um pão de queijo à tarde": a taste, said in passing. */
export const LIKES = /^(?:(?:eu|ah|nossa|cara|gente|olha|aqui|sinceramente) )*(?:amo|adoro|gosto (?:muito |demais |bastante )?de|curto (?:muito |demais )?|sou (?:louc[oa]|apaixonad[oa]|doid[oa]|fa) (?:por|de|em|pel[oa]s?)|nao vivo sem|prefiro)\b ?(.*)$/;
/**
 * "costumo tomar café preto de manhã", "geralmente almoço arroz e feijão", "eu só como frango e peixe": what the person
 * usually eats, not a meal of today; also said of one's people or region ("aqui a gente come muito cuscuz", "no sul a
 * gente toma chimarrão o dia todo").
 */
export const HABIT = /^(?:(?:eu|aqui|em casa|a gente|na real|na verdade) )*(?:so|quase so|praticamente so) (?:como|comemos|bebo|tomo)\b|^(?:o )?meu (?:cafe da manha|cafe|almoco|jantar|janta|lanche|lanche da tarde)(?: de \w+)? (?:normalmente|geralmente|quase sempre|sempre|costuma ser|e sempre)\b|^(?:(?:eu|aqui|em casa|la em casa|a gente|nos|de manha|a noite|no cafe|no almoco|no jantar|na real|na verdade) )*(?:costumo|costumamos|geralmente|normalmente|habitualmente|quase sempre|sempre|todo dia|todos os dias|toda manha|toda noite|todo final de semana|no dia a dia)\b(?: \w+){0,3}? (?:comer|tomar|beber|almocar|jantar|lanchar|como|come|comemos|tomo|toma|tomamos|bebo|bebe|bebemos|almoco|janto|lancho|belisco|faco|faz|fazemos|preparo|levo|coloco|ponho|uso)\b|\b(?:a gente|o povo|todo mundo|nos) (?:come|comemos|toma|tomamos|bebe|bebemos) (?:muito|bastante|demais|direto|sempre)\b|\b(?:a gente|o povo|todo mundo|nos) (?:come|comemos|toma|tomamos|bebe|bebemos)\b.* (?:o dia todo|o dia inteiro|todo dia|todos os dias|toda hora)\b/;

/** Weighing two foods before eating: "tô entre X e Y", "na dúvida entre", "pensando em levar X ou Y". */
const DECIDING = /\b(?:(?:to|tou|estou|fico|fiquei|ando|tava|estava) (?:na duvida |em duvida )?entre|(?:na|em) duvida (?:entre|se)|escolher entre|decidir entre|(?:pensando|penso|pensei) em (?:levar|comer|tomar|pedir|fazer|comprar) .+ ou)\b/;

/** A food the person does not eat or drink, said anywhere in the message. */
const NOT_EATING = /\b(?:nao|nunca|nem) (?:como|comemos|bebo|tomo|consumo|posso comer|gosto de|curto|suporto)\b/;

/** A taste or a habit said as a statement: acknowledged, never logged as a meal. */
export function preferenceSaid(folded: string, questionish: boolean): boolean {
  // A taste or habit said with a verb of eating ("acabei de comer o pão que eu amo") is still a meal to log.
  if (questionish || ATE.test(folded) || /\bacabei de\b/.test(folded) || folded.split(" ").length > 16) return false;
  return LIKES.test(folded) || HABIT.test(folded) || DISLIKED_BUT_NEEDED.test(folded);
}

/** "substituir ovo em bolo", "o que usar no lugar do leite na receita": an ingredient in a recipe, not a food for its energy. */
export const IN_A_RECIPE = /\b(?:trocar|substituir|substituto|no lugar)\b.*\b(?:em|no|na|nos|nas|de) (?:bolos?|receitas?|massas?|panquecas?|tortas?|biscoitos?|cookies?|paes?|doces?|brigadeiros?|pudins?|mousses?|empanad\w*|omeletes?|preparac\w*)\b/;

/** `asked` is true when the raw message carries a question mark (folding drops it). */
export type TTypeSignals = { foods: number; folded: string; asked: boolean };

/** The kind of message, from its words and how many foods it names; safety is judged separately, before this. */
export function classifyQuestion({ foods, folded, asked: marked }: TTypeSignals): TQuestionType {
  const words = folded.split(" ").filter(Boolean);
  const questionish = marked || QUESTIONISH.test(folded) || ASKS_ANYWHERE.test(folded);
  if (words.length <= 7 && SMALL_TALK.test(folded)) return "small-talk";
  if ((!questionish && words.length <= 6 && SHORT_REPLY.test(folded)) || (foods === 0 && introducedName(folded, folded))) return "small-talk";
  if (foods === 0 && words.length <= 10 && THANKS_OR_HELLO.test(folded) && !FOOD_INTENT.test(folded) && !ATE.test(folded) && !asksAboutTheDay(folded) && !COMPLAINT.test(folded)) return "small-talk";
  // "meu cachorro pode comer abacate?": a pet's food is the vet's.
  if (asksForAnAnimal(folded)) return "out-of-scope";
  if (asksForPlan(folded) && !NO_DIET.test(folded)) return "plan-request";
  // "cardapio sem peixe nenhum, nem atum nem sardinha", "plano vegetariano pfv": a plan asked by its noun alone (decision 162).
  if (!questionish && PLAN_BY_NOUN.test(folded) && !ATE.test(folded)) return "plan-request";
  // "tenho refluxo e faço só 3 refeições, monta um plano", "quero plano da semana, tenho prisão de ventre": a plan asked
  // outright beside a symptom is the plan, shaped by the symptom, never the symptom's text alone (decision 177).
  if (PLAN.test(folded) && PLAN_ASKED.test(folded) && SYMPTOM_BESIDE.test(folded) && !NO_DIET.test(folded) && !ATE.test(folded)) return "plan-request";
  // "ideia de janta com o que tem aqui: ovo, batata e tomate": a meal to make of those foods, never what each contains.
  if (foods >= 2 && AT_HAND.test(folded) && !ATE.test(folded)) return "what-to-eat";
  // "comi feijoada e to com azia", "parei com refrigerante", "me passa uma receita de bolo": foods named, no meal.
  if (notAMeal(folded, foods, questionish)) return "general-question";
  if (everydayTopic(folded, questionish)) return "everyday-talk";
  // "quero um plano vegetariano de 1800 kcal, e não como ovo": a plan asked with what the person leaves out is asked all the same.
  if (((PLAN.test(folded) && PLAN_ASKED.test(folded)) || HELP_WITH_PLAN.test(folded)) && !NO_DIET.test(folded) && !ATE.test(folded)) return "plan-request";
  if (preferenceSaid(folded, questionish) && !/\b(quero|queria|tentando|parar|largar|diminuir|reduzir|cortar|viciad\w*)\b/.test(folded)) return "statement";
  // "sou adventista, não como carne de porco nem frutos do mar": what the person does not eat, never a meal.
  if (foods > 0 && !questionish && NOT_EATING.test(folded) && !ATE.test(folded)) return "statement";
  // "meu marido é fã do Flamengo e eu jantei uma omelete": a meal told beside another subject is still a meal.
  // "amanhã tenho jogo de futsal, o que eu como antes?": what to eat around a game is food, whatever the game.
  if (OFF_TOPIC.test(folded) && !FOOD_INTENT.test(folded) && !EAT_WHAT.test(folded) && !(foods > 0 && ATE.test(folded))) return "out-of-scope";
  // "quanto deu tudo hoje?", "passei dos 1400?", "quanto falta pras 2500?": the day; "comi 2 pães, quanto deu?" is still the meal.
  // "meu dia hj: 1 iogurte e 3 bolachas, tô mandando bem?": the day told with its foods is what was eaten, whatever it asks of it.
  if (dayToldWithFoods(folded, foods)) return "meal-to-log";
  if (DAY.test(folded) || (asksAboutTheDay(folded) && !(foods > 0 && ATE.test(folded)))) return "day-so-far";
  if (foods === 0 && nutrientsNamed(folded).some((n) => n !== "calories" && n !== "water") && DAY_NUTRIENT.test(folded) && !TARGET_ASKED.test(folded)) return "day-so-far";
  // "tem como encaixar na dieta?", "isso atrapalha a dieta?": the diet one follows, not a plan asked for.
  const inTheDiet = /\b(encaixar|encaixo|caber|cabe|atrapalha\w*|estraga\w*|liberad\w*|permitid\w*|sair|saio|furar|furei|manter|seguir|entrar)\b.*\b(na|da|a|minha) dieta\b/.test(folded) && !/\b(plano|cardapio|menu)\b/.test(folded);
  if (PLAN.test(folded) && !inTheDiet && !NO_DIET.test(folded) && !(LOG.test(folded) && foods > 0)) return "plan-request";
  if (ENERGY.test(folded)) return "energy-expenditure";
  if (PACE.test(folded)) return "weight-loss-pace";
  if ((CUT.test(folded) || /\b(quanto tempo|quantas semanas|quantos meses)\b.*\b(perder|emagrecer|eliminar|secar)\b/.test(folded)) && foods === 0 && nutrientsNamed(folded).every((n) => n === "calories")) return "weight-loss-pace";
  // "quanto eu como por dia?", "quanto eu devia comer por dia pra manter o peso?": the daily targets, asked without naming calories.
  if (/\b(minhas metas|minha meta( diaria)?|meu imc|meu perfil nutricional)\b|\bquanto (de comida |de calorias? )?(eu )?(devo |devia |deveria |posso |podia |poderia |tenho que |teria que |preciso |precisaria )?(comer|como|ingerir|consumir)( de calorias)? (por|no|ao|num|o) dia\b/.test(folded) && !ATE.test(folded)) return "nutrient-per-day";
  const nutrients = nutrientsNamed(folded);
  const asks = HOW_MUCH.test(folded) || questionish;
  // "quantas calorias tem?" ends on the verb: it asks about the food just talked about.
  const aboutAFood = /\b(tem|contem|possui|ha|da) (um|uma|o|a|os|as|no|na|nos|nas|em|\d+)\b|\b(num|numa|de um|de uma)\b|\b(isso|isto|ele|ela|nele|nela|nisso)\b|\b(tem|possui|contem)$/.test(folded);
  if (foods === 0 && nutrients.length > 0 && asks && aboutAFood && !/\b(por dia|diari\w*|ao dia|devo|preciso)\b/.test(folded)) return "nutrient-in-food";
  if (foods === 0 && nutrients.length > 0 && asks && NEED.test(folded) && !WHAT_TO_EAT.test(folded)) return "nutrient-per-day";
  if (foods === 0 && ATE_FIRST.test(folded)) return "meal-to-log";
  if (foods === 0 && CONTAINS.test(folded) && /\b(isso|isto|ele|ela|nele|nela)\b/.test(folded)) return "does-it-contain";
  // "tô entre aveia e granola no café", "pensando em levar iogurte ou banana": a choice still to make, never a meal eaten.
  if (foods >= 2 && DECIDING.test(folded) && !ATE.test(folded)) return "compare";
  if (foods > 0 && LOG.test(folded) && !/\b(posso|pode|engorda|faz mal)\b/.test(folded)) return "meal-to-log";
  if (foods > 0 && /^\d|^(um|uma|dois|duas|tres|meio|meia)\b/.test(folded) && !questionish && !COMPARE.test(folded) && !INTENT.test(folded)) return "meal-to-log";
  if (IN_A_RECIPE.test(folded)) return "general-question";
  // "farinha de aveia é igual aveia em flocos?", "é a mesma coisa?": two foods set side by side.
  if (foods >= 2 && (COMPARE.test(folded) || ASKS_DIFFERENCE.test(folded))) return "compare";
  if (foods > 0 && CONTAINS.test(folded) && !/\b(quant[oa]s?|qnts?)\b/.test(folded)) return "does-it-contain";
  // "posso dar água e chá pro bebê?": asking leave for a food, not about the nutrient its name also is.
  const leave = /\b(posso|pode|podemos|devo) (dar|oferecer|comer|tomar|beber)\b/.test(folded);
  // "chá conta como água?", "café hidrata?": whether a drink counts, not how much water it holds.
  const counts = /\b(conta(m)? (como|na|no)|vale(m)? como|hidrata(m)?)\b/.test(folded);
  if (foods > 0 && nutrients.length > 0 && asks && !FATTENING.test(folded) && !leave && !counts) return "nutrient-in-food";
  // "quanto tem 1 colher de requeijão?", "e quanto dá 2 fatias de pão?": what the amount holds, its energy first.
  if (foods > 0 && nutrients.length === 0 && /^(?:e )?(?:quanto|qnto|qto) (?:tem|da|dao|vale|soma)\b/.test(folded)) return "nutrient-in-food";
  if (foods > 0 && FATTENING.test(folded)) return "is-it-fattening";
  if (foods > 0 && SAFE.test(folded)) return "is-it-safe-for-me";
  if (WHAT_TO_EAT.test(folded) && (foods === 0 || /\b(almoco|jantar|janta|jantinha|lanche|lanchinho|cafe da manha|ceia|marmita|sobremesa)\b/.test(folded))) return "what-to-eat";
  if (foods >= 2 && /\bou\b/.test(folded)) return "compare";
  if (foods > 0 && questionish) return "is-it-safe-for-me";
  if (foods > 0 && words.length <= 12 && !INTENT.test(folded)) return "meal-to-log";
  if (foods >= 3 && !questionish && !INTENT.test(folded)) return "meal-to-log";
  if (NUTRITION_WORDS.test(folded) || questionish || (foods > 0 && INTENT.test(folded))) return "general-question";
  return "out-of-scope";
}
