import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const cardsIn = async (who: Awaited<ReturnType<typeof chatUser>>) =>
  (await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json<{ messages: { calculationId: string | null }[] }>().messages.filter((m) => m.calculationId).length;

/** A meal still to come weighed against the room left in the day, never logged (issue 27). */
describe("a meal still to come against the day", () => {
  it("answers whether it fits from what the day holds, and logs nothing", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almocei arroz, feijao, bife e salada");
    const cards = await cardsIn(who);
    for (const question of ["se eu jantar um cachorro quente, estoura?", "cabe um açaí de 500 ainda hoje?", "e se eu lanchar uma coxinha e um caldo de cana mais tarde, ainda fico dentro da meta?"]) {
      const reply = await sayTo(app, who, question);
      expect(reply.calculationId, question).toBeNull();
      expect(reply.message, question).toMatch(/sobram cerca de \*\*[\d.]+ kcal\*\*/);
      expect(reply.message, question).toMatch(/\*\*cabe\*\*|\*\*cabe, mas no limite\*\*|\*\*passaria da meta\*\*/);
      expect(reply.message, question).toContain("Nada foi registrado");
    }
    expect(await cardsIn(who)).toBe(cards);
  });

  it("says by how much a meal would pass the target, with a way to fit it", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almocei uma pizza de calabresa inteira e 2 latas de coca");
    const reply = await sayTo(app, who, "uma pizza a noite estoura minha dieta?");
    expect(reply.message).toContain("**passaria da meta**");
    expect(reply.message).toContain("metade da porção");
  });

  it("weighs it against the target the person says, not the profile's", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "minha meta é 1800, se eu comer um x-tudo a noite passa?");
    expect(reply.message).toContain("**1.800 kcal** (a que você me disse)");
  });
  it("says how many of a food still fit, in the meal asked and in the day, and logs nothing", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "almocei arroz, feijao, bife e salada");
    const cards = await cardsIn(who);
    const slices = await sayTo(app, who, "quantas fatias de pizza posso comer hj a noite ainda?");
    expect(slices.calculationId).toBeNull();
    expect(slices.message).toMatch(/Para um jantar, o esperado na sua meta fica entre [\d.]+ e [\d.]+ kcal: (umas )?\*\*\d+( a \d+)? fatias?\*\*/);
    expect(slices.message).toMatch(/cabem até \d+ fatias/);
    const before = await sayTo(app, who, "a noite vai ter lasanha, quanto posso comer sem estourar?");
    expect(before.message).toMatch(/\*\*Lasanha\*\*: 1 porção/);
    const other = await chatUser(app);
    await sayTo(app, other, "hj vou no rodizio de sushi");
    expect((await sayTo(app, other, "quantas peças mais ou menos posso comer?")).message).toMatch(/\*\*\d+ a \d+ peças\*\*/);
    const zero = await sayTo(app, other, "quantas latas de coca zero posso tomar hj?");
    expect(zero.message).toContain("não é a meta do dia que limita");
    expect(await cardsIn(who)).toBe(cards);
  });

  it("reads a food with the day's \"ainda\" as a question about the room left", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "jantei sopa de legumes");
    const reply = await sayTo(app, who, "da pra comer um pudim ainda ou estoura?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toMatch(/\*\*cabe\*\*|\*\*cabe, mas no limite\*\*|\*\*passaria da meta\*\*/);
  });

  it("weighs an amount for an occasion to come ('posso tomar duas latinhas no churras mais tarde?'), with the alcohol note", async () => {
    const who = await chatUser(app);
    const reply = await sayTo(app, who, "posso tomar duas latinha de brahma no churras mais tarde?");
    expect(reply.calculationId).toBeNull();
    expect(reply.message).toMatch(/\*\*Cerveja\*\* \(2 latas/);
    expect(reply.message).toContain("Bebida alcoólica: se beber, que seja com moderação");
  });

  it.each([
    ["to gravida de 4 meses", "se eu tomar uma cerveja no jantar, estoura minha meta?", "Na gestação, não consuma bebida alcoólica"],
    ["to amamentando", "cabe uma taça de vinho ainda hoje?", "Na amamentação, evite bebida alcoólica"],
  ])("never says a drink fits the day in pregnancy or while nursing: %s", async (said, asked, note) => {
    const who = await chatUser(app);
    await sayTo(app, who, said);
    const reply = await sayTo(app, who, asked);
    expect(reply.message).toContain(note);
    expect(reply.message).not.toMatch(/\*\*cabe/);
  });
});
