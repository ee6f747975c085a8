import { describe, expect, it } from "vitest";
import { analyze } from "../analyze/analyze";

/** What people say around a meal (where, when, with whom, how they felt) is never a food, and never hides one. */
function read(text: string) {
  const analysis = analyze(text);
  return { foods: analysis.items.map((i) => i.food), grams: analysis.items.map((i) => i.grams), unread: analysis.unread };
}

describe("lugar, hora, companhia e sentimento em volta da refeição", () => {
  it("'na casa da minha avó', 'com o pessoal do trabalho', 'no cinema' não engolem o que vem antes nem depois", () => {
    expect(read("jantei strogonoff na casa da minha avó")).toMatchObject({ foods: [expect.stringMatching(/^Estrogonofe|^Strogonoff/i)], unread: [] });
    expect(read("almocei com o pessoal do trabalho um prato de lasanha")).toMatchObject({ foods: ["Lasanha"], unread: [] });
    expect(read("comi pipoca no cinema com a Juliana e tomei um guaraná")).toMatchObject({ foods: [expect.stringMatching(/^Pipoca/), "Guaraná"], unread: [] });
    expect(read("na barraquinha da esquina comi um pastel de carne")).toMatchObject({ foods: ["Pastel de carne"], unread: [] });
  });

  it("dia da semana, festa e estado de espírito somem sem virar alimento", () => {
    expect(read("sexta-feira no happy hour comi batata frita")).toMatchObject({ foods: [expect.stringMatching(/^Batata frita/)], unread: [] });
    expect(read("no sábado de manhã, morrendo de fome, comi dois pães com ovo")).toMatchObject({ unread: [] });
    expect(read("tava triste e ataquei um pote de sorvete").unread).toEqual([]);
    expect(read("fiquei ansiosa e comi 3 bombons").unread).toEqual([]);
    expect(read("no fim de semana com a família rolou uma feijoada")).toMatchObject({ foods: ["Feijoada"], unread: [] });
  });

  it("verbos de quem conta ('tava', 'rolou', 'bati', 'mandei ver numa') não viram alimento nem levam a medida", () => {
    expect(read("mandei ver numa tigela de açaí").grams).toEqual([300]);
    expect(read("rolou um pf de frango grelhado").unread).toEqual([]);
    expect(read("bati um suco de maracujá no liquidificador").foods).toEqual([expect.stringMatching(/^Suco de maracujá/)]);
    expect(read("tava com pressa, fui de coxinha")).toMatchObject({ foods: ["Coxinha"], unread: [] });
  });

  it("o nome da região junto do prato não vira fruta nem outro alimento", () => {
    expect(read("pamonha goiana").foods).toEqual(["Pamonha"]);
    expect(read("um prato de galinhada goiana").foods).toEqual(["Galinhada"]);
    expect(read("cuscuz nordestino com manteiga").foods).toEqual(["Cuscuz de milho", "Manteiga"]);
    expect(read("moqueca capixaba").foods).toEqual(["Moqueca capixaba"]);
  });
});

describe("aberturas e conectores nunca engolem nem derrubam um alimento", () => {
  it("'de entrada', 'de prato principal', 'de acompanhamento' abrem o item seguinte", () => {
    expect(read("de entrada um caldinho de feijão, de prato principal peixe grelhado e de acompanhamento arroz branco")).toMatchObject({
      foods: ["Caldo de feijão", expect.stringMatching(/grelhad/), "Arroz branco cozido"],
      unread: [],
    });
  });

  it("'no meio da manhã', 'como lanche', 'de petisco' e 'pra beber' deixam a comida e a bebida inteiras", () => {
    expect(read("no meio da manhã uma fruta e pra beber um copo de água de coco")).toMatchObject({ foods: ["Fruta (não especificada)", "Água de coco"], unread: [] });
    expect(read("como lanche da tarde comi um pão de queijo acompanhado de um cafezinho").foods).toEqual(["Pão de queijo", "Café"]);
    expect(read("de petisco uma porção de calabresa acebolada e de beber 2 chopes").foods).toHaveLength(2);
  });

  it("'purê' sozinho é de batata e 'uma fruta' é fruta, não purê de tomate nem fruta-pão", () => {
    expect(read("frango grelhado com purê").foods).toEqual([expect.stringMatching(/^Peito de frango|^Frango/), "Purê de batata"]);
    expect(read("de sobremesa uma fruta").foods).toEqual(["Fruta (não especificada)"]);
  });
});

describe("nomes regionais e de rua viram o prato certo, não um pedaço dele", () => {
  it("sacolé, dindin e chup-chup são geladinho; bolo de rolo é rocambole; bolinho de macaxeira é o bolinho", () => {
    expect(read("dois sacolés de coco").foods).toEqual(["Geladinho"]);
    expect(read("um dindin de maracujá e um chup chup de uva").foods).toEqual(["Geladinho", "Geladinho"]);
    expect(read("uma fatia de bolo de rolo").foods).toEqual(["Rocambole"]);
    expect(read("porção de bolinho de macaxeira no bar").foods).toEqual(["Bolinho de aipim"]);
  });

  it("espiga de milho é milho cozido (assado quando dito), pastel de vento é só a massa frita", () => {
    expect(read("uma espiga de milho verde com manteiga").foods[0]).toBe("Milho cozido");
    expect(read("2 espigas de milho assado").foods).toEqual(["Milho (em grão) assado"]);
    expect(read("um pastel de vento").foods).toEqual(["Massa de pastel frita"]);
  });

  it("quentão, vinho quente, mungunzá, curau e pamonha são a comida de festa junina, não fragmentos", () => {
    expect(read("na festa junina comi uma pamonha, um curau e tomei dois quentões").foods).toEqual([
      "Pamonha", expect.stringMatching(/^Curau/), "Quentão (receita padrão)",
    ]);
    expect(read("um prato de mungunzá").foods).toHaveLength(1);
  });

  it("'um lanche' sem dizer o quê não é relatado como palavra não entendida", () => {
    expect(read("de tarde um lanche e depois uma maçã")).toMatchObject({ foods: ["Maçã"], unread: [] });
  });
});

describe("apps, redes, atividades e horas ditas com número não viram comida nem quantidade", () => {
  it("'pelo iFood', 'no McDonald's', 'durante o filme', 'na padaria do bairro' deixam só a comida", () => {
    expect(read("pedi pelo ifood um yakisoba").foods).toEqual([expect.stringMatching(/^Yakisoba|^Yakissoba/i)]);
    expect(read("durante a série comi um saco de pipoca")).toMatchObject({ foods: [expect.stringMatching(/^Pipoca/)], unread: [] });
    expect(read("comprei 3 pães na padaria do bairro").foods).toEqual(["Pão francês"]);
    expect(read("pedi um combo no Burger King").foods).not.toContain("Lombo de porco cru");
  });

  it("'às 10 da manhã', 'lá pelas 4 da tarde', 'depois de 1 hora de academia' e '2 horas de caminhada' não são porções", () => {
    expect(read("às 10 da manhã comi uma pera")).toMatchObject({ foods: [expect.stringMatching(/^Pera/)], grams: [expect.any(Number)], unread: [] });
    expect(read("lá pelas 4 da tarde tomei um iogurte").unread).toEqual([]);
    expect(read("depois de 1 hora de academia comi 3 ovos cozidos")).toMatchObject({ foods: ["Ovo cozido"], grams: [150], unread: [] });
    expect(read("fiz 2 horas de caminhada e comi uma maçã")).toMatchObject({ foods: ["Maçã"], unread: [] });
  });
});

describe("de quem era a comida, e como a refeição terminou", () => {
  it("'a marmita da minha mãe com…' é só o que estava dentro; 'da minha sobrinha' nunca vira milho", () => {
    expect(read("almocei a marmita da minha vó com arroz, feijão e bife").foods).toEqual(["Arroz branco cozido", "Feijão carioca cozido", expect.stringMatching(/^Contra-filé|^Bife/)]);
    expect(read("comi um bolo no aniversário da minha afilhada")).toMatchObject({ foods: [expect.stringMatching(/^Bolo/)], unread: [] });
    expect(read("comi meia pizza sozinha").unread).toEqual([]);
  });

  it("'pra fechar', 'por último', 'no final', 'de saideira' abrem o último item", () => {
    expect(read("e pra fechar um cafezinho").foods).toEqual(["Café"]);
    expect(read("por último um picolé de limão").foods).toHaveLength(1);
    expect(read("de saideira uma dose de cachaça")).toMatchObject({ foods: ["Cachaça"], grams: [50], unread: [] });
  });
});
