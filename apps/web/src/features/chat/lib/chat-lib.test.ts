import { describe, expect, it } from "vitest";
import { isSilent, MAX_SAMPLES } from "./audio-checks";
import { describeChatError } from "./chat-errors";
import { isFoodRelated, isPlanRequest } from "./chat-heuristics";
import { ApiError } from "../../../lib/api-errors";
import { CHAT_MESSAGES_KEY, setImpersonationToken } from "../../../lib/storage";
import { loadSavedMessages, saveMessages } from "./saved-messages";

describe("chat heuristics", () => {
  it("detects plan intent unless the text logs or analyses food", () => {
    expect(isPlanRequest("Quero um plano alimentar")).toBe(true);
    expect(isPlanRequest("Monte um cardápio")).toBe(true);
    expect(isPlanRequest("Me dá uma recomendação de dieta")).toBe(true);
    expect(isPlanRequest("Comi arroz da minha dieta, analise")).toBe(false);
    expect(isPlanRequest("Oi")).toBe(false);
  });
  it("flags food-related text", () => {
    expect(isFoodRelated("Comi 2 ovos")).toBe(true);
    expect(isFoodRelated("quanta proteína?")).toBe(true);
    expect(isFoodRelated("Qual a capital da França?")).toBe(false);
  });
});

describe("silence check (001 §5)", () => {
  const wave = (n: number, amplitude: number) => Float32Array.from({ length: n }, (_, i) => amplitude * Math.sin(i / 3));
  it("accepts speech-like audio and refuses quiet or nearly silent audio", () => {
    expect(isSilent(wave(48_000, 0.5))).toBe(false);
    expect(isSilent(wave(48_000, 0.005))).toBe(true);
    const mostlyQuiet = new Float32Array(1000).fill(0.001);
    for (let i = 0; i < 40; i += 1) mostlyQuiet[i * 25] = 0.5;
    expect(isSilent(mostlyQuiet)).toBe(true);
    expect(isSilent(new Float32Array(0))).toBe(true);
    expect(MAX_SAMPLES).toBe(1000);
  });
});

describe("chat errors (001 §8)", () => {
  const failure = (status: number, errorCode: string, message: string) => new ApiError({ success: false, status, errorCode, message });
  it("maps limits, premium, time-outs and outages", () => {
    expect(describeChatError(failure(403, "TRIAL_LIMIT_REACHED", "Trial plan limit reached: x")).chatMessage).toContain("Assine o Pro ou o Pro+ para continuar conversando com o assistente.\n\n**[Ver planos e assinar](/payment)**");
    expect(describeChatError(failure(403, "SUBSCRIPTION_LIMIT_REACHED", "Subscription plan limit reached: x")).chatMessage).toContain("[Trocar de plano](/subscription#trocar-plano)");
    expect(describeChatError(failure(403, "PREMIUM_FEATURE", "Premium feature: x"), "audio").toastTitle).toBe("Recurso premium");
    expect(describeChatError(failure(0, "TIMEOUT", "Request timed out after 1ms")).toastTitle).toBe("Tempo esgotado");
    expect(describeChatError(failure(503, "SERVICE_UNAVAILABLE", "x")).toastTitle).toBe("Serviço temporariamente indisponível");
  });
});

describe("saved chat messages", () => {
  it("are neither read nor written while an admin views as a user", () => {
    const message = { id: "m1", direction: "INCOMING" as const, content: "Oi", timestamp: "2026-11-23T12:00:00.000Z" };
    saveMessages([message]);
    setImpersonationToken("view-token");
    expect(loadSavedMessages()).toEqual([]);
    saveMessages([{ ...message, id: "m2", content: "do usuário" }]);
    setImpersonationToken(null);
    expect(JSON.parse(localStorage.getItem(CHAT_MESSAGES_KEY) ?? "[]")).toEqual([message]);
    expect(loadSavedMessages()).toEqual([message]);
  });
});
