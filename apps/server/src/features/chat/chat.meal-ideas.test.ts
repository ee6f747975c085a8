import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";
import type { TTestUser } from "../../../test/accounts";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const newUser = () => chatUser(app);
const say = (who: TTestUser, message: string) => sayTo(app, who, message);

/** The foods of the options, one line each. */
const options = (reply: string) => reply.split("\n").filter((line) => line.startsWith("**Opção"));

describe("a meal asked for by name gets three versions of it for this person (issue 27)", () => {
  it("a vegan's lunch has no meat, fish, egg or dairy in any option", async () => {
    const who = await newUser();
    await say(who, "virei vegana mês passado");
    const reply = await say(who, "o que eu como no almoço?");
    expect(reply.calculation).toBeNull();
    expect(options(reply.message)).toHaveLength(3);
    expect(options(reply.message).join(" ")).not.toMatch(/frango|carne|acém|patinho|peixe|ovo|leite|queijo|iogurte|presunto/i);
  });

  it.each([["o que eu como no cafe da tarde?"], ["hj quero algo diferente pro cafe da tarde, q vc sugere?"]])("'%s' is the afternoon meal, never the coffee-at-night article", async (asked) => {
    const reply = await say(await newUser(), asked);
    expect(reply.message).toContain("ideias de lanche da tarde");
    expect(options(reply.message)).toHaveLength(3);
    expect(reply.message).not.toContain("Café à noite");
  });

  it("a kosher dinner with meat has no pork or seafood, and is never a card of meat", async () => {
    const who = await newUser();
    await say(who, "sigo alimentação kosher: nada de porco, nada de fruto do mar e nao misturo carne com leite na mesma refeiçao");
    const reply = await say(who, "me sugere uma janta rapida com carne");
    expect(reply.calculation).toBeNull();
    expect(reply.message).toContain("Três ideias de jantar");
    expect(options(reply.message).join(" ")).not.toMatch(/porco|bacon|linguiça|camarão|lula/i);
  });

  it("a celiac's breakfast has no wheat bread, and each option is near the meal's share of the day", async () => {
    const who = await newUser();
    await say(who, "sou celiaca");
    const reply = await say(who, "o que posso comer no cafe da manha?");
    const lines = options(reply.message);
    expect(lines).toHaveLength(3);
    expect(lines.join(" ")).not.toMatch(/pão|torrada|biscoito|bolo|aveia|macarrão/i);
    const asked = Number(/com cerca de ([\d.]+) kcal/.exec(reply.message)![1]!.replace(".", ""));
    for (const line of lines) expect(Math.abs(Number(/cerca de ([\d.]+) kcal/.exec(line)![1]!.replace(".", "")) - asked) / asked).toBeLessThan(0.1);
  });
});
