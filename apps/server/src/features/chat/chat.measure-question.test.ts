import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe("a household measure asked in another measure (issue 27)", () => {
  it("answers tablespoons in a ladle of beans and then its grams, logging nothing", async () => {
    const who = await chatUser(app);
    const first = await sayTo(app, who, "uma concha de feijao da quantas colheres de sopa?");
    expect(first.message).toContain("colheres de sopa");
    expect(first.message).not.toMatch(/legumes, carne/);
    expect(first.calculation).toBeNull();
    const grams = await sayTo(app, who, "e quantos gramas da isso?");
    expect(grams.message).toContain("140 g");
    expect(grams.calculation).toBeNull();
  });
});
