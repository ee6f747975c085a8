import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import type { TTestUser } from "../../../test/accounts";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

/** Issue 27: the card as a dialogue state: taken back, imagined otherwise without changing, added to after it was logged. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const say = (who: TTestUser, message: string) => sayTo(app, who, message);
const today = async (who: TTestUser) =>
  (await app.inject({ method: "GET", url: `/api/dashboard/calories/day?date=${localDate()}`, headers: who.auth })).json<{ totals: { calories: number } }>().totals.calories;
const foods = (reply: Awaited<ReturnType<typeof say>>) => (reply.calculation?.items ?? []).map((i) => `${i.food}:${i.grams}`);

describe("the pending card as a dialogue", () => {
  it("'volta' and 'esquece o que eu falei' take back the last correction and say what came back", async () => {
    const who = await chatUser(app);
    const first = await say(who, "comi um x-salada e batata frita media");
    await say(who, "a batata era pequena");
    const back = await say(who, "volta");
    expect(back.calculationId).toBe(first.calculationId);
    expect(back.calculation!.totalCalories).toBeCloseTo(first.calculation!.totalCalories, 1);
    expect(back.message).toMatch(/desfiz a última correção: batata frita de \d+ g para \d+ g/);

    const other = await chatUser(app);
    await say(other, "almocei arroz feijao frango e farofa");
    await say(other, "tira a farofa");
    const fish = await say(other, "troca o frango por peixe");
    const undone = await say(other, "esquece o que eu falei");
    expect(foods(undone).join(" ")).not.toMatch(/Farofa|Merluza/);
    expect(undone.message).toMatch(/voltou frango/);
    expect(undone.calculationId).toBe(fish.calculationId);
  });

  it("'e sem o refri?' and 'e se fosse de 300?' answer the what-if and leave the card as it was", async () => {
    const who = await chatUser(app);
    const card = await say(who, "jantei hamburguer, batata frita e refri");
    const without = await say(who, "e sem o refri?");
    expect(without.message).toContain("Não mudei o cartão");
    expect(without.calculation).toBeNull();
    const total = await say(who, "quanto deu?");
    expect(total.message).toContain("Refrigerante");
    await say(who, "pode registrar");
    expect(await today(who)).toBe(Math.round(card.calculation!.totalCalories));

    const bowl = await chatUser(app);
    const acai = await say(bowl, "comi um acai de 500 com leite condensado");
    const smaller = await say(bowl, "e se fosse de 300?");
    expect(smaller.message).toMatch(/^Se fosse de 300, essa refeição ficaria com/);
    await say(bowl, "confirma");
    expect(await today(bowl)).toBe(Math.round(acai.calculation!.totalCalories));
  });

  it("'foram 2 em vez de 3' recounts the food counted 3 on the same card", async () => {
    const who = await chatUser(app);
    const card = await say(who, "comi 3 coxinhas e um refri");
    const two = await say(who, "foram 2 em vez de 3");
    expect(two.calculationId).toBe(card.calculationId);
    expect(foods(two)).toContain("Coxinha:200");
  });

  it("'a metade que guardei, registro amanhã ou já conta hoje?' is answered, and the halved card stays as it is", async () => {
    const who = await chatUser(app);
    await say(who, "jantei uma pizza brotinho de calabresa");
    const half = await say(who, "comi so metade, o resto guardei pra amanha");
    const asked = await say(who, "e a metade q guardei eu registro amanha ou ja conta hoje?");
    expect(asked.message).toContain("Conta só o que você já comeu");
    expect(asked.calculation).toBeNull();
    expect((await say(who, "quanto deu?")).message).toContain(`**${half.calculation!.totalCalories.toLocaleString("pt-BR")} kcal**`);
  });

  it("a meal of another slot told with its own verb ('almocei…, prato cheio') is a new card, never a size edit of the breakfast card", async () => {
    const who = await chatUser(app);
    const breakfast = await say(who, "bom dia!! cafe foi cuscuz com ovo mexido");
    const lunch = await say(who, "almocei escondidinho de macaxeira com carne seca, prato cheio");
    expect(lunch.calculationId).not.toBe(breakfast.calculationId);
    expect(foods(lunch).join(" ")).toMatch(/Escondidinho/);
    expect(foods(breakfast).join(" ")).not.toMatch(/Café:/);
  });
});

describe("the portions a card assumed", () => {
  it("says the usual portion was taken where no amount was said, and says nothing of it when every amount was said", async () => {
    const who = await chatUser(app);
    expect((await say(who, "almocei arroz, feijao e 2 ovos")).message).toContain("Onde você não disse a quantidade (marcado como *porção padrão*)");
    expect((await say(who, "jantei 2 ovos cozidos e 1 pao frances")).message).not.toContain("Onde você não disse a quantidade");
  });
});

describe("a meal already logged, added to in words", () => {
  it("'esqueci, teve um pudim de sobremesa' after 'pode registrar' goes into the logged lunch and says which", async () => {
    const who = await chatUser(app);
    const lunch = await say(who, "almocei arroz feijao bife e salada");
    await say(who, "pode registrar");
    const pudim = await say(who, "esqueci, teve um pudim de sobremesa");
    expect(pudim.message).toMatch(/^Certo, corrigi o almoço de hoje, que você já tinha registrado: acrescentei um pudim/);
    expect(pudim.calculationId).toBe(lunch.calculationId);
    expect(await today(who)).toBe(Math.round(pudim.calculation!.totalCalories));
    expect(pudim.calculation!.totalCalories).toBeGreaterThan(lunch.calculation!.totalCalories + 150);
  });

  it("'ah e teve mais uma fatia' right after 'confirma' counts one slice more in the logged dinner", async () => {
    const who = await chatUser(app);
    await say(who, "jantei 2 fatia de pizza e uma cerveja lata");
    await say(who, "confirma");
    const more = await say(who, "ah e teve mais uma fatia");
    expect(foods(more)[0]).toBe("Pizza:300");
    expect(more.message).toContain("o jantar de hoje");
    expect(await today(who)).toBe(Math.round(more.calculation!.totalCalories));
  });
});

describe("an undo of a correction to a logged meal", () => {
  it("'desfaz' after 'tira a salada' on the logged lunch brings the salad back, and the day follows", async () => {
    const who = await chatUser(app);
    const lunch = await say(who, "almocei arroz feijao bife e salada");
    await say(who, "pode registrar");
    const without = await say(who, "tira a salada");
    expect(foods(without).join(" ")).not.toMatch(/Salada/);
    const back = await say(who, "desfaz");
    expect(back.message).toMatch(/desfiz a última correção: voltou salada/);
    expect(back.calculationId).toBe(lunch.calculationId);
    expect(await today(who)).toBe(Math.round(lunch.calculation!.totalCalories));
  });
});

describe("an undo with nothing to undo", () => {
  it("says so, on the open card and on a meal already logged, and logs nothing new", async () => {
    const who = await chatUser(app);
    await say(who, "almocei feijoada");
    const open = await say(who, "desfaz");
    expect(open.message).toContain("Ainda não há correção para desfazer");
    await say(who, "salva");
    const before = await today(who);
    const logged = await say(who, "volta");
    expect(logged.message).toMatch(/^Não há correção para desfazer: o almoço de hoje está registrado/);
    expect(await today(who)).toBe(before);
  });
});

describe("a what-if taken up, and a card sent by mistake", () => {
  it("'beleza, faz isso então' applies the what-if just asked to the same card, and the next turn keeps it", async () => {
    const who = await chatUser(app);
    const card = await say(who, "almoço: PF com arroz feijão bife batata frita e um guaraná lata");
    const ask = await say(who, "e se eu tirar o guarana e trocar a batata frita por salada, quanto economizo?");
    expect(ask.message).toContain("Não mudei o cartão");
    const done = await say(who, "beleza, faz isso entao");
    expect(done.calculationId).toBe(card.calculationId);
    expect(foods(done).join(" ")).not.toMatch(/Batata frita|Guaraná/);
    const after = await say(who, "o arroz foi 2 colheres");
    expect(foods(after).join(" ")).not.toMatch(/Batata frita|Guaraná/);
    expect(foods(after)).toContain("Arroz branco cozido:50");
  });

  it("'ops mandei errado, quem comeu foi meu marido' logs nothing", async () => {
    const who = await chatUser(app);
    await say(who, "comi um acarajé completo com vatapá e camarão");
    const reply = await say(who, "ops mandei errado, desfaz isso, quem comeu foi meu marido");
    expect(reply.message).toContain("não registrei nada");
    expect(await today(who)).toBe(0);
  });
});

