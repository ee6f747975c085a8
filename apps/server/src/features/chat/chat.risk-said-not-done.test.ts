import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a risk answered for what was said, and held on a short follow-up (issue 27)", () => {
  it.each([["tenho doenca renal cronica estagio 3, nao faco dialise"], ["renal cronica, ainda sem dialise"], ["tenho problema no rim, faco hemodialise nao, so tratamento"], ["doenca renal sim, dialise ainda nao"]])("'%s': protein stays the kidney disease's, never the dialysis answer", async (said) => {
    const replies = await converse(app, said, "e whey, 2 scoops por dia pode?");
    expect(replies[1]!.message).toContain("0,6 a 0,8 g por kg");
    expect(replies[1]!.message).not.toContain("Na diálise, a proteína costuma ser maior");
  });

  it("'não faço diálise' said with the plan asked gets the kidney disease's answer, 'faço diálise' the dialysis one", async () => {
    const [notDone] = await converse(app, "tenho doença renal, não faço diálise, monta um plano com mais proteína?");
    expect(notDone!.message).not.toContain("Na diálise, a proteína costuma ser maior");
    const [done] = await converse(app, "faço hemodiálise 3x por semana, quanta proteína devo comer? monta um plano");
    expect(done!.message).toContain("Na diálise, a proteína costuma ser maior");
  });

  it("'normal?' after the hypoglycaemia care gets the care again in short, never 'fora do que eu faço'", async () => {
    const [, care, again] = await converse(app, "tomo insulina", "vou pular o almoco pra emagrecer", "normal?");
    expect(care!.message).toMatch(/hipoglicemia/);
    expect(again!.message).toMatch(/^\*\*Não é seguro, e a resposta continua a mesma\.\*\*/);
    expect(again!.message).toMatch(/hipoglicemia/);
    expect(again!.message).not.toMatch(/fora do que eu faço|não tenho na minha base/);
  });

  it.each([["tomo insulina e minha glicose baixou, tomei um suco"], ["uso gliclazida, o dextro marcou 62 agora"]])("'%s': low blood sugar told by the meter gets first aid now", async (message) => {
    const [reply] = await converse(app, message);
    expect(reply!.message).toMatch(/^⚠️ \*\*Tremor, suor frio ou glicose baixa com esse remédio são sinais de hipoglicemia/);
    expect(reply!.message).toContain("15 minutos");
    expect(reply!.message).toContain("192");
  });
});

