/**
 * The words of a meal message that are not food, amount, unit or size, as data: every phrase is written folded
 * (lower case, no accents) and matched as whole words, longest first. What each kind does to the reading:
 * - `opener`: time and meal words ("de manhã", "almoço de hoje", "no café"): dropped, and they end the item before.
 * - `verb`: eating and drinking ("comi", "tomei", "pra beber"): dropped, and they end the item before.
 * - `courtesy`: greetings, requests and laughter: dropped, and they end the item before.
 * - `hedge`: words around an amount or a food that change nothing ("umas", "mais ou menos", "só"): dropped in place.
 * - `descriptor`: words about a food that do not change its numbers ("caseiro", "quentinho"): kept with the food,
 *   and not reported when the food's name does not use them.
 */
export type TFillerKind = "opener" | "verb" | "courtesy" | "hedge" | "descriptor";

const OPENERS = [
  "hoje", "ontem", "anteontem", "agora", "agorinha", "agora a pouco", "agora ha pouco", "ha pouco", "a pouco", "faz pouco",
  "ate agora", "ate o momento", "ate aqui", "por enquanto", "por ora", "antes disso", "depois disso", "antes daquilo", "depois daquilo",
  "de manha", "de manhazinha", "pela manha", "logo cedo", "cedo", "mais cedo", "mais tarde", "de tarde", "a tarde", "pela tarde",
  "a noite", "de noite", "pela noite", "a noitinha", "de madrugada", "na madrugada", "meio dia", "ao meio dia", "no meio dia",
  "no meio da tarde", "no fim da tarde", "no final da tarde", "antes de dormir", "antes do treino", "depois do treino",
  "antes da academia", "depois da academia", "no trabalho", "em casa", "na rua", "no restaurante", "na escola", "na faculdade",
  "cafe da manha", "cafe da tarde", "cafe da noite", "desjejum", "almoco", "almocinho", "janta", "jantar", "jantinha", "lanche",
  "lanchinho", "lanche da manha", "lanche da tarde", "lanche da noite", "ceia", "merenda", "colacao", "pre treino", "pos treino",
  "refeicao", "refeicoes", "sobremesa", "de sobremesa", "na sobremesa", "como sobremesa", "pra sobremesa", "para sobremesa",
  "no cafe", "pro cafe", "no cafezinho da tarde", "meu cafe", "de hoje", "de ontem", "do dia", "hoje cedo", "ontem a noite",
  "hoje a noite", "hoje de manha", "hoje a tarde", "ontem de manha", "ontem a tarde", "a primeira refeicao", "primeira refeicao",
  "no almoco", "na janta", "no jantar", "no lanche", "na ceia", "no desjejum", "na merenda", "no cafe da manha", "no cafe da tarde",
  "meu almoco", "minha janta", "meu jantar", "meu lanche", "minha ceia", "meu cafe da manha", "meu cafe da tarde", "minha refeicao",
  "depois", "e depois", "antes", "tambem", "e tambem", "pro cafe da manha", "pro almoco", "pra janta", "pro jantar",
  "manha", "tarde", "noite", "da manha", "da tarde", "da noite", "no lanche da tarde", "no lanche da manha", "no lanche da noite",
  "de domingo", "de sabado", "de feriado", "domingo", "sabado", "segunda feira", "terca feira", "quarta feira", "quinta feira",
  "sexta feira", "fim de semana", "final de semana", "semana passada", "feriado", "do fim de semana", "acordei", "acordei e", "pra comecar o dia", "para comecar o dia",
  "igual ao almoco", "igual ao jantar", "igual a janta", "igual ao", "igual a", "na feira", "na padaria", "no shopping",
  "na padoca", "da padoca", "na lanchonete", "da lanchonete", "no trailer", "do trailer", "do bar", "da rua", "na festa", "da festa",
  "no aniversario", "do aniversario", "no casamento", "no rodizio", "do rodizio", "no japa", "no japones", "no churras", "do churras", "pro churras", "num churras", "no shopping", "na firma", "no bar", "no boteco", "no churrasco", "na praia", "no mercado",
  "na feira", "no quiosque", "do trampo", "no trampo", "pro trampo", "no servico", "do servico", "do trabalho", "no pf do trampo", "no pf do trabalho", "no rodizio", "um pf", "o pf", "no pf", "um pf com", "um prato feito com", "prato feito com", "1 pf com", "1 pf de", "1 prato feito com",
  "rapidinho", "rapido", "corrido", "reforcado", "leve", "belisco", "beliscos", "beliscada", "self service", "no self service", "no quilo", "num quilo", "no por quilo", "num por quilo", "no restaurante por quilo", "no restaurante a quilo",
  "happy hour", "no happy hour", "antes de sair de casa", "sair de casa", "marmita com", "marmitex com", "uma marmita com",
  "na marmita", "de marmita", "uma marmita de", "marmita de", "1 marmita de", "1 marmitex de", "1 marmita com", "1 marmitex com",
  "uma quentinha de", "1 quentinha de", "quentinha de", "quentinha com", "um marmitex de", "marmitex de", "to sem fome", "sem fome", "bem simples", "nutri", "doutora", "dra",
  "a tarde toda", "a manha toda", "a noite toda", "o dia todo", "o dia inteiro", "a tarde inteira", "a manha inteira",
  "pra fechar", "para fechar", "pra finalizar", "para finalizar", "pra terminar", "para terminar", "pra encerrar",
  "no final", "no fim", "por ultimo", "e por ultimo", "de saideira", "a saideira", "saideira", "pra fechar o dia",
  "de acompanhamento", "pra acompanhamento", "como acompanhamento", "acompanhamento", "acompanhamentos", "de guarnicao",
  "guarnicao", "de entrada", "como entrada", "entrada", "de prato principal", "como prato principal", "prato principal",
  "principal", "no meio da manha", "meio da manha", "meio da tarde", "no meio do dia", "no meio da noite", "de lanche",
  "como lanche", "de janta", "de almoco", "de cafe da manha", "de ceia", "de petisco", "de tira gosto", "tira gosto",
  "petisco", "petiscos", "aperitivo", "de aperitivo", "pra comer", "para comer", "pra petiscar", "de complemento",
  "cafe foi", "o cafe foi", "meu cafe foi", "cafe de hoje foi", "o cafe de hoje foi", "cafe hoje foi",
  "pro lanche", "o almoco", "a janta", "o jantar", "o lanche", "o cafe da manha", "do almoco", "da janta", "do jantar", "do lanche", "do cafe da manha",
];

const VERBS = [
  "comi", "comemos", "como", "comeu", "comer", "comendo", "almocei", "almocamos", "almocar", "jantei", "jantamos", "jantar",
  "almocando", "almocou", "almocaram", "jantando", "jantou", "jantaram", "lanchando", "lanchou", "comeram", "tomou", "bebeu",
  "lanchei", "lanchamos", "merendei", "tomei", "tomamos", "abrimos", "tomo", "tomar", "tomando", "bebi", "bebemos", "bebo", "beber", "bebendo",
  "ingeri", "consumi", "belisquei", "beliscar", "provei", "experimentei", "fiz", "preparei", "pedi", "peguei", "repeti",
  "acabei de comer", "acabei de almocar", "acabei de jantar", "acabei de lanchar", "acabei de tomar", "acabei de beber",
  "vou comer", "vou tomar", "vou almocar", "vou jantar", "to comendo", "tou comendo", "estou comendo", "to tomando", "estou tomando",
  "pra beber", "para beber", "de beber", "pra tomar", "para tomar", "de bebida", "pra acompanhar", "para acompanhar",
  "acompanhado de", "acompanhada de", "acompanhados de", "acompanhadas de", "acompanhando", "junto com", "junto de",
  "tinha comido", "tinha tomado", "tinha bebido", "tinha almocado", "tinha jantado", "tinha lanchado",
  "foi", "foram", "era", "eram", "teve", "tive", "tinha", "tem", "consistiu em", "com isso", "mandei ver", "mandei",
  "comprei", "coloquei", "coloca", "botei", "pus", "usei", "adicionei", "acrescentei",
  "quantas calorias tem", "quantas calorias", "quantas kcal", "quanto de caloria", "quantos carboidratos", "qual o valor nutricional de",
  "calorias de", "calorias tem", "tem caloria", "tem calorias", "tem muita caloria", "tem muitas calorias", "caloria", "calorias",
  "quanto de vitamina",
  // "quanto tem de calorias num copo?": the question's words, never "quarto" (a cut of pork) one letter off.
  "quanto tem de", "quanto tem",
  // A vitamin named by its letter is the nutrient asked about, never the blended drink "vitamina" (decision 176).
  ...["a", "b", "b 12", "b 6", "b 1", "b 2", "b 9", "c", "d", "d 3", "k", "k 2"].flatMap((l) => [`vitamina ${l}`, `vitaminas ${l}`, `vit ${l}`]),
  "almosei", "almossei", "almocey", "jantey", "lanchey", "tomey", "comii",
  "molhando no", "molhando na", "molhado no", "molhada no", "molhados no", "molhadas no", "molhei no", "molhei na",
  "mergulhando no", "mergulhando na", "passando no", "passando na", "passei no", "passei na",
  // How people tell what happened around the meal ("tava", "rolou", "bati", "mandei ver num"): never a food.
  "tava", "tavamos", "estava", "estavamos", "estou", "to", "tou", "fiquei", "fui", "fomos", "vim", "voltei", "cheguei", "sai",
  "rolou", "rola", "role", "bati", "batemos", "mandei ver", "mandei ver num", "mandei ver numa", "mandei bala", "mandei bala num",
  "ataquei", "devorei", "tracei", "detonei", "encarei", "matei", "cai de boca", "caiu", "forrei o estomago com", "enchi o bucho",
  // Ways of eating one kind of food: a lolly is sucked, a nut cracked, a snack munched ("chupei 2 picolés", "papei uma coxinha").
  // What else happened that day, and a request's own verbs ("acabei pulando o almoço", "joguei futevôlei", "pode me dizer").
  "acabei", "acabei pulando", "pulando", "pulei", "consegui", "so consegui", "corri", "treinei", "malhei",
  "pedalei", "nadei", "pode me dizer", "me dizer", "pode me falar", "pode dizer", "voce pode me dizer", "vc pode me dizer",
  "chupei", "chupamos", "chupou", "chupando", "mordisquei", "petisquei", "papei", "mastiguei", "engoli", "saboreei", "degustei",
  "dividi", "dividimos", "rachei", "rachamos", "compartilhei", "compartilhamos", "dividida", "dividido", "divididas", "divididos", "rachada", "rachado", "ganhei", "sobrou", "assaltei a geladeira", "ataquei a geladeira", "abri a geladeira", "pedimos", "pegamos", "fizemos", "saiu", "deu vontade de", "bateu vontade de",
];

const COURTESY = [
  "bom dia", "boa tarde", "boa noite", "oi", "ola", "opa", "oie", "e ai", "tudo bem", "tudo bom", "por favor", "pfv", "pf", "porfa",
  "obrigado", "obrigada", "obg", "brigado", "brigada", "vlw", "valeu", "anota", "anota ai", "anote", "anotar", "registra",
  "registre", "registrar", "registra ai", "lanca", "lanca ai", "calcula", "calcule", "calcular", "me diga", "me diz", "me fala",
  "me ajuda", "ajuda", "k", "kkk", "kkkk", "kkkkk", "kk", "rs", "rsrs", "haha", "hahaha", "hehe", "blz", "beleza", "ok", "ta", "viu",
  "ne", "hein", "sabe", "por gentileza", "pode anotar", "pode registrar", "pode calcular", "quero registrar", "queria registrar",
  "segue", "seguinte", "la vai", "vamos la", "bora", "ops", "opa", "nossa", "eita", "putz", "ixi", "conta", "entra", "vale",
  "conta tambem", "entra na conta", "quero", "queria", "adoro", "amo", "mas", "na verdade", "na vdd", "alias", "fiquei mal",
  "me senti mal", "passei mal",
  // "pera aí", "pera lá": "espera", never a pear.
  "pera ai", "pera la", "pera um pouco", "perai", "pera pera", "espera ai", "espera la",
  // Feelings and states said beside the meal ("feliz", "morrendo de fome"), never a food.
  "feliz", "triste", "cansado", "cansada", "exausto", "exausta", "ansioso", "ansiosa", "estressado", "estressada", "nervoso",
  "nervosa", "animado", "animada", "chateado", "chateada", "culpado", "culpada", "satisfeito", "satisfeita", "estufado",
  "estufada", "enjoado", "enjoada", "morrendo de fome", "faminto", "faminta", "de boa", "de ressaca", "sem tempo",
  "atrasado", "atrasada", "com pressa", "com fome", "na correria", "sozinho", "sozinha", "juntos", "juntas",
  // Regional interjections and praise said of the meal ("bah, tava muito bom", "oxe, que delícia", "aquele clássico").
  "bah", "tche", "oxe", "oxente", "uai", "vei", "mano", "tava bom", "tava muito bom", "tava uma delicia", "muito bom",
  "bom demais", "que delicia", "q delicia", "uma delicia", "delicia demais", "que bom", "aquele classico", "o classico",
  "classico", "pra caramba", "para caramba", "que minha mae fez", "q minha mae fez", "que a minha mae fez", "minha mae fez",
  "que eu fiz", "que fiz", "q fiz", "que ela fez", "que ele fez", "isso nao entra na conta", "nao entra na conta",
  // Praise in slang ("tava top", "show de bola", "bom demais"): never a word not understood.
  "top demais", "muito top", "top", "show de bola", "show", "da hora", "daora", "sensacional", "demais", "otimo", "otima",
];

/**
 * Sayings and chat around a meal whose words name foods or come close to them ("foi uma batata quente", "meu chefe é
 * pão-duro", "rasguei a manga da camisa", "caramba"): dropped like courtesy, so their food words are never a food.
 */
const SAYINGS = [
  "batata quente", "uma batata quente", "um pao duro", "e pao duro", "mo pao duro", "muito pao duro", "ta pao duro",
  "sendo pao duro", "pao duro demais", "mao de vaca", "pe na bunda", "levei um pe na bunda",
  "levei um fora", "tomei um fora", "abacaxi pra descascar", "abacaxi para descascar", "um abacaxi pra descascar",
  "encher linguica", "enchendo linguica", "pagar o pato", "paguei o pato", "pra ingles ver", "leite derramado",
  "farinha do mesmo saco", "cha de cadeira", "um cha de cadeira", "cha de bebe", "cha de panela", "cha de cozinha",
  "cha revelacao", "no cha de bebe", "no cha de panela", "no cha revelacao", "manga da camisa", "manga da blusa",
  "manga da camiseta", "a manga da camisa", "a manga da blusa", "manga curta", "manga comprida", "manga longa",
  "manga rasgada", "a manga rasgada", "camisa", "a camisa", "blusa", "a blusa", "camiseta", "a camiseta", "bati um papo",
  "batemos um papo", "bater um papo", "batendo papo", "caramba", "caraca", "vixe",
  // Overeating said as a saying: the jackfruit and the bucket are no food.
  "pe na jaca", "o pe na jaca", "pe na jaca total", "enfiei o pe na jaca", "meti o pe na jaca", "chutei o balde", "chutamos o balde",
  "chutei o pau da barraca", "jaquei", "no espelho", "me olhar no espelho", "me ver no espelho",
  // What something cost: "caro" and "cara" after these are the price, never a cará.
  "mais caro", "mais cara", "muito caro", "muito cara", "bem caro", "bem cara", "mo caro", "mo cara", "ta caro", "ta cara",
  "foi caro", "foi cara", "achei caro", "achei cara", "caro demais", "cara demais", "super caro", "super cara", "meio caro", "meio cara",
  "affe", "aff", "uai", "oxe", "oxente", "credo", "que raiva", "que odio", "que saco", "tomei um susto", "tomei banho",
  "tomar banho", "tomei chuva", "tomei um tombo", "levei um tombo", "tomei uma multa", "tomei uma bronca",
  "tomei vacina", "tomei a vacina", "peguei um uber", "peguei o uber", "peguei um taxi", "peguei o onibus",
  "peguei um onibus", "esqueci a marmita", "esqueci minha marmita", "esqueci a minha marmita", "me deu", "me deram",
  "me trouxe", "me trouxeram", "me ofereceu", "me ofereceram",
  // Slang whose words are foods: a problem at work is no cucumber nor pineapple, being stood up no cake, a drag on a
  // hookah no food at all (decision 171).
  "to com um pepino", "tou com um pepino", "estou com um pepino", "tava com um pepino", "um pepino no trabalho",
  "um pepino pra resolver", "um pepino para resolver", "um baita pepino", "que pepino", "deu pepino", "deu um pepino",
  "que abacaxi", "descascar o abacaxi", "descascar esse abacaxi", "descascando abacaxi", "um abacaxi no trabalho",
  "levei um bolo", "levei bolo", "tomei um bolo", "me deu um bolo", "me deu bolo", "deu bolo", "dei um bolo", "dei bolo",
  "dei um pega", "dar um pega", "dei uns pega", "dei uns pegas", "um pega no narguile", "no narguile", "narguile",
  "acabou em pizza", "vai acabar em pizza", "pisando em ovos", "pisar em ovos", "chorar as pitangas", "chorando as pitangas",
  // How cold a drink was: "uma gelada" alone is a beer, "o suco tava bem gelado" is still only the juice.
  "bem gelado", "bem gelada", "bem geladinho", "bem geladinha", "tava gelado", "tava gelada", "tava bem gelado",
  "tava bem gelada", "estava gelado", "estava gelada", "estupidamente gelada", "estupidamente gelado", "trincando",
];

/** "2 pães pra molhar no caldo": what the bread is dipped in was named already (or is the drink at hand), never a second dish. */
const DIPPED_IN = ["pra molhar", "para molhar", "pra passar", "para passar"].flatMap((purpose) =>
  ["no caldo", "no caldinho", "na sopa", "na canja", "no cafe", "no cafe com leite", "no leite", "no feijao", "no molho"].map((what) => `${purpose} ${what}`),
);

const HEDGES = [
  "eu", "so", "apenas", "somente", "mais ou menos", "aproximadamente", "aprox", "cerca de", "uns", "umas",
  "um pouco de", "um pouquinho de", "pouco", "pouquinho", "um tanto de", "entao", "ai", "la", "aqui", "isso", "que", "isto",
  "de novo", "denovo", "ainda", "meio que", "tipo assim", "acho que", "muito", "mt", "mto", "bastante", "algum", "alguma",
  "alguns", "algumas", "meus", "minhas", "umas duas", "uns dois", "quase", "ja", "mesmo", "agr", "dai",
  "aquele", "aquela", "aqueles", "aquelas", "daquele", "daquela", "desse", "dessa", "daqueles", "daquelas",
  "por dia", "ao dia", "todo dia", "todos os dias", "diariamente", "por semana", "na semana", "as vezes", "sempre", "costumo",
  "normalmente", "geralmente", "de vez em quando", "quase sempre", "toda manha", "toda noite",
  ...DIPPED_IN, "por volta de", "no maximo", "no minimo", "vc", "voce", "batidos", "batidas", "batido", "no liquidificador", "sem acucar", "sem acucar nenhum", "sem adocante", "sem nada", "num", "numa", "pra dividir", "para dividir", "pra viagem", "para viagem", "pra levar", "para levar", "em cada", "cada", "no total", "ao todo", "deu", "deram", "a vontade", "um monte de", "muita", "muitos", "muitas",
  // "a balança deu 480 g": the scale that weighed the plate, never a banana one letter off.
  "a balanca", "na balanca", "balanca", "pesei", "pesou", "pesando",
];

/** Brands said beside the food they make ("biscoito piraque", "iogurte batavo"); brands that name a food alone are aliases. */
const BRANDS = [
  "dori", "piraque", "bauducco", "nestle", "batavo", "vigor", "itambe", "italac", "parmalat", "tirolez", "sadia", "perdigao",
  "seara", "marilan", "vitarella", "tostines", "adria", "renata", "yoki", "quaker", "pullman", "wickbold", "visconti",
  "nissin", "sakura", "elma chips", "lacta", "garoto", "aurora", "qualy", "predilecta", "fugini", "camil", "kicaldo",
];

const DESCRIPTORS = [
  "caseiro", "caseira", "caseiros", "caseiras", "quente", "quentinho", "quentinha", "gelado", "gelada", "geladinho", "geladinha",
  "morno", "morna", "fresco", "fresca", "fresquinho", "fresquinha", "temperado", "temperada", "foi feito", "foi feita", "foram feitos", "foram feitas", "bem passado", "mal passado",
  "ao ponto", "bem feito", "gostoso", "gostosa", "delicioso", "deliciosa", "picado", "picada", "desfiado", "desfiada", "mineiro", "mineira", "nordestino", "nordestina",
  // Where a dish comes from: kept when the table names the dish by it ("moqueca capixaba"), never read as a food of its own.
  "goiano", "goiana", "baiano", "baiana", "paraense", "capixaba", "gaucho", "gaucha", "paulista", "paulistano", "carioca",
  "pernambucano", "pernambucana", "cearense", "paraibano", "paraibana", "potiguar", "maranhense", "amazonense", "sertanejo",
  "sertaneja", "caipira", "da roca", "de minas", "do norte", "do nordeste", "do sul", "tipico", "tipica", "regional", "junino", "junina", "na manteiga", "no azeite", "no oleo",
  "ao sugo", "fatiado", "fatiada", "em cubos", "artesanal", "gourmet", "com cobertura", "cobertura", "completo", "completa", "escorrido", "escorrida", "sem sal", "com gelo", "sem gelo", "gelo", "com muito gelo", "trincando",
  "em rodelas", "em tiras", "em cima", "por cima", "no topo", "de cobertura", "fino", "fina", "finos", "finas", "grosso", "grossa", "inteiro", "inteira", "puro", "pura", "de sempre", "normal", "comum", "tradicional", "simples",
  "amassado", "amassada", "prensado", "prensada", "de festa", "de festinha", "de aniversario", "de padaria", "da padaria", "de rua", "de carrinho", "do carrinho", "do restaurante", "de casa", "da vovo", "da mae", "feito em casa",
  // "pamonha doce / salgada": a taste the tables do not separate, never a sweet or a savoury snack of its own.
  "doce", "doces", "salgada", "salgadas",
  ...BRANDS,
];

/** Descriptors as single words, so an unread one is not reported ("hambúrguer caseiro"). */
export const DESCRIPTOR_WORDS: ReadonlySet<string> = new Set(DESCRIPTORS.filter((d) => !d.includes(" ")));

/** Words that carry nothing alone: never reported as not understood. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(["de", "do", "da", "dos", "das", "d", "o", "a", "os", "as", "um", "uma", "no", "na", "nos", "nas", "em", "e", "com", "para", "por", "pelo", "pela", "ao", "aos", "meu", "minha", "seu", "sua"]);

function folded(list: readonly string[], kind: TFillerKind): [string[], TFillerKind][] {
  return list.map((phrase) => [phrase.split(" "), kind]);
}

/** Every filler phrase as its words, longest first, so "hoje a noite" wins over "hoje" and "a noite". */
export const FILLER_PHRASES: readonly [readonly string[], TFillerKind][] = [
  ...folded(OPENERS, "opener"),
  ...folded(VERBS, "verb"),
  ...folded(COURTESY, "courtesy"),
  ...folded(SAYINGS, "courtesy"),
  ...folded(HEDGES, "hedge"),
  ...folded(DESCRIPTORS, "descriptor"),
].sort((a, b) => b[0].length - a[0].length);

/** Words that join two items ("arroz e feijão", "café com leite", "adoçado com açúcar"). */
export const CONNECTORS: ReadonlySet<string> = new Set(["e", "com", "mais", "adocado", "adocada", "adocados", "adocadas", "adocei", "recheado", "recheada", "recheados", "recheadas"]);

/** Abbreviations and everyday spellings -> the word they stand for (folded). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  "c/": "com", "s/": "sem", "p/": "para", c: "com", hj: "hoje", qnts: "quantas", qts: "quantas",
  qnt: "quanto", qto: "quanto", qdo: "quando", q: "que", pq: "porque", vc: "voce", tb: "tambem", tbm: "tambem", tmb: "tambem",
  cmg: "comigo", n: "nao", mto: "muito", mt: "muito", msm: "mesmo", td: "tudo", tds: "todos", hr: "hora", hrs: "horas",
  colh: "colher", col: "colher", colhs: "colheres", xic: "xicara", xicr: "xicara", xcara: "xicara", xicra: "xicara",
  fat: "fatia", fts: "fatias", pct: "pacote", pcts: "pacotes", cx: "caixa", und: "unidade", unds: "unidades", uni: "unidade",
  grs: "g", grms: "g", grm: "g", gm: "g", gms: "g", gramas: "g", grama: "g", mls: "ml", ltr: "litro", lts: "litros",
  refri: "refrigerante", refris: "refrigerantes", suquinho: "suco", cafezinho: "cafe", paozinho: "pao", paezinhos: "paes",
  ovinho: "ovo", ovinhos: "ovos", arrozinho: "arroz", feijaozinho: "feijao", bifinho: "bife", bananinha: "banana",
  docinho: "doce", coquinha: "coca", coquinhas: "cocas", caldinho: "caldo pequeno", caldinhos: "caldos pequenos", leitinho: "leite", aguinha: "agua", maizena: "maisena", pratao: "prato grande", pratoes: "pratos grandes", copao: "copo grande", sanduba: "sanduiche", sandubas: "sanduiches", churrasquinhos: "churrasquinho", churras: "churrasco",
};

/** Preparation words: they belong to the food they follow, even when the matched name does not repeat them. */
export const PREPARATION_WORDS: ReadonlySet<string> = new Set([
  "cozido", "cozida", "cozidos", "cozidas", "frito", "frita", "fritos", "fritas", "assado", "assada", "assados", "assadas",
  "grelhado", "grelhada", "grelhados", "grelhadas", "refogado", "refogada", "refogados", "refogadas", "ensopado", "ensopada",
  "empanado", "empanada", "milanesa", "mexido", "mexidos", "no vapor", "vapor", "na chapa", "chapa", "brasa", "na brasa",
  "acebolado", "acebolada", "churrasco", "de panela", "panela", "forno", "no forno", "na manteiga", "no azeite", "no oleo",
]);
