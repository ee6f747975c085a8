import { describe, expect, it } from "vitest";
import { understand } from "../understand/understand";
import { composeStatement } from "./compose-statement";

describe("what the person does not eat, said after something else", () => {
  it.each([
    ["sou adventista, não como carne de porco nem frutos do mar e tb não tomo café", "carne de porco nem frutos do mar nem café"],
    ["trabalho de dia e não como carne vermelha", "carne vermelha"],
    ["não como carne de porco", "carne de porco"],
  ])("%s is said back", (text, what) => {
    expect(composeStatement(understand(text))).toContain(`**${what}**`);
  });
});
