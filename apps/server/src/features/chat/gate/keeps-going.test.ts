import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { keepsGoing } from "./keeps-going";

describe("carrying on with a fast told earlier", () => {
  it.each(["vou ate o 7 dia", "aguento mais uns 3 dias tranquilo", "vou continuar ate sexta", "quero ir ate o decimo dia"])("says no to '%s' after days on water only", (text) => {
    expect(keepsGoing(foldText(text), foldText("to no terceiro dia so de agua"))).toContain("**Não continue: não é seguro.**");
  });

  it("says nothing when no fast was told before, or nothing carries on", () => {
    expect(keepsGoing(foldText("vou continuar comendo assim"), foldText("comi arroz feijao e frango"))).toBeNull();
    expect(keepsGoing(foldText("obrigada"), foldText("faz 2 dias que nao como nada"))).toBeNull();
  });
});
