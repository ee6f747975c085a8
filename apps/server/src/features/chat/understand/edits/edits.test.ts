import { analyze } from "@nutriguia/nutrition";
import { describe, expect, it } from "vitest";
import { editMeal } from "../meal-edits";
import { editInClauses } from "../meal-edits-chained";
import { editText } from "./edit-text";
import { readMealMove } from "./meal-move";

const foods = (text: string) => analyze(text).items.map((i) => `${i.food}:${i.grams}`);
const edited = (message: string, meal: string) => foods((editInClauses(message, meal) ?? editMeal(message, meal) ?? editInClauses(message, meal, 1))!.text);

/** Wednesday 2 December 2026, 15:00 in São Paulo. */
const WEDNESDAY = new Date("2026-12-02T18:00:00Z");
const move = (message: string) => readMealMove(editText(message), WEDNESDAY);

describe("edits as Brazilians type them", () => {
  it("reads 'era a de berinjela' as 'era de berinjela': the lasagna of the plate becomes the eggplant one, never an eggplant", () => {
    const plate = "almocei no quilo, deu 450 g: arroz, feijao, salada, lasanha e frango grelhado";
    expect(editMeal("a lasanha era a de berinjela, nao de carne", plate)?.change).toBe("troquei lasanha por lasanha de berinjela");
    expect(editMeal("o pastel era o de queijo", "comi um pastel de carne e um caldo de cana")?.change).toBe("troquei pastel de carne por pastel de queijo");
  });

  it("reads shorthand and reasons around the edit: 'n comi', 'n era', 'nem comi, dei pro cachorro'", () => {
    expect(edited("n comi o camarao, tirei tudo", "arroz, feijão, farofa e camarão").join(" ")).not.toMatch(/Camar/);
    expect(edited("o camarão n comi, tirei tudo pro lado", "arroz, feijão, farofa e camarão").join(" ")).not.toMatch(/Camar/);
    expect(edited("n era pratao, foi meio prato mais ou menos", "arroz carreteiro, um pratão, e uma salada de tomate")[0]).toBe("Arroz carreteiro:100");
  });

  it("takes the amount said over the card's: one spoon, half of what was put, grams, mini and a count", () => {
    expect(edited("a farinha foi só uma colher", "arroz, feijão, 2 colheres de farinha de mandioca e bife")).toContain("Farinha de mandioca:16");
    expect(edited("o arroz era metade do q vc colocou", "4 colheres de arroz, 1 concha de feijão e bife")).toContain("Arroz branco cozido:50");
    expect(edited("o cuscuz foi metade daquele prato, uns 100g so", "cuscuz com ovo e queijo coalho, um cafezinho")).toEqual(["Cuscuz de milho:100", "Ovo cozido:50", "Queijo coalho:45", "Café:50"]);
    expect(edited("eram mini pao de queijo, uns 10", "4 pão de queijo e café com leite")).toEqual([...foods("10 mini pão de queijo"), "Café com leite:200"]);
    expect(edited("eram 3 latinhas", "2 latinha de cerveja e uma porção de mandioca frita")).toContain("Cerveja:1050");
    // Two 473 ml cans stay two cans.
    expect(edited("o latao era de 473", "2 latao de cerveja")).toEqual(["Cerveja:946"]);
  });

  it("reads two amounts in one message, 'dobra o arroz', 'coloca 2 ovos fritos tb' and 'foi 1 pacote inteiro'", () => {
    expect(edited("o feijão foi 2 conchas e o arroz 3 colheres", "arroz, feijao, bife e uma coca lata").slice(0, 2)).toEqual(["Arroz branco cozido:75", "Feijão carioca cozido:280"]);
    expect(edited("dobra o arroz", "arroz, feijao e frango grelhado")[0]).toBe("Arroz branco cozido:200");
    expect(edited("o arroz foi metade", "arroz, feijao e frango grelhado")[0]).toBe("Arroz branco cozido:50");
    expect(edited("coloca 2 ovos fritos tb", "arroz, feijao e frango grelhado")).toContain("Ovo frito:100");
    expect(edited("bota ai um suco de laranja", "arroz e feijao")).toEqual([...foods("arroz e feijao"), ...foods("um suco de laranja")]);
    expect(editMeal("foi 1 pacote inteiro", "jantei miojo")!.change).toBe("miojo: 1 pacote");
  });

  it("counts the share eaten ('a pizza dividi com 3 amigo') once, a handful as a spoon, and a '600' soda as 600 ml", () => {
    expect(edited("a pizza dividi com 3 amigo", "2 fatias de pizza de calabresa e uma coca")[0]).toBe("Pizza calabresa:45");
    expect(edited("metade, dividi com minha namorada", "uma cuia de açai de 500ml com granola")[0]).toBe("Açaí com xarope de guaraná:250");
    expect(edited("a batata palha foi so um punhadinho", "strogonoff de frango, arroz e batata palha")).toContain("Batata palha:13.5");
    expect(edited("e um refri 600 tb", "um x-salada")).toContain("Refrigerante de cola:600");
  });

  it("reads what the card's one food was and its size without naming it ('eram de frango', 'e eram grandes'), and no question as an edit", () => {
    expect(edited("era de queijo", "comi 2 pastéis de carne")).toEqual(["Pastel de queijo:160"]);
    expect(edited("e eram grandes", "jantei 2 coxinha")).toEqual(foods("2 coxinhas grandes"));
    expect(edited("e eram daqueles gigante, tipo o dobro do normal", "jantei 2 coxinha")).toEqual(foods("2 coxinha gigante"));
    expect(edited("e eram gigantes", "almocei 3 coxinha e um suco de laranja")).toEqual(foods("3 coxinha gigantes e um suco de laranja"));
    expect(edited("na verdade foram 5, mas daqueles pequenininhos de festa. é mto?", "lanche: 3 pão de queijo medio e um cafezinho")[0]).toBe(foods("5 pão de queijo pequenininhos")[0]);
    expect(edited("o arroz foi 4 colher de sopa so, nao um prato", "arroz com pequi e uma coxa de frango assada")[0]).toBe(foods("4 colher de sopa de arroz com pequi")[0]);
    expect(editMeal("ah e o cafe com leite era sem açucar", "cuscuz com ovo e cafe com leite")).toBeNull();
    expect(editInClauses("e qual é melhor, o bife ou frango?", "arroz, feijao, bife e salada", 1)).toBeNull();
  });

  it("swaps a food, a filling or an ingredient inside a dish without adding a new line", () => {
    expect(edited("e troca a salada por maionese de batata, foi isso msm kkk", "arroz carreteiro e uma salada de tomate")).toEqual(["Arroz carreteiro:200", "Salada de maionese:114"]);
    expect(edited("pera, era com ovo nao queijo", "tapioca com queijo coalho")).toEqual(["Tapioca simples:70", "Ovo cozido:50"]);
    expect(edited("e o bife era de frango", "arroz, feijão, bife")).toContain("Peito de frango sem pele grelhado:100");
    expect(edited("tira o frango, era só legumes", "sopa de legumes com frango, um prato fundo")).toEqual(["Sopa (legumes, carne, etc.):520"]);
    expect(editMeal("tira o frango, era só legumes", "sopa de legumes com frango, um prato fundo")!.change).toBe("tirei frango: ficou sopa de legumes");
  });
});

describe("moving the card to another meal or day", () => {
  it("reads the day said, the latest one up to today, and what today is said to be is not the day of the meal", () => {
    expect(move("era no domingo")).toMatchObject({ meal: null, consumedOn: "2026-11-29", said: "passei para domingo, 29/11" });
    expect(move("foi ontem")).toMatchObject({ meal: null, consumedOn: "2026-12-01", said: "passei para ontem" });
    expect(move("coloca como almoço de domingo, hj é quarta")).toMatchObject({ meal: "LUNCH", consumedOn: "2026-11-29" });
    expect(move("e bota ai q foi no almoço, nao na janta")).toMatchObject({ meal: "LUNCH", said: "passei para o almoço" });
    expect(move("passa esse almoço pro jantar, comi tarde")).toMatchObject({ meal: "DINNER", said: "passei para o jantar" });
    expect(move("muda esse lanche pra ceia")).toMatchObject({ meal: "SUPPER" });
    expect(move("ah isso foi ontem de tarde, n hj. coloca como lanche de ontem")).toMatchObject({ meal: "AFTERNOON_SNACK", consumedOn: "2026-12-01" });
    expect(move("quarta")?.consumedOn).toBe("2026-12-02");
    expect(move("anteontem a noite")).toMatchObject({ meal: "DINNER", consumedOn: "2026-11-30" });
  });

  it("reads the meal said, on the same day", () => {
    expect(move("coloca como jantar")).toMatchObject({ meal: "DINNER", consumedOn: null, said: "passei para o jantar" });
    expect(move("muda pro café da manhã")).toMatchObject({ meal: "BREAKFAST" });
    expect(move("era a ceia")).toMatchObject({ meal: "SUPPER", said: "passei para a ceia" });
  });

  it("is no move when the message names a food or says something else", () => {
    expect(move("e no jantar tomei uma sopa")).toBeNull();
    expect(move("ontem comi arroz e feijão")).toBeNull();
    expect(move("tira o feijão")).toBeNull();
    expect(move("isso foi muito?")).toBeNull();
  });
});
