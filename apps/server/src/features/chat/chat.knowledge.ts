import type { TSuggestionTag } from "./chat.safety";

export type TSuggestion = { text: string; tags?: readonly TSuggestionTag[] };

/** One curated pt-BR answer; suggestions are filtered against the user's restrictions before they are shown. */
export type TKnowledgeEntry = {
  id: string;
  title: string;
  keywords: string;
  answer: string;
  suggestions?: readonly TSuggestion[];
  closing?: string;
};

export const KNOWLEDGE_BASE: readonly TKnowledgeEntry[] = [
  {
    id: "pre-treino",
    title: "O que comer antes do treino",
    keywords: "antes do treino pre treino pré-treino academia musculação corrida comer antes exercicio energia",
    answer: "Antes do treino, priorize **carboidratos de fácil digestão** com um pouco de proteína, 30 a 90 minutos antes. Refeições muito gordurosas ou com muita fibra logo antes podem pesar no estômago.",
    suggestions: [
      { text: "Banana com aveia", tags: ["gluten", "highcarb"] },
      { text: "Pão integral com ovo mexido", tags: ["gluten", "eggs", "highcarb"] },
      { text: "Tapioca com queijo branco", tags: ["lactose", "highcarb"] },
      { text: "Iogurte natural com fruta", tags: ["lactose"] },
      { text: "Batata-doce com frango desfiado", tags: ["meat", "highcarb"] },
      { text: "Fruta com pasta de amendoim", tags: ["peanut"] },
    ],
    closing: "Beba água antes e durante o treino. Treinos longos (mais de 1 hora) podem pedir um carboidrato extra no meio.",
  },
  {
    id: "pos-treino",
    title: "O que comer depois do treino",
    keywords: "depois do treino pós treino pos-treino recuperação recuperar musculo hipertrofia após exercicio",
    answer: "Depois do treino, uma refeição com **proteína e carboidrato** ajuda na recuperação muscular e repõe o glicogênio. Não precisa ser imediatamente: até 2 horas depois está ótimo.",
    suggestions: [
      { text: "Arroz, feijão e frango grelhado", tags: ["meat", "highcarb"] },
      { text: "Omelete com legumes e uma fruta", tags: ["eggs"] },
      { text: "Iogurte com granola", tags: ["lactose", "gluten"] },
      { text: "Tofu grelhado com arroz e legumes", tags: ["highcarb"] },
      { text: "Peixe com batata e salada", tags: ["fish", "highcarb"] },
    ],
  },
  {
    id: "tapioca",
    title: "Tapioca engorda?",
    keywords: "tapioca engorda goma de tapioca beiju emagrecer carboidrato",
    answer: "Nenhum alimento sozinho engorda: o que conta é a **quantidade total** do dia. A tapioca é basicamente amido (carboidrato), tem pouca fibra e pouca proteína, então sacia menos. Uma tapioca média (cerca de 3 colheres de sopa de goma) tem por volta de 200 kcal antes do recheio.",
    closing: "Dica: capriche no recheio com proteína (ovo, frango, queijo branco) e vegetais, e cuidado com recheios doces ou muito gordurosos.",
  },
  {
    id: "proteina",
    title: "Quanta proteína eu preciso",
    keywords: "quanta proteina preciso proteína por dia gramas de proteina por quilo necessidade proteica",
    answer: "Para adultos saudáveis, a referência mínima é **0,8 g de proteína por kg de peso por dia**. Quem treina ou quer ganhar massa costuma precisar de 1,6 a 2,2 g/kg, e quem está emagrecendo se beneficia de 1,2 a 1,6 g/kg para preservar músculo. Distribua ao longo das refeições.",
    suggestions: [
      { text: "Ovos", tags: ["eggs", "animal"] },
      { text: "Frango, carne magra", tags: ["meat"] },
      { text: "Peixes", tags: ["fish"] },
      { text: "Feijão, lentilha, grão-de-bico" },
      { text: "Iogurte natural e queijos brancos", tags: ["lactose"] },
      { text: "Tofu e proteína de soja" },
    ],
    closing: "Com doença renal a quantidade é outra: quem define é o nefrologista.",
  },
  {
    id: "substituicoes",
    title: "Substituições mais saudáveis",
    keywords: "substituir substituição trocar troca no lugar de alternativa opção mais saudável arroz branco pão branco refrigerante",
    answer: "Algumas trocas simples que fazem diferença no dia a dia:",
    suggestions: [
      { text: "Arroz branco → arroz integral ou meio a meio com feijão" },
      { text: "Pão branco → pão integral ou tapioca com recheio proteico", tags: ["gluten"] },
      { text: "Refrigerante → água com gás e limão ou chá gelado sem açúcar" },
      { text: "Biscoito recheado → fruta com iogurte natural", tags: ["lactose"] },
      { text: "Frituras → assados, grelhados ou na air fryer" },
      { text: "Embutidos (presunto, salsicha) → frango desfiado ou ovo", tags: ["meat", "eggs"] },
      { text: "Açúcar no café → reduzir aos poucos ou canela" },
    ],
  },
  {
    id: "agua",
    title: "Quanta água beber",
    keywords: "agua beber hidratação quantos litros de água por dia copos sede hidratar",
    answer: "Uma referência prática é **cerca de 35 ml de água por kg de peso por dia** (uma pessoa de 70 kg: cerca de 2,5 litros), mais em dias quentes ou com treino. A cor da urina ajuda: amarelo-clara indica boa hidratação.",
    closing: "Com doença renal ou cardíaca, a quantidade de líquidos deve ser definida pelo seu médico.",
  },
  {
    id: "fibras",
    title: "Fibras",
    keywords: "fibra fibras intestino preso prisão de ventre saciedade integral quantas fibras",
    answer: "A recomendação para adultos é de **25 a 30 g de fibras por dia**. Elas ajudam o intestino, dão saciedade e melhoram colesterol e glicemia. Aumente aos poucos e beba água junto.",
    suggestions: [
      { text: "Feijão, lentilha e grão-de-bico" },
      { text: "Aveia", tags: ["gluten"] },
      { text: "Frutas com casca (maçã, pera, goiaba)" },
      { text: "Verduras e legumes em todas as refeições" },
      { text: "Arroz e pães integrais", tags: ["gluten", "highcarb"] },
      { text: "Chia e linhaça" },
    ],
  },
  {
    id: "sodio",
    title: "Sódio e sal",
    keywords: "sodio sal pressão alta hipertensão salgado tempero pronto embutido quanto sal",
    answer: "A OMS recomenda no máximo **2.000 mg de sódio por dia** (cerca de 5 g de sal, uma colher de chá). Quem tem hipertensão, doença cardíaca ou renal costuma precisar de menos. A maior parte do sódio vem de ultraprocessados, não do saleiro.",
    suggestions: [
      { text: "Troque temperos prontos e caldos em cubo por alho, cebola, ervas e limão" },
      { text: "Evite embutidos (presunto, salsicha, salame)", tags: ["meat"] },
      { text: "Leia o rótulo: mais de 400 mg de sódio por porção é muito" },
      { text: "Prove antes de salgar e tire o saleiro da mesa" },
    ],
  },
  {
    id: "cafe-da-manha",
    title: "Café da manhã saudável",
    keywords: "cafe da manha manhã desjejum acordar o que comer de manhã",
    answer: "Um bom café da manhã combina **proteína, fibra e uma fruta**, e sustenta até o almoço. Algumas ideias:",
    suggestions: [
      { text: "Ovos mexidos com pão integral e mamão", tags: ["eggs", "gluten"] },
      { text: "Iogurte natural com aveia e banana", tags: ["lactose", "gluten"] },
      { text: "Tapioca com queijo branco e tomate", tags: ["lactose"] },
      { text: "Cuscuz nordestino com ovo", tags: ["eggs"] },
      { text: "Vitamina de fruta com bebida vegetal e chia" },
    ],
  },
  {
    id: "lanches",
    title: "Lanches saudáveis",
    keywords: "lanche lanches beliscar fome entre refeições lanche da tarde petisco snack",
    answer: "Bons lanches juntam fibra e proteína para segurar a fome:",
    suggestions: [
      { text: "Fruta com castanhas", tags: ["nuts"] },
      { text: "Iogurte natural com fruta", tags: ["lactose"] },
      { text: "Ovo cozido e cenoura em palitos", tags: ["eggs"] },
      { text: "Pipoca de panela com pouco óleo" },
      { text: "Homus com palitos de legumes" },
      { text: "Pão integral com pasta de amendoim", tags: ["gluten", "peanut"] },
    ],
  },
  {
    id: "jantar",
    title: "Jantar e carboidrato à noite",
    keywords: "jantar noite carboidrato a noite comer tarde engorda comer de noite ceia",
    answer: "Comer carboidrato à noite **não engorda por si só**; o que importa é o total do dia. Um jantar equilibrado tem metade do prato de vegetais, um quarto de proteína e um quarto de carboidrato. Se você dorme logo depois, prefira porções moderadas e menos gordura.",
  },
  {
    id: "ovo",
    title: "Ovo e colesterol",
    keywords: "ovo ovos colesterol quantos ovos por dia gema faz mal",
    answer: "Para a maioria das pessoas, **1 a 2 ovos por dia** cabem numa alimentação saudável: o colesterol da dieta afeta pouco o do sangue. O ovo é uma proteína barata e completa. Quem tem colesterol alto ou diabetes deve combinar a quantidade com o médico.",
  },
  {
    id: "frutas",
    title: "Frutas engordam?",
    keywords: "fruta frutas engorda açúcar da fruta banana manga noite quantas frutas",
    answer: "Frutas inteiras têm açúcar, mas também **fibras, água, vitaminas e minerais**, e saciam. A recomendação é de 3 porções por dia. Prefira a fruta inteira ao suco, que perde fibras e concentra açúcar.",
  },
  {
    id: "acucar",
    title: "Açúcar e doces",
    keywords: "açúcar acucar doce doces vontade de doce chocolate sobremesa",
    answer: "A OMS sugere que o açúcar adicionado fique abaixo de **10% das calorias** (idealmente 5%, cerca de 25 g por dia). Não precisa cortar tudo: planeje o doce, prefira porções pequenas depois de uma refeição e reduza o açúcar do café aos poucos.",
  },
  {
    id: "adocante",
    title: "Adoçantes",
    keywords: "adoçante adocante stevia sucralose aspartame xilitol substituir açúcar",
    answer: "Adoçantes aprovados pela Anvisa são seguros nas quantidades de uso comum. Eles ajudam na transição para reduzir o açúcar, mas o ideal é ir acostumando o paladar com menos doce. Stévia, sucralose e eritritol são opções comuns; gestantes devem conversar com o obstetra.",
  },
  {
    id: "lactose",
    title: "Lactose",
    keywords: "lactose intolerancia leite sem lactose laticinios queijo iogurte",
    answer: "Na intolerância à lactose, a quantidade tolerada varia. Queijos curados e iogurtes costumam ter menos lactose; leites e derivados sem lactose têm os mesmos nutrientes. Garanta cálcio com outras fontes, como vegetais verde-escuros, sardinha e bebidas vegetais enriquecidas.",
  },
  {
    id: "gluten",
    title: "Glúten",
    keywords: "gluten glúten celíaco celiaca trigo sem gluten emagrece",
    answer: "O glúten está no trigo, centeio e cevada. Só precisa ser retirado por quem tem **doença celíaca, alergia ao trigo ou sensibilidade** diagnosticada; tirar o glúten sozinho não emagrece. Arroz, milho, mandioca, tapioca, batata e aveia certificada são opções sem glúten.",
  },
  {
    id: "arroz-feijao",
    title: "Arroz e feijão",
    keywords: "arroz feijão feijao arroz com feijão combinação prato brasileiro",
    answer: "Arroz com feijão é uma ótima combinação: juntos formam uma **proteína de boa qualidade**, com fibras e ferro. Uma proporção de 2 partes de arroz para 1 de feijão funciona bem. Para mais fibra, use arroz integral e capriche no feijão.",
  },
  {
    id: "whey-suplementos",
    title: "Whey e suplementos",
    keywords: "whey suplemento suplementos creatina proteína em pó termogênico bcaa",
    answer: "Suplementos **completam** a alimentação, não a substituem. Whey é só uma proteína prática; creatina tem boa evidência para força. Termogênicos e fórmulas milagrosas não são recomendados. Antes de usar qualquer suplemento, converse com um nutricionista ou médico, principalmente se tiver alguma condição de saúde.",
  },
  {
    id: "jejum",
    title: "Jejum intermitente",
    keywords: "jejum intermitente ficar em jejum 16 horas janela alimentar pular café",
    answer: "O jejum intermitente pode ajudar algumas pessoas a comer menos, mas **não é melhor** que outras estratégias com as mesmas calorias. Não é indicado para gestantes, lactantes, pessoas com diabetes em uso de medicação, ou com histórico de transtorno alimentar. Se causar compulsão ou mal-estar, não é para você.",
  },
  {
    id: "alcool",
    title: "Bebidas alcoólicas",
    keywords: "alcool álcool cerveja vinho bebida caipirinha fim de semana drinks",
    answer: "O álcool tem 7 kcal por grama e quase nenhum nutriente; uma lata de cerveja tem cerca de 150 kcal. Além das calorias, abre o apetite. Se beber, beba pouco, intercale com água e evite petiscos fritos. Gestantes, lactantes e pessoas com doença hepática não devem beber.",
  },
  {
    id: "ultraprocessados",
    title: "Ultraprocessados e rótulos",
    keywords: "ultraprocessado industrializado rotulo rótulo ler rótulo lupa salgadinho comida pronta",
    answer: "O Guia Alimentar para a População Brasileira recomenda fazer de alimentos in natura a base da alimentação e **evitar ultraprocessados**. No rótulo, a lupa frontal indica alto teor de açúcar, sódio ou gordura saturada; a lista de ingredientes vem em ordem de quantidade.",
  },
  {
    id: "fome-noite",
    title: "Fome à noite e compulsão leve",
    keywords: "fome a noite fome toda hora beliscar ansiedade comer por ansiedade saciedade",
    answer: "Fome à noite costuma vir de **pular refeições ou comer pouca proteína e fibra** durante o dia. Faça refeições regulares, inclua proteína no café da manhã e no lanche, durma bem e beba água. Se a vontade de comer vier com ansiedade ou culpa, conversar com um psicólogo ajuda muito.",
  },
  {
    id: "emagrecer",
    title: "Emagrecer com segurança",
    keywords: "emagrecer perder peso dieta para emagrecer secar barriga quantos quilos por semana",
    answer: "Um ritmo seguro é perder de **0,5 a 1 kg por semana**, com um déficit moderado (cerca de 300 a 500 kcal abaixo do gasto), proteína adequada, atividade física e sono. Dietas muito restritivas levam a perda de músculo e efeito sanfona. Complete seu perfil para eu calcular metas seguras para você.",
  },
  {
    id: "ganhar-massa",
    title: "Ganhar massa muscular",
    keywords: "ganhar massa hipertrofia ganhar peso engordar massa magra bulking",
    answer: "Para ganhar massa: **treino de força**, um pequeno superávit calórico (cerca de 10%), de 1,6 a 2,2 g de proteína por kg e sono de qualidade. Distribua a proteína em 3 a 5 refeições.",
  },
  {
    id: "vegetariano",
    title: "Proteína para vegetarianos e veganos",
    keywords: "vegetariano vegano vegetariana proteina vegetal sem carne b12 ferro",
    answer: "Dá para atingir a proteína sem carne combinando leguminosas e cereais ao longo do dia. Atenção à **vitamina B12** (veganos precisam suplementar, com orientação), ao ferro (combine com vitamina C) e ao ômega-3.",
    suggestions: [
      { text: "Feijão, lentilha, grão-de-bico e ervilha" },
      { text: "Tofu, tempeh e proteína de soja" },
      { text: "Ovos e laticínios, para vegetarianos", tags: ["eggs", "lactose", "animal"] },
      { text: "Castanhas e sementes", tags: ["nuts"] },
    ],
  },
  {
    id: "cafe",
    title: "Café",
    keywords: "cafe café cafeína cafeina quantas xicaras de café",
    answer: "Até cerca de **400 mg de cafeína por dia** (uns 4 cafés coados) é seguro para a maioria dos adultos; gestantes devem ficar em até 200 mg. Evite café perto da hora de dormir e cuidado com o açúcar adicionado.",
  },
  {
    id: "batata-doce",
    title: "Batata-doce e carboidratos",
    keywords: "batata doce batata-doce carboidrato bom carboidrato ruim mandioca aipim",
    answer: "Batata-doce, batata inglesa, mandioca e arroz são todos boas fontes de carboidrato; nenhum é milagroso. A batata-doce tem um pouco mais de fibra e vitamina A. Varie e ajuste a porção ao seu objetivo.",
  },
  {
    id: "gorduras",
    title: "Gorduras boas",
    keywords: "gordura gorduras boas azeite abacate castanha oleaginosas ômega 3 omega",
    answer: "Gorduras insaturadas fazem bem ao coração: **azeite, abacate, castanhas, sementes e peixes** como sardinha. Mas são calóricas (9 kcal por grama), então atenção às porções: uma colher de sopa de azeite tem cerca de 90 kcal.",
  },
  {
    id: "gestacao",
    title: "Alimentação na gestação e amamentação",
    keywords: "gravida grávida gestante gestação gravidez amamentando amamentação lactante",
    answer: "Na gestação e na amamentação **não se faz dieta com déficit calórico**. A necessidade de energia aumenta (cerca de 300 kcal no 2º e 3º trimestres da gestação e 400 a 500 kcal na amamentação). Ácido fólico, ferro, cálcio e boa hidratação são importantes; o acompanhamento do pré-natal é essencial.",
  },
];
