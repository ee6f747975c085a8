import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import type { TTestUser } from "../../../test/accounts";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const talk = async (who: TTestUser, ...messages: string[]) => {
  const replies: string[] = [];
  for (const message of messages) replies.push((await sayTo(app, who, message)).message);
  return replies;
};

describe("another kind of the food just talked of is that food, never a food of its own (issue 27)", () => {
  it("'e a de carne?' after a chicken coxinha is the coxinha with meat, not a portion of beef", async () => {
    const [, meat] = await talk(await chatUser(app), "quantas calorias tem uma coxinha de frango?", "e a de carne?");
    expect(meat).toContain("Coxinha");
    expect(meat).not.toContain("Carne bovina");
  });

  it("'a salgada tem menos caloria?' after a sweet pamonha is the pamonha, and 'tem a doce?' next is still the pamonha", async () => {
    const [, salty, sweet] = await talk(await chatUser(app), "comi uma pamonha doce agora", "a salgada tem menos caloria?", "qnts gramas de carbo tem a doce?");
    expect(salty).not.toContain("Salgadinho");
    expect(sweet).toMatch(/Pamonha[^.]*tem \*\*[\d,]+ g de carboidratos\*\*/);
  });

  it("'e cozido?' after grilled chicken answers the boiled chicken, not 'nothing more than I said'", async () => {
    const [, boiled] = await talk(await chatUser(app), "quanto de proteína tem o frango grelhado?", "e cozido?");
    expect(boiled).toMatch(/frango[^.]*cozido[^.]*tem \*\*[\d,]+ g de proteína\*\*/i);
  });

  it("a flavour asked two follow-ups later keeps to the yogurt ('e o grego?' then 'e o de morango?')", async () => {
    const [, , strawberry] = await talk(await chatUser(app), "iogurte natural tem muito açucar?", "e o grego?", "e o de morango?");
    expect(strawberry).toContain("Iogurte de qualquer sabor");
    expect(strawberry).not.toContain("nada além do que já te disse");
  });

  it("'e o natural sem açúcar?' after orange juice is the juice, never a spoon of sugar", async () => {
    const [, natural] = await talk(await chatUser(app), "suco de laranja engorda?", "e o natural sem açúcar?");
    expect(natural).toContain("Suco de laranja");
    expect(natural).not.toContain("Açúcar refinado");
  });

  it("'qual engorda mais?' after the difference between two foods compares those two", async () => {
    const [, which] = await talk(await chatUser(app), "qual a diferença entre tapioca e pão francês?", "qual engorda mais?");
    expect(which).toMatch(/\*\*Mais calorias: (tapioca simples|pão francês)\*\*, com [\d,]+ kcal[^;]*; (pão francês|tapioca simples) [\d,]+ kcal/);
  });
});

