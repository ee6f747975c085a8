import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("coffee cut by the person or on a doctor's word leaves out caffeine, not only the coffee (issue 27)", () => {
  it("after 'meu cardio mandou cortar café', tereré asked next has caffeine like the coffee", async () => {
    const who = await chatUser(app);
    const said = await sayTo(app, who, "tenho arritmia, meu cardio mandou cortar cafe");
    expect(said.message).toContain("**cafeína**");
    const tere = await sayTo(app, who, "entao terere tb tenho q cortar?");
    expect(tere.message).toMatch(/tem cafeína.*como o café que você cortou/);
    expect(tere.message).not.toContain("não tem nada que conflite");
  });

  it("reads the cut in other words ('a médica pediu pra eu parar com o café', 'não posso tomar café') and flags chimarrão and cola", async () => {
    const doctor = await chatUser(app);
    await sayTo(app, doctor, "a medica pediu pra eu parar com o cafe por causa da pressao");
    expect((await sayTo(app, doctor, "e chimarrao pode?")).message).toContain("como o café que você cortou");
    const cannot = await chatUser(app);
    await sayTo(app, cannot, "nao posso tomar cafe por causa da gastrite");
    expect((await sayTo(app, cannot, "uma coca de lata tem cafeina?")).message).toContain("como o café que você cortou");
  });

  it("says no warning about the coffee in the message that cuts it, and nothing for someone else's cut", async () => {
    const own = await chatUser(app);
    expect((await sayTo(app, own, "cortei o cafe faz 1 mes")).message).not.toContain("tem cafeína");
    const other = await chatUser(app);
    await sayTo(app, other, "meu marido parou de tomar cafe");
    expect((await sayTo(app, other, "chá mate tem cafeína?")).message).not.toContain("que você cortou");
  });

  it("'voltei a malhar, musculação 5x por semana' is training that enters the calories asked next", async () => {
    const who = await chatUser(app);
    expect((await sayTo(app, who, "voltei a malhar, musculação 5x por semana")).message).toContain("Você treina com volume alto");
    expect((await sayTo(app, who, "isso muda minha meta de calorias?")).message).toContain("Considerei o treino que você me contou");
  });

  it("'o que tomo de quente no lugar do café?' gets drinks with no caffeine, never a warning about the coffee being replaced", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "sou adventista, nao como carne de porco e nao tomo cafe");
    const instead = await sayTo(app, who, "oq posso tomar de quente de manhã no lugar do cafe?");
    expect(instead.message).toContain("café de cevada");
    expect(instead.message).toMatch(/chá preto, chá verde, chá mate, chimarrão/);
    expect(instead.message).not.toContain("como o café que você cortou");
  });
});

