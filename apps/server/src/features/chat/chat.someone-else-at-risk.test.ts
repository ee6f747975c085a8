import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

/** Issue 27, decision 183: a relative's risk told over several turns (an older mother losing weight, a teenager's fast). */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);

describe("a relative at risk, told in turns", () => {
  it("meets an older mother's weight lost without a diet as a warning sign, and says so again when it is taken as good news", async () => {
    const who = await chatUser(app);
    await say(who, "minha mae tem 78 anos, mora sozinha");
    const lost = await say(who, "ela ta toda feliz q emagreceu 6 kg em 2 meses sem fazer dieta, diz q nao sente mais fome, so toma um cafe com bolacha o dia todo");
    expect(lost.calculation).toBeNull();
    expect(lost.message).toMatch(/sinal de alerta/);
    expect(lost.message).toMatch(/geriatra/);
    expect(lost.message).not.toMatch(/Nenhum alimento sozinho engorda/);
    const good = await say(who, "bom ne? ela tava gordinha");
    expect(good.message).toMatch(/^\*\*Não é um bom sinal/);
    expect(good.message).not.toMatch(/fora do que eu faço/);
  });

  it("reads 'sem piorar o rim' as the organ and gaining muscle in kidney disease as protein to hold, never a card of beef kidney", async () => {
    const who = await chatUser(app);
    await say(who, "tenho doenca renal cronica, ainda nao faço dialise");
    const reply = await say(who, "ta, entao oq eu posso fazer pra ganhar massa sem piorar o rim?");
    expect(reply.message).not.toMatch(/Rim de boi/);
    expect(reply.message).toMatch(/nefrologista/);
    expect(reply.message).not.toMatch(/2,0 g\/kg/);
  });

  it("answers a 13-year-old's intermittent fast asked by the parent as not for her age, and 'posso deixar?' with a no", async () => {
    const who = await chatUser(app);
    const fast = await say(who, "minha filha tem 13 anos, 62kg e 1,55. ela mesma pediu pra fazer jejum intermitente de 16h igual eu faço");
    expect(fast.message).toMatch(/Jejum intermitente não é indicado na infância nem na adolescência/);
    expect(fast.message).toMatch(/pediatra|hebiatra/);
    const allow = await say(who, "posso deixar? ela so toma cafe preto de manha e almoca na escola");
    expect(allow.message).toMatch(/^\*\*Não: melhor não deixar/);
    expect(allow.message).not.toMatch(/400 mg de cafeína/);
  });
});
