import type { TSubscriptionResponse } from "@nutriguia/domain";
import { describe, expect, it } from "vitest";
import { limitNoticeOf } from "./limit-notice";

const state = (plan: TSubscriptionResponse["plan"], messagesUsed: number, messages: number | null) =>
  ({ plan, limits: { messages, mealPlans: 3, audio: false }, usage: { messagesUsed, mealPlansUsed: 0 } }) as TSubscriptionResponse;

describe("the upgrade notice where a limit is reached (issue 30)", () => {
  it("says nothing below the limit", () => {
    expect(limitNoticeOf(state("TRIAL", 29, 30))).toBeNull();
    expect(limitNoticeOf(state("UNLIMITED", 999, null))).toBeNull();
  });
  it("names real plans and carries the way up", () => {
    expect(limitNoticeOf(state("TRIAL", 30, 30))).toEqual({
      text: "Você usou as 30 mensagens do teste grátis. Assine o Pro ou o Pro+ para continuar.",
      action: { label: "Ver planos e assinar", href: "/payment" },
    });
    expect(limitNoticeOf(state("PRO", 3000, 3000))?.action).toEqual({ label: "Mudar para o Pro+", href: "/subscription#trocar-plano" });
    expect(limitNoticeOf(state("PRO_PLUS", 10000, 10000))?.action).toBeNull();
  });
});
