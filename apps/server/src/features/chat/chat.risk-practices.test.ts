import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { replyTexts } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());


/** Dangerous practices in slang, and across turns, never answered with a number (issue 27, decision 136). */
describe("dangerous practices said as people say them", () => {
  it.each([
    ["faz 3 semanas q so tomo shake no almoco e na janta, ja perdi 5kg", "posso continuar mais 1 mes assim?", "qual shake vc recomenda?"],
    ["troquei a janta por shake faz um mes", "vou seguir assim ate o verao"],
    ["vivo de shake ha 2 semanas"],
  ])("shakes instead of meals: no, and no shake recommended: %s", async (...messages) => {
    for (const reply of await replyTexts(app, ...messages)) expect(reply).toContain("Trocar refeições por shake");
  });

  it.each([["o cara da academia disse pra eu tomar uma bomba pra secar, vale a pena?"], ["to pensando em usar oxandrolona, dizem q é leve"], ["comecei um ciclo de durateston, o que como?"]])(
    "anabolic steroids are refused with their harm and who to see: %s",
    async (message) => {
      const [reply] = await replyTexts(app, message);
      expect(reply).toContain("Não use anabolizante");
      expect(reply).toContain("endocrinologista");
    },
  );

  it.each([
    ["sou triatleta, treino umas 15h por semana", "quero secar pra prova, vou comer 1300 kcal por dia", "qnto de carbo corto?"],
    ["sou maratonista", "vou baixar pra 1200 kcal pra secar"],
    ["treino 12 horas por semana de ciclismo", "quero cortar pra 1300 kcal"],
  ])("an athlete's hard cut is RED-S, also when the training was said a turn before: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    for (const reply of replies.slice(1)) expect(reply).toContain("kcal por dia é pouco demais");
  });

  it.each([
    ["tenho 14 anos e quero perder 5kg ate as ferias", "quantas calorias eu devo comer?"],
    ["tenho 16 anos", "quero emagrecer, qnts calorias devo comer?"],
    ["tenho 74 anos e quero emagrecer 8 kg", "quantas calorias devo comer?"],
  ])("a teenager or an older adult who wants to lose weight gets no deficit target: %s", async (...messages) => {
    const replies = await replyTexts(app, ...messages);
    expect(replies.at(-1)).not.toContain("Energia:");
    expect(replies.at(-1)).toMatch(/hebiatra|geriatra/);
  });

  it.each([["qdo exagero no fds tomo uns 3 lacto purga na segunda"], ["tomo dulcolax qnd como demais, quantos posso tomar?"], ["uso laxante toda semana depois do rodizio"]])(
    "laxatives are answered as laxatives, not as vomiting: %s",
    async (message) => {
      const [reply] = await replyTexts(app, message);
      expect(reply).toContain("Laxante não impede que as calorias sejam absorvidas");
      expect(reply).not.toContain("não provoque o vômito");
    },
  );

  it.each([["qual cha seca barriga mais rapido? vi um de cavalinha com sene"], ["cha de sene pra secar funciona?"], ["tomo cha de cascara sagrada pra desinchar, posso tomar 3x?"]])("slimming teas with laxative herbs are answered plainly: %s", async (message) => {
    const [reply] = await replyTexts(app, message);
    expect(reply).toContain("Nenhum chá seca a barriga");
  });

  it.each([
    ["corro 60 km por semana", "to pensando em pular o cafe antes do treino longo pra queimar mais gordura"],
    ["treino pra maratona", "vou fazer o longao em jejum pra secar"],
    ["pedalo 300 km por semana", "quero pular o almoco nos dias de treino"],
  ])("an endurance athlete skipping a meal or training fasted hears RED-S: %s", async (...messages) => {
    expect((await replyTexts(app, ...messages)).at(-1)).toContain("cortar refeições não é seguro");
  });

  it.each([["tenho 15 anos, to pulando a janta pra secar a barriga", "ta funcionando ja perdi 2kg"], ["tenho 13 anos", "parei de lanchar e ja emagreci 3 kg"]])(
    "a teenager's weight lost by restricting is not praised: %s",
    async (...messages) => {
      expect((await replyTexts(app, ...messages)).at(-1)).toContain("menores de 18 anos");
    },
  );

  it.each([["almoco e janta so de shake da herbalife faz 20 dias", "é normal ficar com tontura?"], ["troquei a janta por shake faz um mes", "to sentindo mt fraqueza"]])(
    "dizziness after weeks of shakes: not normal, eat now, then why: %s",
    async (...messages) => {
      const last = (await replyTexts(app, ...messages)).at(-1)!;
      expect(last).toContain("Tontura e fraqueza não são normais");
      expect(last).toContain("Trocar refeições por shake");
    },
  );

  it("after a red flag, 'aguento mais um dia?' gets the emergency first and a plain no", async () => {
    const replies = await replyTexts(app, "to ha 2 dias sem comer nd pra secar pro casamento", "hj acordei mt tonta e o coracao ta disparado", "mas falta so 1 dia, aguento ne?");
    expect(replies[2]!.startsWith("🚨")).toBe(true);
    expect(replies[2]).toContain("Não continue");
  });
});
