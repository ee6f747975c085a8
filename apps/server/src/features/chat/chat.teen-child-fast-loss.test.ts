import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { lastReplyAs } from "../../../test/chat-fixtures";

/**
 * Issue 27, decision 208: risks for teenagers, children and fast loss answered as what they are: a loss told with its
 * time read as too fast, a diuretic or a water fast before a weigh-in or an event answered with its risks (not the crisis
 * reply), a child with type 1 diabetes and a snack, a teenager's body worry, a teenager's cut for the gym never given.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const lastOf = (profile: Parameters<typeof lastReplyAs>[1], ...messages: string[]) => lastReplyAs(app, profile, ...messages);
const CRISIS_BLOCK = "Não vou sugerir números, restrições ou metas agora";

describe("a loss told with its time", () => {
  it("'eliminei 10 quilos em 3 semanas de low carb' then 'bom ne?': about 3,3 kg a week, too fast, a doctor", async () => {
    const said = await lastOf({ gender: "FEMALE", age: 34 }, "eliminei 10 quilos em 3 semanas de low carb", "bom ne?");
    expect(said).toMatch(/3,3 kg por semana/);
    expect(said).toMatch(/rápido demais/);
    expect(said).toMatch(/vesícula/);
    expect(said).toMatch(/médico/);
  });

  it("'to perdendo peso sem querer, foram 6 kg em 2 semanas': a cause to find, a doctor soon, no deficit", async () => {
    const said = await lastOf({ gender: "MALE", age: 58 }, "to perdendo peso sem querer, perdi 6 kg em 2 semanas");
    expect(said).toMatch(/consulta logo/);
    expect(said).not.toMatch(/corte \*\*500/);
  });

  it("'meu filho de 15 perdeu 8 kg em um mes' : the paediatrician soon and what to watch", async () => {
    const said = await lastOf(null, "meu filho de 15 perdeu 8 kg em um mes, diz que e so dieta");
    expect(said).toMatch(/pediatra ou hebiatra logo/);
    expect(said).toMatch(/Fique de olho/);
  });
});

describe("a practice to lose fast before a weigh-in or an event", () => {
  it("a diuretic before a muay thai weigh-in: its risks and the coach, not the crisis reply", async () => {
    const said = await lastOf({ gender: "MALE", age: 25 }, "tenho pesagem do muay thai sexta, to 3 kg acima", "e se eu tomar um diuretico na quinta?");
    expect(said).toMatch(/não gordura/);
    expect(said).toMatch(/técnico/);
    expect(said).not.toContain(CRISIS_BLOCK);
    expect(said).not.toMatch(/CVV/);
  });

  it("water only for days before a graduation: the risks and what helps, not the crisis reply", async () => {
    const said = await lastOf({ gender: "FEMALE", age: 22 }, "minha formatura e sabado", "vou ficar 4 dias so na agua pra caber no vestido");
    expect(said).toMatch(/açúcar no sangue/);
    expect(said).toMatch(/O que ajuda de verdade/);
    expect(said).not.toContain(CRISIS_BLOCK);
  });
});

describe("a child with type 1 diabetes and a snack", () => {
  it("'minha neta de 8 anos tem diabetes tipo 1' then 'q eu dou de lanche pra ela?': carbs with the insulin, a fast sugar", async () => {
    const said = await lastOf(null, "minha neta de 8 anos tem diabetes tipo 1", "q eu dou de lanche pra ela a tarde?");
    expect(said).toMatch(/carboidrato contado/i);
    expect(said).toMatch(/Açúcar rápido sempre na mochila/);
    expect(said).toMatch(/endocrinologista/);
  });
});

describe("a teenager's body and a teenager's cut", () => {
  it("'tenho 14 anos e nao gosto do meu corpo': warm, a trusted adult, no diet", async () => {
    const said = await lastOf({ age: 14, gender: "FEMALE" }, "tenho 14 anos e nao gosto do meu corpo, me acho barriguda");
    expect(said).toMatch(/adulto de confiança/);
    expect(said).toMatch(/hebiatra/);
    expect(said).not.toMatch(/kcal/);
  });

  it("'meu enteado de 16 quer fazer cutting na academia, corto o que dele?': no cut, the hebiatra and what helps", async () => {
    const said = await lastOf(null, "meu enteado de 16 anos quer fazer cutting, treina na academia todo dia. o que ele tira da dieta?");
    expect(said).toMatch(/não monto corte/);
    expect(said).toMatch(/nutricionista esportivo/);
    expect(said).not.toMatch(/déficit moderado/);
  });
});
