import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const last = async (...messages: string[]) => (await replyTexts(app, ...messages)).at(-1)!;

/** Risk said in everyday words, a turn or two after what makes it a risk (issue 27, wave 2 of decision 150). */
describe("risk said plainly, across turns", () => {
  it.each([
    ["meu filho tem alergia a leite", "ele tomou um iogurte na escola", "agora ficou cheio de placa vermelha e ta respirando chiado"],
    ["minha filha tem alergia a ovo", "ela comeu bolo na vizinha", "ta com a garganta arranhando e tossindo sem parar"],
    ["meu bebe tem alergia a proteina do leite", "deram requeijao pra ele", "vomitou e ficou mole"],
    ["tenho alergia a camarao", "comi um acaraje", "to com o rosto todo empipocado e o labio grosso"],
  ])("allergic signs in everyday words after the food, with the allergy known, are the emergency: %s / %s / %s", async (...messages) => {
    const reply = await last(...messages);
    expect(reply).toContain("anafilaxia");
    expect(reply).toContain("192");
    expect(reply).not.toContain("fora do que eu faço");
    expect(reply).not.toContain("não provoque o vômito");
  });

  it("a food given for the first time, then redness and a swollen mouth, is the emergency with no allergy known", async () => {
    const reply = await last("dei amendoim pro meu filho pela primeira vez", "ele ta todo vermelho e com a boca inchada");
    expect(reply).toContain("anafilaxia");
    expect(reply).toContain("192");
  });

  it("a cough of days after an ordinary meal, with an allergy known, is not the emergency", async () => {
    expect(await last("tenho alergia a camarao", "comi arroz e feijao no almoco", "to com tosse faz 3 dias, que cha e bom?")).not.toContain("anafilaxia");
  });

  it("on a sulfonylurea, a day of soup only to make up for a meal gets the low blood sugar warning, not a card", async () => {
    const reply = await last("tomo gliclazida de manha", "vou ficar so com sopa hoje pra compensar o churrasco de ontem");
    expect(reply).toContain("hipoglicemia");
    expect(reply).not.toContain("Analisei sua refeição");
  });

  it.each([
    ["faco hemodialise 3x por semana", "agua de coco a vontade?", "não são à vontade"],
    ["meu pai faz dialise", "ele pode tomar bastante suco de laranja?", "potássio"],
    ["to na hemodialise", "ta mto calor, posso beber bastante agua pra me hidratar?", "não beba à vontade"],
  ])("on dialysis, fluids and potassium asked casually get the team's limits: %s / %s", async (said, asked, answer) => {
    const reply = await last(said, asked);
    expect(reply).toContain(answer);
    expect(reply).toContain("nefrologia");
  });

  it("with kidney stones, drinking plenty of water is not limited", async () => {
    expect(await last("tenho pedra nos rins", "posso beber bastante agua?")).not.toContain("não beba à vontade");
  });

  it("on a sulfonylurea, 'um dia só de frutas' is a much smaller day, with the low blood sugar warning", async () => {
    expect(await last("tomo glibenclamida", "vou fazer um dia so de frutas pra desinchar")).toContain("hipoglicemia");
  });

  it.each([
    ["faco crossfit 6x por semana", "to ingerindo 1100 kcal, suave?", "1100 kcal por dia é pouco demais"],
    ["corro 60 km por semana", "e to comendo umas 1300 kcal pra secar, de boa?", "1300 kcal por dia é pouco demais"],
    ["jogo volei todo dia e faco musculacao", "to comendo so 1000 calorias, normal?", "1000 kcal por dia é pouco demais"],
  ])("an athlete eating very little and asking if it is fine gets low energy availability: %s / %s", async (said, asked, answer) => {
    const reply = await last(said, asked);
    expect(reply).toContain(answer);
    expect(reply).toContain("RED-S");
  });

  it.each([
    ["to gravida de 5 meses", "vou comer so salada ate o fim da gravidez pra nao engordar"],
    ["gravidinha aqui, 20 semanas", "vou cortar o carbo ate ganhar nenem"],
  ])("a restriction in pregnancy is answered with no restriction and the obstetrician: %s / %s", async (...messages) => {
    const reply = await last(...messages);
    expect(reply).toContain("Não faça essa restrição na gravidez");
    expect(reply).toContain("obstetra");
  });

  it("pregnant, only fruit at a snack is an ordinary snack", async () => {
    expect(await last("to gravida", "como so fruta no lanche da tarde, ta ok?")).not.toContain("Não faça essa restrição");
  });

  it.each(["fico dias comendo quase nada e depois como tudo escondido", "passo o dia sem comer e de noite ataco a geladeira ate passar mal, dai no outro dia nao como de novo"])(
    "a restrict-and-binge cycle told casually gets care: %s",
    async (said) => {
      const reply = await last(said);
      expect(reply).toContain("CVV");
      expect(reply).toContain("CAPS");
    },
  );
});

/** What looked like risk and was not, or was not only (issue 27, wave 2 of decision 150). */
describe("over-reads answered as asked", () => {
  it("training at 5 in the morning without eating gets the training answer, not crisis lines", async () => {
    const reply = await last("vou treinar as 5 da manha sem comer nada");
    expect(reply).not.toContain("CVV");
    expect(reply).toContain("treino");
  });

  it.each(["me sinto culpada toda vez que como doce", "sempre que como chocolate bate uma culpa enorme", "fico com peso na consciencia quando como pizza"])("guilt about eating gets a kind word, no crisis lines and no card: %s", async (said) => {
    const reply = await last(said);
    expect(reply).toContain("é muito comum, mas comer isso não é errar");
    expect(reply).not.toContain("Analisei sua refeição");
    expect(reply).not.toContain("CVV");
  });

  it("'não sei se vale a pena continuar' after a slip is answered gently, asked back, with CVV", async () => {
    const reply = await last("sai da dieta o fds todo", "sinceramente nao sei se vale a pena continuar");
    expect(reply).toContain("Se você quis dizer algo maior");
    expect(reply).toContain("CVV (188)");
    expect(reply).toContain("Como você está se sentindo agora?");
    expect(reply).not.toContain("fora do que eu faço");
  });

  it("'vale a pena continuar tomando whey?' is a question about whey", async () => {
    expect(await last("vale a pena continuar tomando whey?")).not.toContain("CVV");
  });
});
