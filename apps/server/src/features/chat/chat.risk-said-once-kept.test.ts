import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converseAs } from "../../../test/chat-fixtures";

/** Issue 27, decision 187: a risk said in one turn counts for the rest, answered once in full, then in one line beside the answer. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = async (profile: Parameters<typeof converseAs>[1], ...messages: string[]) => (await converseAs(app, profile, ...messages)).map((r) => r.message);
const CRISIS_BLOCK = "Não vou sugerir números, restrições ou metas agora";
const NEXT_MOOD = "_Sobre o que você me contou do seu ânimo:_";

describe("a low mood is met with words, food and when to seek help, never small talk nor the crisis reply", () => {
  it.each(["to muito pra baixo, comendo por ansiedade a noite toda", "ando desanimada ultimamente e desconto tudo na comida", "to na bad faz uns dias, so tenho comido besteira"])(
    "'%s'",
    async (message) => {
      const [reply] = await talk(null, message);
      expect(reply).toContain("**Quando procurar ajuda:**");
      expect(reply).toContain("Não pule refeições");
      expect(reply).not.toContain("Que dia, hein");
      expect(reply).not.toContain(CRISIS_BLOCK);
    },
  );

  it("the question after it is answered, with the next step in one line, once", async () => {
    const [, dinner, lunch] = await talk(null, "ando sem vontade de nada faz umas semanas, nem de comer direito", "o que eu posso fazer de janta facil?", "e de almoco?");
    expect(dinner).toMatch(/jantar/i);
    expect(dinner).toContain(NEXT_MOOD);
    expect(dinner).not.toContain("**Quando procurar ajuda:**");
    expect(lunch).not.toContain(NEXT_MOOD);
  });

  it("'o que eu como pra não atacar a geladeira?' after eating to cope is answered on the anxiety, not on eating at night", async () => {
    const [, reply] = await talk(null, "to muito pra baixo, comendo por ansiedade a noite toda", "o que eu como pra nao atacar a geladeira de noite?");
    expect(reply).toMatch(/^\*\*Como na ansiedade ou quando estou triste\*\*/);
    expect(reply).toContain(NEXT_MOOD);
  });

  it("in pregnancy, what to eat after days without keeping food down is the nausea entry, not the general care", async () => {
    const [, reply] = await talk({ healthConditions: ["PREGNANCY"] }, "to gravida de 8 semanas e nao consigo comer nada, so choro", "o que posso comer de manha pra ver se para no estomago?");
    expect(reply).toMatch(/^\*\*O que comer com enjoo na gravidez\*\*/);
    expect(reply).toContain("obstetra");
  });

  it("in pregnancy, 'não consigo comer nada, só choro' gets the prenatal team and when to go the same day", async () => {
    const [reply] = await talk({ healthConditions: ["PREGNANCY"] }, "to gravida de 8 semanas e nao consigo comer nada, so choro");
    expect(reply).toMatch(/^⚠️ \*\*Tristeza que dura dias na gestação/);
    expect(reply).toContain("maternidade no mesmo dia");
    expect(reply).not.toContain(CRISIS_BLOCK);
  });
});

describe("after a fast or purging told, a food question is answered without numbers and the care is one paragraph", () => {
  it.each([
    ["to sem comer desde ontem de manha pra secar pro ensaio de fotos sabado", "quantas calorias tem uma tapioca com queijo?", "**comer hoje**"],
    ["as vezes depois que como mto eu boto tudo pra fora, sabe", "quantas calorias tem um prato de lasanha?", "o que acontece depois de comer"],
  ])("%s / %s", async (told, asked, step) => {
    const [, reply] = await talk(null, told, asked);
    expect(reply).toContain("não passar calorias nem números agora");
    expect(reply).toContain(step);
    expect(reply).not.toMatch(/\d+ ?kcal/);
    expect(reply).not.toContain("Antes de falar de números");
    expect(reply!.match(/188/g)).toHaveLength(1);
  });

  it("'arroz e feijão pode?' after three days on water is a yes, with meals to come back to", async () => {
    const [, reply] = await talk(null, "fiquei 3 dias so na agua e cafe preto, perdi 2kg", "agora posso voltar a comer o que? arroz e feijao pode?");
    expect(reply).toMatch(/^\*\*Arroz e feijao: pode, sim\.\*\*/);
    expect(reply).not.toContain(CRISIS_BLOCK);
  });
});

describe("a refusal said in full stays one line beside the next answer", () => {
  it("a teenager who wants to lose 10 kg gets the bread answered, with who to see in one line", async () => {
    const [, reply] = await talk({ age: 14 }, "tenho 14 anos e quero emagrecer 10kg ate as ferias", "quantas calorias tem um pao na chapa?");
    expect(reply).toMatch(/kcal/);
    expect(reply).toMatch(/_Lembrando o que eu disse acima:_ \*\*Não monto dieta restritiva[^\n]*pediatra/);
    expect(reply).not.toContain("sem contar calorias");
  });

  it("a teenager cutting lunch to be lighter is a teenager's diet", async () => {
    const [reply] = await talk({ age: 17 }, "sou bailarina, tenho 17, to cortando o almoco pra ficar mais leve pro festival");
    expect(reply).toContain("menores de 18 anos");
  });

  it("'o que como pra quebrar o jejum?' on insulin is answered, the hypoglycaemia care in one line", async () => {
    const [, reply] = await talk(null, "tomo insulina e to fazendo jejum intermitente de 16h", "o que como pra quebrar o jejum?");
    expect(reply).toMatch(/^_Lembrando o que eu disse acima:_ \*\*Com insulina/);
    expect(reply).not.toContain("Não mude horários nem quantidades");
  });
});
