import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 194: another person's facts kept apart from the person's own (a child's allergy, a husband's, a
 * relative not eating), risk replies that no longer misfire (a prescribed pen, a slimming pill asked about), and the
 * warnings that were missing (a day without food to make up, alcohol when a pregnancy may have begun, choking, purging
 * then "qual engorda menos?", a teenager's protein, a teenager's diet asked again).
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = async (...messages: string[]) => (await converse(app, ...messages)).map((r) => r.message);
const CRISIS_BLOCK = "Não vou sugerir números, restrições ou metas agora";

describe("another person's facts are theirs", () => {
  it("a toddler's milk allergy is said back as the child's, and her party cake carries it", async () => {
    const [said, cake] = await talk("minha filha de 1 ano e 4 meses tem APLV", "qual bolo posso fazer pro aniversario dela?");
    expect(said).toContain("Alergia **da criança** a **leite");
    expect(said).not.toContain("Salvar no meu perfil");
    expect(cake).toMatch(/_Lembrando a alergia da criança:_|ALÉRGICOS: CONTÉM LEITE/);
    expect(cake).not.toMatch(/sua alergia|você tem alergia/);
  });

  it("a child's egg allergy told by the parent is acknowledged, not set aside as someone else's news", async () => {
    const [said] = await talk("meu menino de 3 anos tem alergia a ovo");
    expect(said).toContain("Alergia **da criança** a **ovo**");
    expect(said).not.toContain("isso é sobre essa pessoa");
  });

  it("the parent's own peanut allergy is not the child's", async () => {
    const [, asked] = await talk("tenho alergia a amendoim", "minha filha de 6 anos pode comer paçoca?");
    expect(asked).not.toContain("Como você tem alergia");
  });

  it("a wife's wheat allergy keeps wheat out of what she may eat", async () => {
    const [, snack] = await talk("minha esposa tem alergia a trigo", "o que ela pode comer no cafe da manha?");
    expect(snack).not.toMatch(/\*\*p[aã]o integral/i);
    expect(snack).toMatch(/tirei desta resposta: [^\n]*trigo/);
  });

  it("a grandfather's kidney disease: his protein is the nephrologist's, far below an athlete's", async () => {
    const [, asked] = await talk("meu avo tem insuficiencia renal", "quanta proteina ele deve comer?");
    expect(asked).toContain("nefrologista");
    expect(asked).toContain("0,6 a 0,8 g por kg");
  });

  it("a sister days without eating gets how urgent it is, not care addressed to the one writing", async () => {
    const [reply] = await talk("minha irma ta sem comer faz 4 dias, o que eu faco");
    expect(reply).toContain("**Atendimento hoje**");
    expect(reply).not.toContain("Sinto muito que você esteja passando por isso");
  });

  it("a mother with diabetes who is barely eating: low blood sugar first, with who to see", async () => {
    const [reply] = await talk("minha mae tem diabetes e nao ta comendo direito, anda fraca");
    expect(reply).toContain("o açúcar no sangue pode cair");
    expect(reply).toContain("15 g de açúcar rápido");
    expect(reply).not.toContain("Não tenho uma resposta verificada");
  });
});

describe("risk replies that no longer misfire", () => {
  it("vomiting on a prescribed pen is a side effect, not purging", async () => {
    const [reply] = await talk("comecei mounjaro mes passado e vomitei hoje de manha");
    expect(reply).not.toContain("CVV");
    expect(reply).toContain("**Avise o médico que receitou hoje**");
  });

  it("a pen the doctor prescribed is met with how to eat with it, not a refusal", async () => {
    const [reply] = await talk("meu endocrino passou ozempic, to sem fome nenhuma");
    expect(reply).toContain("comer o suficiente, mesmo com pouca fome");
    expect(reply).not.toContain("Não posso indicar, dosar");
  });

  it("a slimming pill asked about gets the medicine's refusal, not the crisis reply", async () => {
    const [reply] = await talk("da pra tomar sibutramina pra perder peso?");
    expect(reply).toContain("Não posso indicar, dosar nem avaliar remédios");
    expect(reply).not.toContain(CRISIS_BLOCK);
  });
});

describe("warnings that were missing", () => {
  it("a day without food to make up for a binge: eat the usual meals today", async () => {
    const [, reply] = await talk("exagerei demais no rodizio ontem", "hoje vou passar o dia sem comer pra compensar");
    expect(reply).toContain("**Não fique sem comer para compensar.**");
  });

  it("trying to get pregnant, then beer: not until she knows, with folic acid", async () => {
    const [told, beer] = await talk("eu e meu marido estamos tentando engravidar", "posso beber umas cervejas no churrasco?");
    expect(told).toContain("ácido fólico");
    expect(beer).toContain("o mais seguro é não beber até saber");
  });

  it("a late period, then wine: the test first, no wine until then", async () => {
    const [told, wine] = await talk("minha menstruacao nao veio esse mes", "posso tomar vinho hoje a noite?");
    expect(told).toContain("faça um teste de gravidez");
    expect(wine).toContain("o mais seguro é não beber até saber");
  });

  it("a grandmother who chokes: soft textures and the swallowing assessed, never a salad", async () => {
    const [told, lunch] = await talk("minha avo engasga muito com comida", "o que eu faco de almoco pra ela?");
    expect(told).toContain("fonoaudiólogo");
    expect(lunch).toContain("tudo macio e úmido");
    expect(lunch).not.toMatch(/omelete com legumes e salada|wrap/);
  });

  it("after purging, 'qual lanche engorda menos?' gets no lightest pick and no whole care again", async () => {
    const [, reply] = await talk("vomitei depois da janta de novo", "qual lanche engorda menos?");
    expect(reply).toContain("não vale escolher pelo que engorda menos");
    expect(reply).not.toContain(CRISIS_BLOCK);
  });

  it("a 16-year-old gaining muscle gets the growing body's protein, not the adult athlete's", async () => {
    const [goal, protein] = await talk("tenho 16 anos e quero ganhar massa", "quanta proteina eu devo comer?");
    expect(goal).not.toContain("1,6 a 2,2 g de proteína por kg");
    expect(protein).toContain("1 a 1,5 g por kg");
  });

  it("a teenager's diet refused, then 'posso deixar ela tirar o pão?': a plain no, not the refusal word for word", async () => {
    const [refused, again] = await talk("minha filha de 13 anos quer fazer dieta pra emagrecer", "posso deixar ela tirar o pao?");
    expect(again).not.toBe(refused);
    expect(again).toContain("**Não é bom deixar:**");
  });
});
