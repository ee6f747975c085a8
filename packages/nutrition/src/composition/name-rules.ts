import type { TFoodComponent } from "./components";

/**
 * A rule read against a food's folded name and aliases (or any dish name a person types):
 * the words that reveal an ingredient, and what that ingredient brings or rules out.
 */
export type TNameRule = {
  pattern: RegExp;
  /** The ingredient, as said in answers ("queijo", "camarão seco"). */
  ingredient: string;
  adds?: readonly TFoodComponent[];
  removes?: readonly TFoodComponent[];
  mayContain?: readonly TFoodComponent[];
  note?: string;
};

const MILK: readonly TFoodComponent[] = ["milk", "lactose", "animal"];
const WHEAT: readonly TFoodComponent[] = ["gluten", "wheat"];

/** Ingredient words, Brazilian dishes by their usual recipe, then the words that rule an ingredient out. */
export const NAME_RULES: readonly TNameRule[] = [
  { pattern: /\b(amendoim|amendoins|pacoca|pacoquinha|pe de moleque|pe-de-moleque|mendubi)\b/, ingredient: "amendoim", adds: ["peanut"] },
  { pattern: /\b(castanhas?|nozes|noz(?! moscada)|amendoas?|avelas?|pistaches?|macadamias?|pecan|pecas?|pinoli|pinolis|caju castanha|nutella|marzipa|pralines?|pesto)\b/, ingredient: "castanhas", adds: ["tree_nuts"] },
  { pattern: /\b(queijos?|requeijao|catupiry|ricota|mussarela|muss?arela|parmesao|coalho|cottage|cream cheese|gorgonzola|provolone)\b/, ingredient: "queijo", adds: MILK },
  { pattern: /\b(leite|lacteo|lactea|iogurtes?|coalhada|kefir|nata|chantilly|creme de leite|manteiga|ghee|doce de leite|brigadeiros?|beijinho|pudim|sorvetes?|milk shake|milkshake|cappuccino|capuccino|whey|mingau|bechamel|strogonoff|estrogonofe|petit suisse|achocolatado pronto|curau|canjica)\b/, ingredient: "leite", adds: MILK },
  { pattern: /\b(ovos?|ovos? mole|omeletes?|gemas?|claras?|maionese|quindim|pudim|fritada|suspiro|gemada|bife a cavalo|pao de lo|panquecas?|bolos?|bolinhos?|empadas?|empadinhas?|macarrao com ovos|massa fresca|croquetes?|nhoque|quiche|merengue|mousse)\b/, ingredient: "ovo", adds: ["egg", "animal"] },
  { pattern: /\b(trigo|paes?|pao|paozinho|macarrao|macarronada|miojo|lamen|massas?|lasanhas?|pizzas?|bolos?|biscoitos?|bolachas?|torradas?|croissants?|esfihas?|esfirras?|coxinhas?|pasteis|pastel|kibes?|quibes?|cuscuz marroquino|farinha de rosca|empanad[oa]s?|milanesa|nhoque|panquecas?|wafer|cream cracker|sanduiches?|x (burguer|salada|tudo|bacon|egg)|hamburguer de lanchonete|cachorro quente|misto quente|bauru|tortas?|empadas?|empadinhas?|croquetes?|nuggets|seitan|cerveja|chopp?|farinha lactea|granola|sonho|rosca|bisnaguinha|shoyu|molho de soja|teriyaki|yakisoba|cucas?|strudel|apfelstrudel|cueca virada|grostoli|bolo de rolo|broa de trigo|pao de mel|sfiha|calzone|panqueca|crepe|waffle|donuts?|rocambole)\b/, ingredient: "trigo", adds: WHEAT },
  { pattern: /\b(aveia|cevada|centeio|malte)\b/, ingredient: "aveia, cevada ou centeio", adds: ["gluten"] },
  { pattern: /\b(soja|tofu|shoyu|edamame|misso|missoshiru|tempeh|natto|pts|proteina texturizada|teriyaki|yakisoba)\b/, ingredient: "soja", adds: ["soy"] },
  { pattern: /\b(peixes?|atum|sardinhas?|salmao|tilapia|bacalhau|merluza|pescadas?|pescadinha|abadejo|cacao|corvina|pintado|tucunare|lambari|manjuba|(?<!linhaca )dourada|corimba|corimbata|anchovas?|truta|robalo|badejo|namorado|tambaqui|pirarucu|pacu|surubim|sushis?|sashimis?|temaki|hot roll|ceviche|moqueca|caldeirada|escabeche|cuxa|kani|kanikama|surimi|oleo de peixe|oleo de figado|molho ingles|molho de peixe|aliche|alici)\b/, ingredient: "peixe", adds: ["fish", "animal"] },
  { pattern: /\b(camaroes?|camarao|bobo|vatapa|acaraje|caruru|tacaca)\b/, ingredient: "camarão", adds: ["shellfish", "animal"] },
  { pattern: /\b(vatapa|caruru|acaraje|abara)\b/, ingredient: "amendoim e castanha de caju", adds: ["peanut", "tree_nuts"], note: "Vatapá e caruru costumam levar amendoim e castanha de caju moídos, além de camarão seco." },
  { pattern: /\b(lagostas?|caranguejos?|siris?|lulas?|polvos?|mariscos?|mexilh(ao|oes)|ostras?|sururu|vieiras?|frutos do mar|casquinha de siri)\b/, ingredient: "frutos do mar", adds: ["shellfish", "animal"] },
  { pattern: /\b(gergelim|tahine|tahini|homus|hummus|halawi)\b/, ingredient: "gergelim", adds: ["sesame"] },
  { pattern: /\b(carnes?|bifes?|frango|(?<!ovos? de )galinha|peru|chester|porco|suino|bacon|toucinho|torresmo|linguicas?|salsichas?|presunto|apresuntado|mortadela|salame|calabresa|pepperoni|hamburguer|hamburgueres|almondegas?|feijoada|picanha|alcatra|maminha|fraldinha|patinho|acem|cupim|costela|figado|bucho|dobradinha|mocoto|charque|carne seca|carne de sol|file mignon|contra ?file|lombo|pernil|bisteca|coracao de frango|moela|nuggets|coxinha|kibes?|quibes?|esfihas? de carne|carpaccio|steak|barreado|arrumadinho|sarapatel|buchada|galinhada|baiao de dois|arroz carreteiro|x (burguer|salada|tudo|bacon|egg)|cachorro quente|misto quente|bauru|estrogonofe|strogonoff|caldo de carne|caldo de galinha|pastel de carne|croquete de carne|empada de frango|escondidinho de carne|tropeiro)\b/, ingredient: "carne", adds: ["meat", "animal"] },
  { pattern: /\b(mel|gelatina|mocoto|banha)\b/, ingredient: "ingrediente de origem animal", adds: ["animal"] },
  { pattern: /\b(cafe|cafezinho|expresso|espresso|cappuccino|capuccino|cha preto|cha verde|cha mate|mate|chimarrao|terere|guarana|cola|coca|energeticos?|achocolatados?|chocolates?|cacau|brigadeiro|pre treino)\b/, ingredient: "café, chá, guaraná, cola ou cacau", adds: ["caffeine"] },
  { pattern: /\b(cervejas?|chopp?|vinhos?|cachaca|pinga|caipirinhas?|caipiroska|vodka|whisky|uisque|licor|gin|rum|tequila|sake|espumante|champanhe|quentao|batida)\b/, ingredient: "bebida alcoólica", adds: ["alcohol"] },
  { pattern: /\b(carpaccio|sushis?|sashimis?|temaki|ceviche|tartar|tartare|gemada|ovo cru|ovos crus|ovos? mole|ovos? moles|gema mole|ovos? malpassados?|ovos? poche|carne malpassada|ostras? cruas?|steak tartare|kibe cru|quibe cru|mousse caseir[oa]|maionese caseira|carne crua|peixe cru)\b/, ingredient: "ingrediente cru", adds: ["raw_animal"] },
  { pattern: /\b(miojo|lamen|macarrao instantaneo|embutidos?|salame|mortadela|presunto|salsichas?|linguicas?|bacon|charque|carne seca|bacalhau salgado|caldo de (carne|galinha|legumes)|tempero pronto|shoyu|azeitonas?|picles|salgadinhos?|batata chips|chips|feijoada|orelha de porco|rabo de porco)\b/, ingredient: "sal ou embutido", adds: ["high_sodium"] },
  { pattern: /\b(brownies?|cookies?|panetone|chocotone|torta de (nozes|castanha))\b/, ingredient: "massa de bolo com chocolate", adds: ["gluten", "wheat", "egg", "milk", "lactose", "animal"], mayContain: ["tree_nuts", "peanut"] },
  { pattern: /\b(granolas?|muesli|barras? de cereais?|barrinhas? de cereais?|barrinhas?|mix de (castanhas|nuts|sementes)|trail mix)\b/, ingredient: "granola ou barra de cereal", mayContain: ["tree_nuts", "peanut"], note: "Granola e barras de cereal costumam levar castanhas, amêndoas ou amendoim, ou são feitas na mesma linha que eles: com alergia, leia a lista de ingredientes e o aviso \"ALÉRGICOS: PODE CONTER\" de cada marca." },
  { pattern: /\bpesto\b/, ingredient: "pinoli e parmesão", adds: MILK, note: "O pesto tradicional leva pinoli (ou nozes, castanha de caju) e parmesão: com alergia a castanhas ou ao leite, só o feito em casa sem eles." },
  { pattern: /\b(omega 3|omega3|capsulas? de omega)\b/, ingredient: "óleo de peixe", mayContain: ["fish"], note: "A maioria das cápsulas de ômega-3 é feita de óleo de peixe; há versões de óleo de alga (DHA e EPA) e, nos alimentos, ALA na linhaça, na chia e nas nozes." },
  // Recipes that rule an ingredient out.
  { pattern: /\btamari\b/, ingredient: "tamari", adds: ["soy"], removes: WHEAT, mayContain: ["gluten"], note: "Tamari é um molho de soja feito sem trigo: com doença celíaca, escolha o que traz \"não contém glúten\" no rótulo." },
  { pattern: /\bpao de queijo\b/, ingredient: "polvilho", removes: WHEAT, mayContain: ["gluten"], note: "Pão de queijo é feito com polvilho (fécula de mandioca), sem trigo; leva queijo, leite e ovo." },
  { pattern: /\b(tapioca|beiju|polvilho|biscoito de polvilho)\b/, ingredient: "goma de mandioca", removes: WHEAT, note: "Tapioca é goma de mandioca: não tem glúten." },
  { pattern: /\bfruta pao\b|\b(castanhas?|amendoas?|amendoim|nozes|caju|baru|pistache|avelas?|sementes?) (de \w+ )?torrad[oa]s?\b/, ingredient: "fruta ou semente torrada", removes: WHEAT, note: "Fruta-pão e castanhas torradas não levam trigo; em produtos industrializados, confira o rótulo." },
  { pattern: /\bcuscuz (de milho|nordestino|de flocao|paulista)\b|^cuscuz$/, ingredient: "farinha de milho", removes: WHEAT, mayContain: ["gluten"], note: "Cuscuz de milho (o nordestino e o paulista) não leva trigo, mas a farinha de milho pode ter contaminação cruzada com glúten: quem tem doença celíaca deve escolher marcas com o selo \"não contém glúten\"." },
  { pattern: /\baveia\b/, ingredient: "aveia", note: "A aveia não tem glúten por natureza, mas quase sempre é contaminada com trigo no cultivo e na moagem; celíacos só devem usar aveia certificada sem glúten." },
  { pattern: /\b(sushis?|temakis?|uramakis?|hossomakis?|hot rolls?|niguiris?|joes?) (de )?(salmao grelhado|salmao skin|skin|pele de salmao|kani|kanikama|camarao( cozido)?|legumes|pepino|manga|tamago|omelete)\b|\btemaki grelhado\b/, ingredient: "recheio cozido", removes: ["raw_animal"], note: "Peças com recheio cozido (salmão grelhado, skin, kani, camarão cozido, legumes) não levam peixe cru; confirme no restaurante que o recheio foi bem cozido." },
  { pattern: /\b(sem|zero|livre de|isento de) lactose\b|\bdeslactosad[oa]\b/, ingredient: "versão sem lactose", removes: ["lactose"] },
  { pattern: /\b(sem|zero|livre de|isento de) gluten\b/, ingredient: "versão sem glúten", removes: WHEAT },
  { pattern: /\b(leite|bebida|iogurte|queijo|manteiga) (de|vegetal de) (soja|amendoas?|aveia|arroz|coco|castanhas?)\b|\bleite de coco\b|\b(queijo|leite|iogurte) vegan[oa]?\b|\bmanteiga de (amendoim|cacau)\b|\bcreme de (arroz|milho)\b/, ingredient: "bebida vegetal", removes: MILK },
  { pattern: /\b(cafe|cha|refrigerante|coca|cola|guarana) (descafeinado|sem cafeina|zero cafeina)\b|\bdescafeinado\b|\bcha de (erva doce|camomila|hortela|erva cidreira|boldo|hibisco|gengibre)\b|\bguarana (de|em) (po|xarope)\b/, ingredient: "sem cafeína", removes: ["caffeine"] },
  { pattern: /\b(cerveja|vinho) (sem alcool|zero)\b/, ingredient: "sem álcool", removes: ["alcohol"] },
  { pattern: /\b(carne|hamburguer|linguica|salsicha|nuggets) (de soja|vegetal|vegan[oa]?|de jaca|de grao de bico|de lentilha)\b|\bproteina de soja\b/, ingredient: "versão vegetal", removes: ["meat"] },
  { pattern: /\b(parmesao|provolone|gorgonzola|queijo prato|queijo (curado|maturado|meia cura)|meia cura)\b/, ingredient: "queijo curado", note: "Queijos curados, como o parmesão, têm só traços de lactose: muitas pessoas com intolerância toleram uma porção pequena. Quem tem alergia à proteína do leite não pode comer nenhum queijo." },
  { pattern: /\bcafe (em po|moido)\b/, ingredient: "pó de café", note: "Café em pó: a cafeína vai para a bebida." },
  { pattern: /\bcastanhas? do para\b|\bcastanhas? do brasil\b/, ingredient: "castanha-do-pará", note: "Castanha-do-pará é muito rica em selênio: **1 a 2 unidades por dia** já bastam; comer várias todos os dias pode passar do limite seguro de selênio." },
  { pattern: /\bcoco\b|\bagua de coco\b/, ingredient: "coco", note: "Coco não é castanha para fins de alergia na maioria das pessoas, mas quem tem alergia a castanhas deve confirmar com o alergista." },
];
