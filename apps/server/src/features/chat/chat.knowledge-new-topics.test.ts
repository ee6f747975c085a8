import { describe, expect, it } from "vitest";
import { foldText } from "./chat.text";
import { understand } from "./understand/understand";
import { conditionsNamed } from "./understand/stated-facts";
import { KNOWLEDGE_BASE } from "./knowledge/knowledge-base";
import { retrieveKnowledge } from "./knowledge/knowledge-retrieval";

/** Topics added for everyday health questions (decision 130). */
const NEW_TOPICS = new Set(["idosos", "cozinha-e-conservacao", "mitos", "treino-e-jejum", "exames"]);

/** Two messages per new entry, as people type them, none of them a phrasing the entry lists. */
const CASES: [entry: string, first: string, second: string][] = [
  // Older adults and their caregivers.
  ["idoso-perda-de-peso-sem-querer", "meu avô ta emagrecendo sem querer, devo me preocupar?", "minha mae tem 82 anos e perdeu 5 kg sem fazer dieta nenhuma"],
  ["idoso-come-pouco-sem-apetite", "meu pai de 84 anos nao tem fome pra nada, o que faço", "minha vó come muito pouco no almoço, como ajudar?"],
  ["idoso-mastigacao-dentadura", "minha mãe ta sem dentes e so come coisa mole, como dar proteina", "vovô colocou dentadura nova e nao consegue mastigar nada"],
  ["idoso-sopa-enriquecida", "como deixar a sopa da minha avó mais forte", "meu pai idoso so aceita canja, ta bom assim?"],
  ["idoso-refeicoes-ao-longo-do-dia", "cuido da minha sogra idosa, quantas vezes ela deve comer por dia", "sou cuidador de um senhor de 90 anos, como montar as refeicoes dele"],
  ["idoso-proteina-sarcopenia", "minha mae idosa ta ficando fraquinha, precisa de mais proteina?", "como prevenir sarcopenia com alimentacao"],
  ["idoso-intestino-preso", "meu avô ta com o intestino preso faz dias", "idosa com prisao de ventre, ameixa resolve?"],
  ["idoso-vitamina-b12-d", "idoso tem que tomar b12?", "pessoa de terceira idade precisa suplementar vitamina d?"],
  ["idoso-engasgo-disfagia", "minha mae engasga com a comida, o que posso fazer", "meu pai tem dificuldade pra engolir comprimido e comida"],
  ["idoso-suplemento-nutricional", "o medico falou de complemento alimentar pro meu pai, vale a pena", "ensure serve pra idoso que nao quer comer?"],
  // Cooking and storing food.
  ["cozidos-quantos-dias-geladeira", "frango cozido de segunda ainda da pra comer na sexta?", "carne moida cozida dura quanto tempo na geladeira"],
  ["carne-crua-quanto-tempo", "comprei frango hoje, ate quando posso deixar na geladeira?", "carne crua dura quantos dias fora do freezer"],
  ["marmitas-quantos-dias", "quantos dias a marmita dura na geladeira", "quanto tempo marmita congelada aguenta no freezer"],
  ["recongelar-descongelar", "descongelei o frango e nao usei, posso recongelar?", "carne descongelada pode voltar pro freezer?"],
  ["reaquecer-marmita-micro-ondas", "como esquentar a marmita sem ficar gelada no meio", "meu arroz resseca quando vou requentar a marmita"],
  ["frango-suculento", "como fazer frango desfiado suculento", "peito de frango sempre fica seco, o que eu faço?"],
  ["ovos-guardar-geladeira", "posso guardar ovo fora da geladeira?", "precisa lavar o ovo antes de guardar na geladeira"],
  ["tabua-de-corte", "tabua de madeira e higienica?", "posso usar a mesma tabua pra frango cru e salada"],
  ["comida-quente-na-geladeira", "posso por a panela quente na geladeira?", "comida quente na geladeira estraga?"],
  ["geladeira-temperatura-organizacao", "qual a temperatura ideal da geladeira?", "onde guardar a carne crua na geladeira"],
  ["comida-mofada-azeda", "o pao mofou so numa pontinha, posso comer o resto?", "o feijao ta com cheiro azedo, ainda da pra comer?"],
  ["lata-estufada-botulismo", "a lata de milho ta estufada, da pra usar?", "comprei atum e a lata veio inchada, posso comer?"],
  // Food myths.
  ["manga-com-leite", "leite com manga faz mal mesmo?", "pode tomar vitamina de manga com leite?"],
  ["fruta-tem-muito-acucar", "fruta tem muito açúcar?", "a frutose das frutas engorda?"],
  ["oleo-de-coco-emagrece", "óleo de coco ajuda a emagrecer?", "oleo de coco e melhor que oleo de soja pra cozinhar?"],
  ["suco-detox", "suco verde emagrece mesmo?", "detox de suco funciona pra desinchar?"],
  ["alimentos-termogenicos", "pimenta ajuda a emagrecer?", "chá de gengibre emagrece?"],
  ["vinagre-de-maca-emagrece", "vinagre de maçã ajuda a perder barriga?", "tomar vinagre de maca antes das refeicoes emagrece"],
  ["beterraba-ferro", "beterraba e bom pra anemia?", "suco de beterraba aumenta a hemoglobina?"],
  ["comida-reimosa", "carne de porco e reimosa depois de cirurgia?", "comida reimosa existe?"],
  ["pao-torrado-engorda-menos", "torrada engorda menos que pao?", "pão torrado tem menos caloria?"],
  ["lactose-sem-intolerancia", "cortar lactose emagrece?", "zero lactose e mais saudavel?"],
  ["gluten-faz-mal-para-todos", "gluten faz mal?", "farinha de trigo inflama?"],
  // Training fasted or early, night shifts.
  ["treino-em-jejum-faz-mal", "aerobico em jejum emagrece mais?", "fico tonto quando treino de manha em jejum"],
  ["treino-jejum-diabetes-insulina", "tenho diabetes, posso fazer caminhada em jejum?", "uso insulina e quero treinar em jejum, pode?"],
  ["treino-cedo-nao-desce-nada", "treino as 5 da manha, o que comer antes?", "de manha cedo nao desce nada antes da academia"],
  ["melhor-horario-treinar", "qual e o melhor horario pra treinar?", "treinar de manha ou de noite da mais resultado?"],
  ["treino-a-noite-sono", "treinar a noite atrapalha o sono?", "pre treino de cafeina a noite faz mal pro sono?"],
  ["turno-noturno-refeicoes", "trabalho de madrugada, como fazer as refeicoes?", "sou enfermeira de plantao noturno, o que comer no plantao?"],
  ["pos-plantao-antes-de-dormir", "o que comer depois do plantao antes de dormir?", "saio do plantao as 7 da manha, como organizar cafe da manha e sono?"],
  ["cafe-no-plantao-noturno", "posso tomar cafe a noite toda no plantao?", "energetico no plantao faz mal?"],
  ["folga-de-quem-trabalha-em-turno", "trabalho de noite, e na folga como faço com as refeições?", "nos meus dias de folga do plantão posso comer no horário normal?"],
  // Reading lab results.
  ["ldl-muito-alto-190", "meu ldl deu 215, tenho que tomar remedio?", "ldl acima de 190 e genetico?"],
  ["colesterol-exame-como-ler", "qual o ldl ideal?", "meu colesterol total deu 240, o que significa"],
  ["hdl-baixo", "hdl baixo o que fazer", "como subir o colesterol bom"],
  ["triglicerides-exame-alto", "qual o valor bom de triglicerideos no exame", "triglicerideos 180 sem jejum ta normal?"],
  ["pre-diabetes-glicemia-glicada", "glicose de jejum 115 e pre diabetes?", "glicada 6,2 o que significa"],
  ["pre-diabetes-reverter", "da pra reverter a pre diabetes?", "como evitar virar diabetes se ja sou pre diabetica"],
  ["acido-urico-alto-exame", "meu acido urico deu 7,5, preciso de remedio?", "exame deu acido urico 7, o que isso quer dizer?"],
  ["ferritina-baixa", "ferritina baixa e anemia?", "minha ferritina deu 10, o que comer?"],
  ["vitamina-d-baixa-comida", "o que comer pra aumentar a vitamina d", "vitamina d deu 15, so comida resolve?"],
  ["pressao-14-por-9", "pressao 15 por 10 e perigoso?", "medi a pressao e deu 14 por 9, o que eu faço?"],
];

/** Retrieval as the chat runs it: the foods the message names, the conditions it states and the ones it names. */
function answerFor(message: string): string | null {
  const u = understand(message);
  const query = { folded: u.folded, foods: u.foods.map((f) => f.phrase), conditions: new Set<string>(u.stated.conditions), named: new Set<string>(conditionsNamed(u.folded)) };
  return retrieveKnowledge(query)[0]?.item.id ?? null;
}

describe("knowledge for everyday health questions (older adults, kitchen, myths, training and shifts, lab results)", () => {
  it("holds every entry the cases name", () => {
    const ids = new Set(KNOWLEDGE_BASE.filter((e) => NEW_TOPICS.has(e.topic)).map((e) => e.id));
    expect(CASES.map(([id]) => id).filter((id) => !ids.has(id))).toEqual([]);
    expect([...ids].filter((id) => !CASES.some(([c]) => c === id))).toEqual([]);
  });

  it.each(CASES)("%s answers %j and %j", (entry, first, second) => {
    expect(answerFor(first)).toBe(entry);
    expect(answerFor(second)).toBe(entry);
  });

  it("leaves the questions older entries answer to them", () => {
    // Only a message holding one of a new entry's keywords can call it up: the others need no retrieval.
    const keywords = KNOWLEDGE_BASE.filter((e) => NEW_TOPICS.has(e.topic)).flatMap((e) => e.keywords.map(foldText));
    const callsUpNew = (folded: string) => keywords.some((k) => ` ${folded} `.includes(` ${k} `) || ` ${folded} `.includes(` ${k}s `));
    const taken = KNOWLEDGE_BASE.filter((e) => !NEW_TOPICS.has(e.topic)).flatMap((e) =>
      e.questions
        .filter((q) => callsUpNew(foldText(q)))
        .map((q) => ({ q, top: retrieveKnowledge({ folded: foldText(q), foods: [], conditions: new Set(e.conditions) })[0]?.item }))
        .filter(({ top }) => top !== undefined && NEW_TOPICS.has(top.topic))
        .map(({ q, top }) => `${e.id}: "${q}" -> ${top!.id}`),
    );
    expect(taken).toEqual([]);
  });
});
