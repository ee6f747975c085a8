import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { converse } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const foods = (reply: { calculation: { items: { food: string; grams: number }[] } | null }) => reply.calculation?.items.map((i) => `${i.food}:${Math.round(i.grams)}`) ?? [];

describe("a correction that says what kind a food of the card was, or adds a kind of food it did not have (issue 27)", () => {
  it("'e esse arroz eh integral': the card's rice becomes brown rice, never a second rice", async () => {
    const [, edited] = await converse(app, "comi meio prato de arroz com feijao tropeiro e uma bisteca", "e esse arroz eh integral");
    expect(foods(edited!).filter((f) => f.startsWith("Arroz"))).toEqual([expect.stringMatching(/^Arroz integral cozido:/)]);
    expect(edited!.message).not.toMatch(/Não entendi/);
  });

  it("two corrections in one message are both made: 'o ovo era 2 na real, e o cafe foi preto sem acucar'", async () => {
    const [, edited] = await converse(app, "cafe da manha: tapioca com ovo e cafe com leite", "o ovo era 2 na real, e o cafe foi preto sem acucar");
    expect(foods(edited!)).toContain("Ovo cozido:100");
    expect(foods(edited!).some((f) => /^Café:/.test(f))).toBe(true);
    expect(foods(edited!).some((f) => /com leite/.test(f))).toBe(false);
  });

  it("'meia pizza broto' is half a small pizza, and 'a coca era zero' adds the zero soda to the same card", async () => {
    const [card, half, soda] = await converse(app, "jantei uma pizza de calabresa, comi 4 fatias", "na real foi meia pizza broto", "e a coca era zero");
    expect(foods(half!)).toEqual(["Pizza:100"]);
    expect(half!.message).not.toMatch(/Não entendi/);
    expect(foods(soda!)).toEqual(["Pizza:100", "Refrigerante zero:350"]);
    expect(soda!.calculationId).toBe(card!.calculationId);
  });

  it("'ah e ainda teve banana em cima' adds a banana to the açaí, with no word left unread", async () => {
    const [, added] = await converse(app, "lanche da tarde: 1 acai de 500ml com granola e leite ninho", "ah e ainda teve banana em cima");
    expect(foods(added!)).toContain("Banana prata:70");
    expect(added!.message).toMatch(/acrescentei banana/);
    expect(added!.message).not.toMatch(/Não entendi/);
  });

  it("'..., isso eh problema pra mim?' after a severe lactose intolerance: the correction made, and the answer names the lactose as an intolerance", async () => {
    const [, , asked] = await converse(app, "sou intolerante a lactose, bem forte", "comi strogonoff de frango com arroz e batata palha", "o strogonoff tinha creme de leite normal, isso eh problema pra mim?");
    expect(asked!.message).toMatch(/\*\*Sim, pede cuidado:\*\*\n- ALERTA DE INTOLERÂNCIA GRAVE: Estrogonofe de frango contém lactose/);
    expect(asked!.message).not.toMatch(/ALERGIA/);
  });
});
