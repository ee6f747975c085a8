import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { readCardSettle } from "./card-settle";

describe("the open card confirmed or discarded in words", () => {
  it.each(["pode registrar", "confirmo", "sim, pode salvar", "Registra aí por favor", "ok, confirma", "anota no meu dia"])("'%s' confirms it", (text) => {
    expect(readCardSettle(foldText(text))).toBe("confirm");
  });

  it.each(["descarta", "não registra", "pode apagar isso", "cancela"])("'%s' discards it", (text) => {
    expect(readCardSettle(foldText(text))).toBe("discard");
  });

  it.each(["registrei 2 ovos no almoço", "esquece o refri", "salvei a receita de bolo que vc mandou ontem", "confirma se tem gluten no pao de queijo"])("'%s' is something else", (text) => {
    expect(readCardSettle(foldText(text))).toBeNull();
  });
});
