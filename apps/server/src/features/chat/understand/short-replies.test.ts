import { describe, expect, it } from "vitest";
import { foldText } from "../chat.text";
import { introducedName, JUST_NO, LAUGH, SHORT_REPLY } from "./short-replies";
import { understand } from "./understand";

describe("short replies and names are talk, never a food", () => {
  it.each(["sim", "Claro!", "kkkkk", "pois é", "uhum", "tá bom", "isso mesmo", "ss", "de boa", "fechou entao", "nao", "hahaha", "eita", "show de bola", "entendi, obg", "kkkkkk mt bom"])("%s is talk", (text) => {
    const u = understand(text);
    expect(u.type).toBe("small-talk");
    expect(u.foods).toEqual([]);
  });

  it.each(["me chamo Juliana", "meu nome é Maria", "oi, aqui é a Rosa", "pode me chamar de Tião"])("%s introduces a name", (text) => {
    expect(understand(text).type).toBe("small-talk");
    expect(introducedName(foldText(text), foldText(text))).toMatch(/^[A-Z][a-z]+$/);
  });

  it("keeps the name as said, capitalised", () => {
    expect(introducedName(foldText("me chamo juliana"), "me chamo juliana")).toBe("Juliana");
  });

  it.each(["vem aqui", "isso tá ok?", "sério?", "sim, comi 2 ovos", "claro que comi pão", "claro, quantas calorias tem a tapioca?"])("%s is not a bare reply", (text) => {
    expect(understand(text).type).not.toBe("small-talk");
  });

  it("tells laughter and a plain no apart", () => {
    expect(LAUGH.test("kkkk")).toBe(true);
    expect(LAUGH.test("sim")).toBe(false);
    expect(JUST_NO.test("nada nao")).toBe(true);
    expect(SHORT_REPLY.test("nada de pao")).toBe(false);
  });
});

describe("a word that is only part of a food's name", () => {
  it.each(["maria", "e na quarta?", "o branco"])("%s names no food", (text) => {
    expect(understand(text).foods).toEqual([]);
  });

  it.each([["arroz integral tem mais fibra q o branco?", ["arroz integral", "arroz branco"]], ["comi carne seca com abobora", ["carne seca", "abobora"]], ["de noite rolou um xis e uma coca", ["xis", "coca"]]] as const)("%s keeps its foods", (text, phrases) => {
    expect(understand(text).foods.map((f) => f.phrase)).toEqual(phrases);
  });
});
