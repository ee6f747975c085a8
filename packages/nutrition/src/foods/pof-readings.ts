/**
 * How people name the POF foods and dishes TACO lacks, keyed by POF food code (or "code-preparation").
 * `{prep}` expands to the words for the row's preparation ("carne {prep}" -> "carne assada", "carne na brasa").
 * `rank` below TACO's (0) makes a POF reading the default for a bare name TACO only covers through our own aliases
 * ("coxinha" is POF's coxinha; "coxinha de frango" stays TACO's). `dish` marks a composite dish entry. Rows without a
 * reading here rank after every TACO food (70) and are found by their words only, never as an exact phrase.
 */
export type TPofReading = {
  aliases?: readonly string[];
  heads?: readonly string[];
  rank?: number;
  dish?: boolean;
  serving?: { unit: string; quantity: number };
};

/** Dishes rank right after TACO's prepared foods (10), so a phrase TACO names stays TACO's. */
const DISH = { dish: true, rank: 11 } as const;
const BARE = { dish: true, rank: -1 } as const;

export const POF_READINGS: Readonly<Record<string, TPofReading>> = {
  // Meats as the survey records them: "carne" is beef, "frango" is chicken in pieces.
  "7109101-99": { aliases: ["carne", "carne bovina", "carne de boi", "carne vermelha"], rank: 5 },
  "7109101": { aliases: ["carne {prep}", "carne de boi {prep}", "carne bovina {prep}", "bife {prep}"], rank: 5 },
  "7109101-5": { aliases: ["bife acebolado", "carne acebolada", "bife frito", "bife de panela frito"], rank: 5 },
  "7109101-13": { aliases: ["carne {prep}", "ensopado", "ensopado de carne", "carne de panela", "picadinho", "picadinho de carne", "guisado de carne"], rank: 5, dish: true },
  "7800302-99": { aliases: ["frango", "galinha", "frango em pedacos", "pedaco de frango"], rank: 5 },
  "7800302": { aliases: ["frango {prep}", "galinha {prep}"], rank: 5 },
  "7800302-5": { aliases: ["frango {prep}", "galinha {prep}", "frango a passarinho", "frango passarinho"], rank: 5 },
  "7800302-4": { aliases: ["frango assado", "pedaco de frango assado", "frango assado com pele", "galinha assada"], rank: -1 },
  "7800302-13": { aliases: ["frango {prep}", "ensopado de frango", "galinha ensopada", "frango ao molho", "frango de panela"], rank: 5, dish: true },
  "7800304-15": { aliases: ["canja", "canja de galinha", "canja de frango", "sopa de galinha", "sopa de frango", "caldo de frango"], ...DISH },
  "7800304-99": { aliases: ["carne de galinha", "carne de frango"], rank: 5 },
  "7600101": { aliases: ["peixe {prep}", "tainha {prep}", "anchova {prep}", "corvina {prep}"], rank: 20 },
  // The rivers' fish of the North and Centre-West, by name: the survey's freshwater fish.
  "7400101-99": { aliases: ["pirarucu", "tambaqui", "jaraqui", "matrinxa", "pacu", "curimata", "curimbata", "piau", "piava", "traira", "pescada do piaui", "caparari", "aruana", "tucunare", "piranha", "pintado frito", "dourado de rio"], heads: ["tucunare", "piranha", "pirarucu", "tambaqui", "jaraqui", "matrinxa", "pacu", "curimata", "curimbata", "piau", "piava", "traira", "caparari", "aruana"], rank: 15 },
  "7400101": { aliases: ["pirarucu {prep}", "tambaqui {prep}", "jaraqui {prep}", "matrinxa {prep}", "pacu {prep}", "curimata {prep}", "piau {prep}", "traira {prep}", "tucunare {prep}", "piranha {prep}"], rank: 15 },
  // The sea's and the lagoons' fish of the South by name (decision 219): the survey's saltwater fish.
  "7600101-4": { aliases: ["tainha", "anchova", "corvina"], heads: ["tainha", "anchova", "corvina"], rank: 15 },
  "7600101-13": { aliases: ["peixada", "peixe ensopado", "ensopado de peixe", "peixe cozido com legumes"], ...DISH },
  "7007701": { aliases: ["caldo de peixe", "caldo de piranha", "caldo de tucunare", "caldo de peixe de rio", "caldinho de peixe"], ...DISH },
  // Composite dishes.
  "6573225": { aliases: ["macarrao com carne", "macarrao com carne moida", "macarronada com carne", "espaguete com carne"], ...DISH },
  "6573226": { aliases: ["macarrao com peixe", "macarrao com atum", "macarrao com sardinha"], ...DISH },
  "8506201": { aliases: ["arroz com galinha", "arroz com frango", "galinha com arroz", "frango com arroz"], ...DISH },
  "8506301": { aliases: ["galinhada"], ...DISH },
  "8506401": { aliases: ["moqueca", "moqueca de peixe", "moqueca baiana", "moqueca de camarao"], ...DISH },
  "8507101": { aliases: ["moqueca capixaba"], ...DISH },
  "8505601": { aliases: ["bobo", "bobo de camarao"], ...DISH },
  "8500904": { aliases: ["lasanha", "lasanha de carne", "lasanha a bolonhesa", "lasanha bolonhesa"], ...DISH },
  "8500905": { aliases: ["nhoque", "inhoque"], ...DISH },
  "8500913": { aliases: ["panqueca", "panqueca de carne"], ...DISH },
  "7104301-15": { aliases: ["sopa de carne moida", "sopa com carne moida"], ...DISH },
  "6500804": { aliases: ["creme de milho", "creme de milho verde", "milho cremoso"], ...BARE },
  "7702801": { aliases: ["salsicha", "vina", "vininha", "salsicha de cachorro quente"], rank: 20 },
  "8504501": { aliases: ["sopa", "sopa de legumes", "sopa de carne", "sopa de legumes com carne", "sopa de carne com legumes", "sopao", "sopa de legumes com frango", "sopa de frango com legumes", "sopa com frango", "sopa com carne"], ...DISH },
  "8507301": { aliases: ["caldo verde"], ...DISH },
  "8503203": { aliases: ["caldo de feijao", "sopa de feijao", "feijao batido"], ...DISH },
  "8503202": { aliases: ["caldo", "caldo de carne caseiro"], ...DISH },
  // IBGE built its "caldo de mocotó" row from a clear beef broth (7 kcal per 100 g); the dish is the mocotó soup.
  "7103101-15": { aliases: ["caldo de mocoto", "sopa de mocoto", "mocoto"], ...DISH },
  "8500217": { aliases: ["angu", "angu de milho", "angu de fuba"], ...DISH },
  "8500218": { aliases: ["polenta", "polenta cozida"], ...DISH },
  // The survey's "angu frito" copies soft polenta's values: fried polenta is the recipe of decision 219.
  "8507501": { aliases: ["angu a baiana"], ...DISH },
  "8579002": { aliases: ["carreteiro", "maria isabel"], ...DISH },
  "8579006": { aliases: ["arroz com ovo"], ...DISH },
  "8579005": { aliases: ["arroz com mandioca", "arroz com aipim"], ...DISH },
  "8570107": { aliases: ["arroz com feijao", "arroz com feijao misturado", "feijao com arroz"], ...DISH },
  "8003601": { aliases: ["torta salgada", "torta de frango", "torta de palmito", "torta de legumes", "torta de liquidificador", "torta de sardinha"], ...DISH },
  "8003501": { aliases: ["torta doce", "torta de limao", "torta de chocolate", "torta de morango", "torta holandesa", "torta de banana"], ...DISH },
  // The plain cake a flavour the tables lack is made on ("bolo de abacaxi", "bolo caseiro").
  "8004601": { aliases: ["bolo de trigo", "bolo simples", "bolo caseiro", "bolo comum", "bolo de farinha de trigo", "pao de lo", "pao-de-lo"], ...DISH },
  "6901002": { aliases: ["mousse", "mousse de maracuja", "mousse de chocolate", "mousse de limao"], ...DISH },
  "7803907-13": { aliases: ["pato", "pato ensopado", "pato no tucupi", "pato ao tucupi"], ...DISH },
  // The South's marreco is a duck, roasted whole and stuffed (decision 219).
  "7803913-4": { aliases: ["marreco", "marreco assado", "marreco recheado", "pato assado", "pato recheado"], heads: ["marreco"], rank: 15 },
  "7261101-7": { aliases: ["casquinha de siri", "siri refogado", "siri catado"], ...DISH },
  "8504201": { aliases: ["sushi", "hot roll", "hot philadelphia", "uramaki", "hossomaki", "sashimi de salmao com arroz", "combinado japones", "comida japonesa", "niguiri", "nigiri", "niguiri de salmao", "sushi de salmao", "joe", "joe de salmao", "gunkan", "california", "hot", "hot filadelfia", "uramaki de salmao", "peca de sushi"], ...DISH },
  "8501503": { aliases: ["batata palha"], ...BARE, serving: { unit: "colher de sopa", quantity: 2 } },
  "8500213": { aliases: ["pacoca de carne", "pacoca de carne seca", "pacoca de carne de sol", "pacoca de pilao"], ...DISH },
  "8202804": { aliases: ["chimarrao", "chima", "mate amargo", "cuia de chimarrao"], ...BARE, serving: { unit: "copo", quantity: 1 } },
  "7902902": { aliases: ["cream cheese", "queijo cremoso", "philadelphia", "cream cheese light"], ...BARE, serving: { unit: "colher de sopa", quantity: 1 } },
  "8570101": { aliases: ["prato feito", "prato de comida", "marmita", "marmitex", "comida caseira"], ...DISH },
  "8571110": { aliases: ["carne com batata", "carne com mandioca", "carne com aipim", "carne ensopada com batata", "carne de panela com batata"], ...DISH },
  "8571111": { aliases: ["carne com legumes", "carne ensopada com legumes"], ...DISH },
  "8571112": { aliases: ["frango com batata", "frango com mandioca", "frango ensopado com batata"], ...DISH },
  "8571113": { aliases: ["frango com legumes", "frango ensopado com legumes"], ...DISH },
  "8503801": { aliases: ["churrasco", "espetinho", "espeto", "espetinho de carne", "churrasquinho", "churrasquinho de carne", "churrasquinho de boi", "churras", "churrasquinho de gato", "espetinho de gato", "espeto de gato"], ...DISH },
  "8501004": { aliases: ["galeto", "galeto assado"], ...BARE },
  "8507001": { aliases: ["tutu", "tutu de feijao"], ...DISH },
  "8506601": { aliases: ["pirao", "pirao de peixe"], ...DISH },
  "8502801": { aliases: ["vatapa"], rank: 20, dish: true },
  "8502701": { aliases: ["risoto", "risoto de frango"], ...DISH },
  "8505401": { aliases: ["arroz a grega", "arroz colorido"], ...DISH },
    "8504401": { aliases: ["salada de frutas", "salada de fruta"], ...DISH },
  "8502301": { aliases: ["mingau", "mingau de aveia", "mingau de fuba", "mingau de farinha", "mingau de maisena"], ...DISH },
  // Salgados, sanduíches and pizzas as the survey names them (bare names: POF's reading).
  "8500205": { aliases: ["coxinha", "coxinhas"], ...BARE },
  "8500202": { aliases: ["pastel"], ...BARE },
  // IBGE's carrot cake is the one with its chocolate topping (345 kcal per 100 g): the topping said is no chocolate bar.
  "8004201": { aliases: ["bolo de cenoura", "bolo de cenoura com cobertura de chocolate", "bolo de cenoura com chocolate", "bolo de cenoura com calda de chocolate", "bolo de cenoura com cobertura", "bolo de cenoura com calda"], ...BARE },
  "8500206": { aliases: ["empada", "empadinha"], ...BARE },
  "8505901": { aliases: ["empadao", "empadao de frango"], ...BARE },
  "8500211": { aliases: ["quibe", "kibe"], ...BARE },
  "8500222": { aliases: ["esfirra", "esfiha", "esfiha aberta", "esfirra aberta"], ...BARE },
  "8500223": { aliases: ["esfiha de carne", "esfirra de carne"], ...BARE },
  "8500224": { aliases: ["esfiha de queijo", "esfirra de queijo"], ...BARE },
  "8500226": { aliases: ["esfiha de frango", "esfirra de frango"], ...BARE },
  "8500201": { aliases: ["salgado", "salgadinho", "salgado frito", "salgadinho frito", "salgado assado", "salgadinho assado", "folhado", "salgado folhado"], ...BARE },
  "8500207": { aliases: ["risole", "risoles", "rissole", "rissoles"], ...BARE },
  "8500227": { aliases: ["enroladinho", "enroladinho de salsicha", "joelho"], ...BARE },
  "8500203": { aliases: ["croquete", "croquete de carne"], ...BARE },
  "8500903": { aliases: ["pizza", "pizza caseira"], ...BARE },
  "8500915": { aliases: ["pizza de mussarela", "pizza de mucarela", "pizza de queijo", "pizza mussarela", "pizza marguerita", "pizza margherita"], ...BARE },
  "8500914": { aliases: ["pizza de calabresa", "pizza calabresa"], ...BARE },
  "8500916": { aliases: ["pizza de presunto", "pizza presunto"], ...BARE },
  "8500917": { aliases: ["pizza portuguesa", "pizza de portuguesa"], ...BARE },
  "8500313": { aliases: ["misto quente", "misto", "misto frio", "sanduiche misto", "queijo e presunto no pao"], ...BARE },
  "8500303": { aliases: ["hamburguer", "sanduiche de hamburguer", "hamburguer de lanchonete"], ...BARE },
  "8500304": { aliases: ["x burguer", "xburguer", "x burger", "cheeseburguer", "cheeseburger", "x bacon", "xis burguer", "xis bacon"], ...BARE },
  "8500321": { aliases: ["x egg", "xegg", "x egg burguer"], ...BARE },
  "8500322": { aliases: ["x tudo", "xtudo", "xis", "xis tudo"], ...BARE },
  "8500307": { aliases: ["bauru"], ...BARE },
  "8500302": { aliases: ["cachorro quente", "hot dog", "cachorro quente com salsicha"], ...BARE },
  "8500323": { aliases: ["sanduiche natural", "sanduiche de frango", "sanduiche natural de frango", "sanduiche de atum", "sanduiche natural de atum", "sanduiche de peito de peru"], ...BARE },
  "8500317": { aliases: ["sanduiche de presunto", "pao com presunto"], ...BARE },
  "8500319": { aliases: ["sanduiche de mortadela", "pao com mortadela"], ...BARE },
  "8500318": { aliases: ["sanduiche de queijo e presunto", "pao com queijo e presunto"], ...BARE },
  "8500315": { aliases: ["sanduiche de queijo", "pao com queijo"], ...BARE },
  "8570330": { aliases: ["pao com ovo", "pao frances com ovo", "pao de sal com ovo", "pao com ovo frito", "sanduiche de ovo", "lanche de ovo"], ...BARE },
  "8570328": { aliases: ["pao com manteiga", "pao frances com manteiga", "pao de sal com manteiga", "pao na chapa"], ...BARE },
  "8570329": { aliases: ["pao com margarina", "pao frances com margarina", "pao de sal com margarina"], ...BARE },
  // Drinks and sides where the survey's reading is the everyday one.
  "8501303": { aliases: ["cafe com leite", "leite com cafe", "pingado", "cafe pingado", "media"], ...BARE, serving: { unit: "xícara", quantity: 1 } },
  "8500401": { aliases: ["suco", "suco natural", "suco de fruta", "suco de frutas", "suco sem acucar"], ...BARE },
  "8500606": { aliases: ["limonada", "refresco de limao", "suco de limao"], ...DISH },
  // A juice named by its fruit is the survey's fresh juice, not TACO's bottled concentrate.
  "8500402": { aliases: ["suco de abacaxi"], ...BARE }, "8500403": { aliases: ["suco de acerola"], ...BARE },
  "8500405": { aliases: ["suco de cupuacu"], ...BARE }, "8500406": { aliases: ["suco de goiaba"], ...BARE },
  "8500412": { aliases: ["suco de mamao"], ...BARE }, "8500413": { aliases: ["suco de manga"], ...BARE },
  "8500414": { aliases: ["suco de maracuja"], ...BARE }, "8500415": { aliases: ["suco de melao", "suco de melancia"], ...BARE },
  "8500416": { aliases: ["suco de morango"], ...BARE }, "8500417": { aliases: ["suco de pessego"], ...BARE },
  "8500602": { aliases: ["suco de caju", "refresco de caju", "cajuina"], ...BARE },
  "8500410": { aliases: ["suco de laranja com cenoura", "suco de cenoura com laranja"], ...BARE },
  "8500408": { aliases: ["suco de laranja com banana"], ...BARE },
  "7801801-99": { aliases: ["peito de peru", "peito de peru fatiado", "blanquet de peru"], rank: 5 },
  "8003701": { aliases: ["sonho", "sonho de padaria", "sonho de creme", "sonho recheado", "sonho de doce de leite", "sonho de goiabada"], rank: -1 },
  "8000237": { aliases: ["bisnaguinha", "bisnaguinhas", "pao bisnaguinha"], ...BARE, serving: { unit: "unidade", quantity: 2 } },
  "8002225": { aliases: ["bolacha de agua e sal", "biscoito de agua e sal", "bolacha agua e sal", "bolacha salgada"], rank: 5 },
  "6901801": { aliases: ["adocante", "gotas de adocante"], ...BARE, serving: { unit: "sachê", quantity: 1 } },
  "8002334": { aliases: ["bolacha maria", "biscoito maria", "bolacha doce", "bolacha de maisena", "bolacha maisena"], rank: 5 },
  "8501304": { aliases: ["expresso", "cafe expresso", "espresso", "cafe espresso", "expresso curto", "ristretto"], heads: ["expresso", "espresso"], ...BARE, serving: { unit: "xícara de café", quantity: 1 } },
  "8501305": { aliases: ["cappuccino", "capuccino", "capuchino", "cafe cappuccino", "cafe capuccino"], ...BARE, serving: { unit: "xícara", quantity: 1 } },
  "6900822": { aliases: ["toddynho", "todinho", "nescauzinho", "achocolatado de caixinha"], ...BARE, serving: { unit: "caixinha", quantity: 1 } },
  "7901201": { aliases: ["iogurte", "iogurte de morango", "iogurte de frutas", "iogurte com sabor", "iogurte de pote"], ...BARE },
  "6907201": { aliases: ["barra de cereal", "barra de cereais", "barrinha de cereal", "barrinha de cereais", "barrinha de cereal de chocolate"], ...BARE },
  "6905001": { aliases: ["churros", "churro", "churros de doce de leite", "churros de chocolate", "churros recheado"], ...BARE },
  // "Batata rústica" is the potato cut with its skin and fried (or roasted in oil): the survey's fried potato.
  "6400101-5": { aliases: ["batata rustica", "batatas rusticas", "batata rustica frita"], rank: 5 },
  // A breaded steak or chicken under cheese and tomato sauce: the survey's breaded meat, the cheese said apart when said.
  // A parmegiana is the breaded meat with its cheese and sauce: the recipes of decision 219 (dishes-said-by-name.ts).
  "7107204": { aliases: ["buchada", "buchada de bode", "buchada de carneiro"], ...DISH },
  "8501202": { aliases: ["pipoca de micro ondas", "pipoca de microondas", "pipoca salgada", "pipoca doce", "pipoca de pacote"], ...BARE },
  "7901505": { aliases: ["manteiga de garrafa", "manteiga da terra"], ...BARE },
  "6503401-10": { aliases: ["macarrao ao alho e oleo", "macarrao alho e oleo", "espaguete ao alho e oleo", "macarrao no alho e oleo"], ...BARE },
  "8206301": { rank: -1, dish: true, aliases: ["cha", "cha verde", "cha preto", "cha de saquinho", "cha de camomila", "cha de erva cidreira", "cha de erva doce", "cha de boldo", "cha de hortela", "cha de capim santo", "cha de capim cidreira", "cha de canela", "cha de gengibre", "cha de hibisco", "cha de cidreira", "cha de frutas", "cha de ervas"] },
  "6503605": { aliases: ["carne de soja", "proteina de soja", "soja texturizada", "carne de soja refogada"], ...BARE },
  "8500601": { aliases: ["refresco", "suco de pacote", "suco artificial", "suco em po", "refresco em po", "suco de saquinho"], ...DISH },
  "8500501": { aliases: ["vitamina", "vitamina de frutas", "vitamina de fruta"], ...BARE },
  "8500503": { aliases: ["vitamina de banana"], ...BARE },
  "8500505": { aliases: ["vitamina de mamao"], ...BARE },
  "8500506": { aliases: ["vitamina de abacate"], ...BARE },
  // Drinks of bars and street stalls the survey names in its own words ("bebida energética", "champanhe").
  "8205901": { aliases: ["energetico", "bebida energetica", "red bull", "monster", "energetico de lata"], rank: -1 },
  "8301201": { aliases: ["espumante", "champanhe", "champagne", "prosecco", "espumante brut", "cava"], rank: -1 },
  "8303101": { aliases: ["caipirinha", "caipirinha de limao", "caipirinha de morango", "caipirinha de maracuja", "caipirinha de kiwi", "caipiroska", "caipivodka", "caipisake", "caipirinha de cachaca", "caipirinha de vodka"], rank: -1 },
  // Regional names of the same sweet or snack: sacolé, dindin, chup-chup are geladinho; bolo de rolo is a rolled cake.
  // A picolé is the survey's ice lolly (79 kcal per 100 g), never a scoop of cream ice cream; a bala is one sweet.
  "6900502": { aliases: ["picole", "picole de fruta", "picole de frutas", "picole de agua", "picole de palito"], ...BARE, serving: { unit: "unidade", quantity: 1 } },
  "6900603": { aliases: ["bala", "balinha", "bala dura", "bala de goma", "jujuba"], ...BARE, serving: { unit: "unidade", quantity: 1 } },
  // Jam on bread is fruit jam, never the mocotó jelly dessert.
  "6901001": { aliases: ["geleia", "chimia", "chimia de uva", "schmier", "geleia de fruta", "geleia de frutas", "geleia de morango", "geleia de uva", "geleia de goiaba", "geleia de amora", "geleia de framboesa", "geleia de laranja", "geleia de damasco"], ...BARE, serving: { unit: "colher de sopa", quantity: 1 } },
  // The German-Brazilian crumb cake of the South, by its fruit or its topping.
  "8002503": { aliases: ["cuca", "cuca alema", "cuca de farofa", "cuca de uva", "cuca de banana", "cuca de goiabada"], ...BARE, serving: { unit: "fatia", quantity: 1 } },
  "6904807": { aliases: ["geladinho", "sacole", "dindin", "din din", "chup chup", "chupchup", "gelinho", "flau"], heads: ["sacole", "dindin", "chup", "chupchup", "gelinho", "flau"], rank: -1 },
  "8002502": { aliases: ["rocambole", "bolo de rolo", "bolo de rolo de goiaba"], rank: -1 },
  // The cream-filled choux pastry of every bakery: "bomba de chocolate" is a bomba, never a chocolate bar.
  "6903701-99": { aliases: ["bomba", "bomba de chocolate", "bomba de creme", "bomba de baunilha", "bomba de doce de leite", "eclair"], heads: ["bomba", "eclair"], rank: -1, serving: { unit: "unidade", quantity: 1 } },
  "8501402": { aliases: ["espiga", "espiga de milho", "milho cozido", "milho na espiga", "milho verde cozido"], heads: ["espiga"], rank: -1 },
  "8500228": { aliases: ["bolinho de aipim", "bolinho de mandioca", "bolinho de macaxeira"], rank: -1 },
  // "purê" alone is mashed potato and "uma fruta" the survey's unspecified fruit, never tomato purée or breadfruit.
  "6503501": { aliases: ["pure", "pure de batata", "pure de batatas", "pure de batata inglesa"], rank: -1 },
  "6808401": { aliases: ["fruta", "fruta da estacao", "fruta qualquer", "frutas"], rank: -1 },
  "8508401": { aliases: ["salada", "salada crua", "salada verde", "salada de folhas", "salada de alface e tomate", "salada mista", "verdura", "verduras"], ...BARE },
  "8500801": { aliases: ["salada cozida", "verdura cozida", "verduras cozidas"], ...DISH },
  "8508403": { aliases: ["legumes cozidos", "legumes", "legume cozido"], ...DISH },
};
