import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** Risk said beside a meal, a crisis that gets worse, an allergy reacting now, life stages (issue 27, decision 128). */
describe("risk said with a meal: the warning first, no praise", () => {
  it("warns a pregnant woman who logs beer before the card, and the card celebrates nothing", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "descobri que to gravida, 8 semanas");
    const reply = await sayTo(app, who, "no aniversario comi 2 fatias de bolo e tomei uma cerveja");
    expect(reply.message.startsWith("🚫 **Na gestação, nenhuma quantidade de bebida alcoólica")).toBe(true);
    expect(reply.message).not.toContain("Pontos positivos");
  });

  it("warns a nursing mother whose card shows a drink only by its table name", async () => {
    const who = await chatUser(app);
    await setProfile(app, who.auth, { healthConditions: ["LACTATION"] });
    const reply = await sayTo(app, who, "jantei um espetinho e 2 long necks");
    expect(reply.message).toMatch(/^🚫 \*\*Na amamentação, evite bebida alcoólica/);
    expect(reply.message).toContain("2 a 3 horas por dose");
  });

  it("reminds someone on a sedative, said a turn before, that the drinks they log do not mix", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tomo alprazolam pra dormir");
    const reply = await sayTo(app, who, "de janta foi hamburguer e 3 doses de vodka");
    expect(reply.message.startsWith("⚠️ **Você me disse que toma um remédio que não combina com álcool")).toBe(true);
  });

  it("gives the hypoglycaemia advice, with what to do now, to someone on a sulfonylurea who skipped breakfast", async () => {
    const reply = await sayTo(app, await chatUser(app), "tomo gliclazida. fiquei sem o cafe da manha, no almoco comi arroz e ovo");
    expect(reply.intent).toBe("SAFETY");
    expect(reply.message).toContain("hipoglicemia");
    expect(reply.message).toContain("Se você já ficou sem uma refeição hoje");
    expect(reply.calculationId).toBeNull();
  });

  it("refuses a laxative tea to a nursing mother even when it comes with a snack", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "to amamentando minha bebe de 3 meses");
    const reply = await sayTo(app, who, "tomei cha de cascara sagrada com duas torradas pra secar");
    expect(reply.intent).toBe("SAFETY");
    expect(reply.message).toContain("amamentação");
    expect(reply.calculationId).toBeNull();
  });
});

describe("a crisis that gets worse says the more serious thing", () => {
  it("puts the emergency first when someone who eats little later faints", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "to comendo bem pouco ultimamente");
    const reply = await sayTo(app, who, "hoje de manha desmaiei no banho");
    expect(reply.message.startsWith("🚨")).toBe(true);
    expect(reply.message).toContain("192 (SAMU)");
  });

  it("puts the emergency first when a week on crackers and coffee ends with no strength to get up", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "ja faz uma semana que tenho comido so bolacha e cafe");
    const reply = await sayTo(app, who, "hoje acordei sem forca pra levantar");
    expect(reply.message.startsWith("🚨")).toBe(true);
    expect(reply.calculationId).toBeNull();
  });

  it("steps up from the support reply to the emergency when purging brings blood", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "depois da janta eu vomito de proposito");
    const later = await sayTo(app, who, "agora saiu sangue no vomito");
    expect(later.message.startsWith("🚨")).toBe(true);
    expect(later.message).not.toBe(first.message);
    expect(later.message).not.toContain("Por favor, não provoque o vômito");
  });

  it("answers a hint of not wanting to exist, said after a diet message, with CVV and SAMU first", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "quero perder 3 kg ate o fim do mes");
    const reply = await sayTo(app, who, "na real acho que todo mundo ficaria melhor sem mim");
    expect(reply.intent).toBe("SAFETY");
    expect(reply.message.indexOf("188")).toBeLessThan(reply.message.indexOf("nutricionista"));
    expect(reply.message).toContain("192 (SAMU)");
  });

  it("tells a parent whose daughter purges in secret and then faints to go to the emergency, and what to do for her", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "peguei minha filha vomitando escondida depois da janta");
    const reply = await sayTo(app, who, "agora ela ta com o coracao disparado");
    expect(reply.message.startsWith("🚨")).toBe(true);
    expect(reply.message).toContain("pediatra");
  });
});

describe("allergy is not intolerance", () => {
  it("sends an allergic reaction happening now to SAMU before anything, and logs nothing", async () => {
    const reply = await sayTo(app, await chatUser(app), "comi um brigadeiro de amendoim e minha lingua ta inchando, ta dificil de respirar");
    expect(reply.message.startsWith("🚨 **Isso pode ser uma reação alérgica grave")).toBe(true);
    expect(reply.message).toContain("adrenalina");
    expect(reply.calculationId).toBeNull();
  });

  it("tells someone allergic to milk that lactose-free cheese still has the protein", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "meu caso e alergia a proteina do leite");
    const reply = await sayTo(app, who, "e queijo sem lactose pode?");
    expect(reply.message).toMatch(/^\*\*Não: na alergia à proteína do leite/);
    expect(reply.message).toContain("bebidas vegetais");
  });
});

describe("allergy traces and the operated stomach", () => {
  it("tells someone allergic to peanuts that 'pode conter' is to be avoided too, instead of 'no verified answer'", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "tenho alergia a amendoim desde crianca");
    const reply = await sayTo(app, who, "chocolate com aviso de tracos de amendoim eu posso?");
    expect(reply.message).toContain("PODE CONTER");
    expect(reply.message).not.toContain("não tenho na minha base");
  });

  it("tells someone allergic to shrimp which everyday dishes hide it, instead of a food card", async () => {
    const reply = await sayTo(app, await chatUser(app), "descobri que sou alergica a camarao, que comidas eu tenho que evitar?");
    expect(reply.message).toContain("vatapá");
    expect(reply.message).toContain("PODE CONTER");
    expect(reply.calculationId).toBeNull();
  });

  it("warns someone after a bariatric operation about the soda they log, before the card", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "operei o estomago faz 8 meses");
    const reply = await sayTo(app, who, "jantei sopa de legumes com um copo de guarana");
    expect(reply.message.startsWith("⚠️ **Depois da bariátrica")).toBe(true);
  });
});

describe("medicines and foods", () => {
  it("answers warfarin and greens with 'keep it steady' and who controls the INR", async () => {
    const reply = await sayTo(app, await chatUser(app), "uso marevan, espinafre eu tenho que cortar?");
    expect(reply.message).toContain("manter a quantidade parecida");
    expect(reply.message).toContain("INR");
  });

  it("answers levothyroxine with breakfast: fasting first, then the coffee", async () => {
    const reply = await sayTo(app, await chatUser(app), "tomo puran de manha, ja posso tomar o cafe com leite junto?");
    expect(reply.message).toContain("30 a 60 minutos");
  });
});

describe("life stage", () => {
  it("never gives the adult pace to someone of 72 who wants to lose weight", async () => {
    const who = await chatUser(app);
    await setProfile(app, who.auth, { age: 72 });
    const reply = await sayTo(app, who, "quanto por semana eu consigo emagrecer com seguranca?");
    expect(reply.message).not.toContain("0,5 a 1 kg por semana");
    expect(reply.message).toContain("geriatra");
  });

  it("tells someone of 80 who asks what they spend the energy, without the adult deficit", async () => {
    const who = await chatUser(app);
    await setProfile(app, who.auth, { age: 80, goal: "WEIGHT_LOSS" });
    const reply = await sayTo(app, who, "quantas calorias eu gasto num dia?");
    expect(reply.message).not.toContain("déficit moderado e seguro");
    expect(reply.message).toContain("geriatra");
  });

  it("never gives the adult pace to a teenager", async () => {
    const who = await chatUser(app);
    await setProfile(app, who.auth, { age: 15 });
    const reply = await sayTo(app, who, "qual ritmo de emagrecimento e seguro pra mim?");
    expect(reply.message).not.toContain("0,5 a 1 kg por semana");
  });

  it("warns someone on insulin whose dinner was only a salad, before the card", async () => {
    const who = await chatUser(app);
    await sayTo(app, who, "uso insulina lantus a noite");
    const reply = await sayTo(app, who, "de janta comi so uma salada de alface e tomate");
    expect(reply.message).toMatch(/^⚠️ \*\*Com insulina ou remédio que baixa a glicose, uma refeição muito pequena/);
  });
});
