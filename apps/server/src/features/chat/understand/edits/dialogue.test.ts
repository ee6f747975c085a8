import { analyze } from "@nutriguia/nutrition";
import { describe, expect, it } from "vitest";
import { foldText } from "../../chat.text";
import { editMeal } from "../meal-edits";
import { SENT_BY_MISTAKE } from "../card-intents";
import { appliedWhatIf, imagineCard, readWhatIf } from "../what-if";
import { undoEdit } from "./undo";

const foods = (text: string) => analyze(text).items.map((i) => `${i.food}:${i.grams}`);
const edited = (message: string, meal: string) => foods(editMeal(message, meal)!.text);

/** Issue 27: the pending card is a state the person edits, takes edits back from, and asks about without changing it. */
describe("an undo takes back the last correction, however it is said", () => {
  const history = ["arroz, feijao, bife, 1 lata de coca", "arroz, feijao, bife"];
  it.each(["volta", "desfaz", "pera, volta", "nao, deixa como tava", "pode voltar como estava", "esquece o que eu falei", "ignora o que eu disse", "volta atras", "cancela a ultima correcao", "era como antes"])("'%s' gives the card before the last correction", (said) => {
    expect(undoEdit(said, history)?.text).toBe(history[0]);
  });

  it("takes back only the last correction, and nothing when there was none", () => {
    const three = ["arroz, feijao, frango, farofa", "arroz, feijao, frango", "arroz, feijao, peixe"];
    expect(undoEdit("desfaz", three)?.text).toBe(three[1]);
    expect(undoEdit("volta", ["arroz, feijao"])).toBeNull();
    // A food named is brought back, not the last correction undone.
    expect(undoEdit("volta a farofa", three)?.text).toBe("arroz, feijao, peixe, farofa");
  });
});

describe("a what-if about the card is answered and leaves it as it is", () => {
  it("reads the question shapes, and 'e sem o refri' said without a question is an edit", () => {
    expect(readWhatIf("e sem o refri", true)?.edits[0]).toBe("tira refri");
    expect(readWhatIf("sem a farofa quanto fica", true)?.edits[0]).toBe("tira farofa");
    expect(readWhatIf("quanto ficaria sem o arroz", false)?.edits[0]).toBe("tira arroz");
    expect(readWhatIf("e se fosse de 300", true)?.edits[0]).toBe("era de 300");
    expect(readWhatIf("e se fossem so 2", true)?.edits[0]).toBe("foram so 2");
    expect(readWhatIf("nossa e se eu tivesse pedido o de 300", true)?.edits[0]).toBe("era o de 300");
    expect(readWhatIf("e sem o refri", false)).toBeNull();
    expect(readWhatIf("tira o refri", true)).toBeNull();
  });

  it("imagines the card: one food out, a size, a count, and two what-ifs in a row", () => {
    const meal = "pf com arroz feijao bife e batata frita e uma coca lata";
    expect(foods(imagineCard(foldText("quanto ficaria sem a batata?"), true, meal, null)!.text!).join(" ")).not.toMatch(/Batata/);
    const both = imagineCard(foldText("e sem a coca tb?"), true, meal, "quanto ficaria sem a batata?")!;
    expect(foods(both.text!).join(" ")).not.toMatch(/Batata|Refrigerante/);
    expect(both.ask.label).toBe("Sem batata e sem coca");
    expect(foods(imagineCard("e se fossem so 2", true, "3 pao de queijo e um cafe com leite", null)!.text!)).toContain("Pão de queijo:60");
    expect(foods(imagineCard("e se fosse de 300", true, "um acai de 500 com leite condensado", null)!.text!)[0]).toMatch(/:300$/);
  });
});

describe("counts, shares and additions said another way", () => {
  it("a count said against the card's: 'em vez de', 'e não', 'foi só uma'", () => {
    expect(edited("foram 2 em vez de 3", "3 coxinhas e um refri")).toContain("Coxinha:200");
    expect(edited("2 em vez de 3", "3 coxinhas e um refri")).toContain("Coxinha:200");
    expect(edited("comi 2 coxinhas e nao 3", "3 coxinhas e um refri")).toContain("Coxinha:200");
    expect(edited("a linguica foi so uma", "arroz, feijao preto, 2 linguica toscana e couve").filter((f) => f.startsWith("Ling"))).toEqual(["Lingüiça porco grelhada:80"]);
    expect(edited("foram 2", "3 pao de queijo e um cafe com leite")).toContain("Pão de queijo:60");
  });

  it("a diminutive names the card's food: 'o paozinho', 'biscoitinho', 'a sopinha'", () => {
    expect(edited("foram 4 paozinho", "2 paozinho de queijo e um cafe com leite")).toContain("Pão de queijo:120");
    expect(edited("foram 4 biscoitinho", "um cafezinho com 2 biscoito de agua e sal").join(" ")).toMatch(/Biscoito cream cracker:20/);
    expect(edited("a sopinha foi um prato fundo", "sopa de abobora com gengibre e 2 torrada")[0]).toMatch(/:520$/);
  });

  it("'metade do prato' halves what is on the plate: the soup alone, or the foods but not the drink", () => {
    const soup = edited("foi metade do prato", "uma sopa de legumes e 2 torradas");
    expect(soup).toContain("Torrada:20");
    expect(soup[0]).toMatch(/^Sopa.*:162\.5$/);
    const pf = edited("comi so metade do prato", "arroz feijao bife e uma coca");
    expect(pf).toContain("Arroz branco cozido:50");
    expect(pf).toContain("Refrigerante de cola:350");
  });

  it("'teve mais uma fatia' counts the measure up; 'esqueci, teve…' adds", () => {
    expect(edited("e teve mais uma fatia", "2 fatia de pizza e uma cerveja lata")[0]).toBe("Pizza:300");
    expect(edited("esqueci, teve um pudim de sobremesa", "arroz feijao bife e salada").join(" ")).toMatch(/Pudim/);
    expect(edited("putz esqueci q comi uma banana", "arroz feijao bife e salada").join(" ")).toMatch(/Banana/);
  });
});

describe("the food the correction names, among foods that share a word", () => {
  it("takes the food with the most of the words said: 'o pão francês' is not the pão de queijo", () => {
    const meal = "pao de queijo, pao frances com manteiga e cafe";
    expect(edited("tira o pao frances", meal).join(" ")).toMatch(/Pão de queijo/);
    expect(edited("tira o pao frances", meal).join(" ")).not.toMatch(/manteiga/);
    expect(edited("tira o pao de queijo", meal).join(" ")).not.toMatch(/Pão de queijo/);
    expect(edited("o queijo era mussarela", "pao com queijo minas e um pao de queijo").join(" ")).toMatch(/mussarela.*Pão de queijo/);
  });

  it("'ops não, era grelhado' answers the card: the one food said with a preparation takes the new one", () => {
    expect(edited("ops nao, era grelhado mesmo", "arroz, feijao e frango frito").join(" ")).toMatch(/grelhado/);
    expect(edited("não, era frito", "arroz, feijao e frango grelhado").join(" ")).toMatch(/frito/);
    expect(edited("era assado", "arroz, salada e frango cozido").join(" ")).toMatch(/assad/);
  });
});

describe("a swap or a size keeps what was eaten", () => {
  it("'o queijo não era coalho, era minas' keeps the slice eaten, never the other cheese's own portion", () => {
    expect(edited("o queijo nao era coalho, era minas frescal", "uma tapioca com queijo coalho e presunto")).toContain("Queijo minas frescal:45");
    expect(edited("o queijo nao era prato, era mussarela", "pao frances com 1 fatia de queijo prato")).toContain("Queijo mussarela:20");
  });

  it("'era o de 700ml' resizes the açaí, whose leite em pó or leite condensado is no second drink", () => {
    expect(edited("era o de 700ml nao o de 300", "um acai com granola e leite em po")[0]).toMatch(/:700$/);
    expect(edited("era de 500", "um acai com leite condensado e banana")[0]).toMatch(/:500$/);
    expect(edited("a tigela era de 500", "uma tigela de acai com granola")[0]).toMatch(/:500$/);
  });
});

describe("a what-if taken up, an undo of all, a card sent by mistake", () => {
  const pf = "PF com arroz feijao bife batata frita e um guarana lata";
  it("two what-ifs in one question, then 'faz isso então', 'pode fazer', 'ok muda assim' apply them", () => {
    const ask = "e se eu tirar o guarana e trocar a batata frita por salada, quanto economizo?";
    expect(readWhatIf(foldText(ask))?.edits).toHaveLength(2);
    for (const yes of ["beleza faz isso entao", "pode fazer", "ok muda assim", "isso faz assim"]) {
      const text = appliedWhatIf(yes, pf, ask);
      expect(foods(text!).join(" "), yes).not.toMatch(/Batata frita|Guaraná/);
    }
    expect(appliedWhatIf("pode registrar", pf, ask)).toBeNull();
    expect(appliedWhatIf("faz isso entao", pf, "e o feijao, engorda?")).toBeNull();
  });

  it("'desfaz as duas', 'volta tudo como era no começo' give the card as first told", () => {
    const history = ["arroz, feijao, bife, salada", "arroz, feijao, bife", "arroz, feijao"];
    for (const said of ["desfaz as duas", "volta tudo como era no comeco", "esquece tudo que eu falei", "volta ao original"]) expect(undoEdit(said, history)?.text, said).toBe(history[0]);
  });

  it("'mandei errado', 'não era pra mandar isso', 'quem comeu foi meu marido' say the card is not the person's", () => {
    for (const said of ["ops mandei errado desfaz isso quem comeu foi meu marido", "nao era pra mandar isso", "mandei sem querer", "quem comeu foi minha filha"]) expect(SENT_BY_MISTAKE.test(said), said).toBe(true);
    expect(SENT_BY_MISTAKE.test("o pastel de palmito meu marido que comeu")).toBe(false);
  });

  it("a container said against the card's ('era long neck não latão') and what a drink was not ('e não laranja') are read", () => {
    expect(edited("era long neck nao latao", "2 latao de brahma e uma porcao de calabresa")[0]).toBe("Cerveja:710");
    expect(edited("eram long neck", "3 heineken")[0]).toBe("Cerveja:1065");
    const juice = edited("nao nao, o suco era de maracujá e nao laranja", "sopa de legumes com frango, 2 torradas e um suco de laranja");
    expect(juice.join(" ")).toMatch(/maracujá/);
    expect(juice.join(" ")).not.toMatch(/Laranja/);
  });
});

describe("a count and a size said together", () => {
  it("'era 1 pão de queijo só, mas grandão', 'foram 2 coxinhas mas bem pequenas', 'a coxinha era enorme' keep both", () => {
    const big = edited("na vdd era 1 pao de queijo so, mas grandao daqueles de padaria", "2 pao de queijo, cafe com leite e um mamao papaya");
    const one = Number(big[0]!.split(":")[1]);
    expect(big[0]).toMatch(/^Pão de queijo:/);
    expect(one).toBeGreaterThan(Number(edited("foi 1 pao de queijo", "2 pao de queijo, cafe com leite")[0]!.split(":")[1]));
    const small = edited("foram 2 coxinhas mas bem pequenas", "3 coxinha e um suco")[0]!;
    expect(Number(small.split(":")[1])).toBeLessThan(Number(edited("foram 2 coxinhas", "3 coxinha e um suco")[0]!.split(":")[1]));
    expect(Number(edited("a coxinha era enorme", "1 coxinha e um suco")[0]!.split(":")[1])).toBeGreaterThan(Number(foods("1 coxinha")[0]!.split(":")[1]));
  });
});

describe("a portion shared, said by who ate it", () => {
  it("'a porção foi só eu e minha namorada', 'a porção foi dividida em 2', 'a pizza foi pra nós três' count the person's share", () => {
    const meal = "2 latao de brahma e uma porcao de calabresa";
    const whole = Number(foods(meal)[1]!.split(":")[1]);
    for (const said of ["e a porcao na vdd foi so eu e minha namorada", "a porcao foi dividida em 2", "a calabresa dividi com minha namorada"]) {
      expect(edited(said, meal)[1], said).toBe(`${foods(meal)[1]!.split(":")[0]}:${Math.round(whole / 2)}`);
    }
    const pizza = Number(foods("uma pizza grande de calabresa")[0]!.split(":")[1]);
    expect(edited("a pizza foi pra nos tres", "uma pizza grande de calabresa")[0]).toMatch(new RegExp(`:${Math.round(pizza / 3)}$`));
  });
});

describe("a PF whose rice, beans and salad the engine wrote out", () => {
  it("an edit of one food keeps the plate's sides: 'a coca era de 600ml', 'tira a coca', 'o arroz foi 2 colheres'", () => {
    const pf = "almocei pf de frango e uma coca";
    const sides = (list: string[]) => list.filter((f) => /^(Arroz|Feijão|Salada)/.test(f)).length;
    expect(sides(foods(pf))).toBe(3);
    expect(sides(edited("a coca era de 600ml", pf))).toBe(3);
    expect(sides(edited("tira a coca", pf))).toBe(3);
    expect(edited("o arroz foi 2 colheres", "comi um pf de bife com batata frita").join(" ")).toMatch(/Feijão.*Salada/);
  });
});

describe("a plate weighed as a whole", () => {
  it("'tira o feijão' on a 500 g marmitex leaves the other foods at the grams the plate gave them", () => {
    const meal = "peguei uma marmitex de 500g com arroz, feijao e strogonoff";
    const before = foods(meal);
    const after = edited("tira o feijao", meal);
    expect(after.join(" ")).not.toMatch(/Feijão/);
    expect(after).toEqual(before.filter((f) => !f.startsWith("Feijão")));
    expect(edited("o arroz foi metade", meal)).toHaveLength(3);
  });
});

