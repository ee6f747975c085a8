import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** Sayings, interjections, names and teams around a meal: their words come close to foods, and are none (decision 141). */
function read(text: string) {
  const analysis = analyze(text);
  return { foods: analysis.items.map((i) => i.food), unread: analysis.unread };
}

describe("ditados, interjeições, nomes e times em volta da refeição", () => {
  it("um ditado com nome de comida não vira comida ('batata quente', 'pão-duro', 'pé na bunda', 'manga da camisa')", () => {
    expect(read("essa reunião foi uma batata quente, saí e comi um misto quente").foods).toEqual(["Misto quente ou frio"]);
    expect(read("meu chefe é mó pão-duro, nem pagou, comi uma coxinha")).toMatchObject({ foods: ["Coxinha"] });
    expect(read("levei um pé na bunda kkk, comi um pote de sorvete").foods).toEqual([expect.stringMatching(/^Sorvete/)]);
    expect(read("rasguei a manga da camisa, que raiva").foods).toEqual([]);
    expect(read("a blusa ta com a manga rasgada").foods).toEqual([]);
    expect(read("tomei um susto e depois tomei um suco de uva").foods).toEqual([expect.stringMatching(/^Suco de uva/)]);
  });

  it("interjeições e conversa não são corrigidas para o alimento mais parecido ('caramba' não é carambola, 'papo' não é pão)", () => {
    expect(read("caramba, tomei 2 copos de água").foods).toEqual(["Água"]);
    expect(read("bati um papo com a Cecília e tomei um capuccino")).toMatchObject({ foods: ["Café tipo cappuccino"], unread: [] });
    expect(read("peguei um uber e jantei pizza")).toMatchObject({ foods: ["Pizza"], unread: [] });
  });

  it("palavras de pergunta não são corrigidas para o alimento mais parecido ('quanto' não é quarto suíno; decision 200)", () => {
    expect(read("e quanto deu isso").foods).toEqual([]);
    expect(read("almocei arroz e feijão, nem sei quanto").foods).toEqual(["Arroz branco cozido", "Feijão carioca cozido"]);
    expect(read("qual foi o total")).toMatchObject({ foods: [] });
  });

  it("quem, de onde e que time dizem da pessoa, nunca do prato ('minha colega', 'sou de Limeira', 'fã do Flamengo')", () => {
    expect(read("almocei com a Rosa, minha colega, arroz e frango grelhado").unread).toEqual([]);
    expect(read("sou de Limeira e hj almocei arroz, feijão e bife")).toMatchObject({ foods: ["Arroz branco cozido", "Feijão carioca cozido", expect.any(String)], unread: [] });
    expect(read("minha vizinha dona Rosa me deu uma fatia de bolo de fubá").unread).toEqual([]);
    expect(read("meu marido é fã do Flamengo e eu jantei uma omelete").unread).toEqual([]);
    expect(read("torço pro Palmeiras e comi pão com ovo")).toMatchObject({ foods: ["Pão com ovo"], unread: [] });
  });

  it("a cidade, o estado ou a praia onde comeu é um lugar, nunca comida ('aqui em Goiânia', 'em Salvador', 'Rio Branco')", () => {
    expect(read("comi uma pamonha doce agora, aqui em goiania é tradição").foods).toEqual(["Pamonha"]);
    expect(read("tô em Salvador, comi moqueca").foods).toEqual(["Moqueca baiana"]);
    expect(read("almoço em Rio Branco: arroz e peixe").foods).toEqual(["Arroz branco cozido", expect.not.stringMatching(/Cocada/)]);
    expect(read("comi um acarajé completo na orla de Itapuã")).toMatchObject({ foods: ["Acarajé completo (receita padrão)"], unread: [] });
    expect(read("jantei pizza em belo horizonte")).toMatchObject({ foods: ["Pizza"], unread: [] });
    expect(read("tomei tereré com a turma aqui em campo grande").foods).toEqual([expect.stringMatching(/^Chá mate/)]);
  });

  it("o verbo da refeição em qualquer tempo não é palavra desconhecida ('tô jantando', 'almoçando', 'ele jantou')", () => {
    expect(read("to jantando arroz, feijão e bife")).toMatchObject({ foods: ["Arroz branco cozido", "Feijão carioca cozido", expect.any(String)], unread: [] });
    expect(read("tô almoçando agora: arroz, feijão e ovo").unread).toEqual([]);
    expect(read("lanchando um pão de queijo e café")).toMatchObject({ foods: ["Pão de queijo", "Café"], unread: [] });
  });

  it("o nome de um lugar dentro do nome da comida continua comida ('queijo minas', 'chá de canela', 'barra de cereal')", () => {
    expect(read("comi 2 fatias de queijo minas").foods).toEqual([expect.stringMatching(/^Queijo minas/)]);
    expect(read("tomei chá de canela").foods).toEqual([expect.stringMatching(/^Chá/)]);
    expect(read("comi uma barra de cereal").foods).toEqual(["Barra de cereais"]);
  });

  it("a comida de verdade continua lida ('uma manga', 'chá de camomila', 'leite condensado', 'uva passa')", () => {
    expect(read("comi uma manga de sobremesa").foods).toEqual([expect.stringMatching(/^Manga/)]);
    expect(read("tomei um chá de camomila").foods).toEqual([expect.stringMatching(/^Chá/)]);
    expect(read("açaí com leite condensado e uva passa").foods).toEqual([expect.stringMatching(/^Açaí/), "Leite condensado", "Uva passa"]);
  });

  it("'pé na jaca' e 'chutei o balde' dizem que exagerou, sem jaca nem pé de moleque; o bar 'o Limão' é um lugar", () => {
    expect(read("ontem enfiei o pé na jaca na pizza, comi 4 fatias")).toEqual({ foods: ["Pizza"], unread: [] });
    expect(read("pé na jaca total hj, comi 3 brigadeiro e um pedaço de bolo").unread).toEqual([]);
    expect(read("chutei o balde no fds, comi um hamburguer e batata frita")).toEqual({ foods: ["Hambúrguer (sanduíche)", "Batata frita"], unread: [] });
    expect(read("comi uma jaca inteira").foods).toEqual(["Jaca"]);
    expect(read("fui no bar o Limão com as amigas e tomei 3 chopps").foods).toEqual(["Cerveja"]);
    expect(read("jantei no restaurante Laranjeira, comi um file com fritas").foods).toHaveLength(2);
    expect(read("tomei suco de limão no bar").foods).toEqual([expect.stringMatching(/limão/)]);
  });
});
