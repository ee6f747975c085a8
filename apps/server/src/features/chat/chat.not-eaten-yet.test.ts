import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { chatUser, sayTo } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

/** A day without food yet, told as a busy day: eat something now, never a crisis line nor a fallback (issue 27). */
describe("a day with no food yet", () => {
  it("gets quick things to eat now, however the busy day is said", async () => {
    for (const message of ["hj ainda nao comi nada, ta corrido", "acordei tarde e ainda não comi nada. o que como rapido?", "nao deu tempo de comer ainda hoje", "ainda não comi nada hoje"]) {
      const reply = await sayTo(app, await chatUser(app), message);
      expect(reply.calculationId, message).toBeNull();
      expect(reply.message, message).toContain("vale comer algo agora");
      expect(reply.message, message).not.toContain("CVV");
      expect(reply.message, message).not.toContain("Não tenho uma resposta verificada");
    }
  });

  it("puts low blood sugar first for someone on insulin or a glucose-lowering pill", async () => {
    for (const message of ["tomo insulina e hj ainda nao comi nada, ta corrido", "uso gliclazida, ainda nao comi nada hoje"]) {
      const reply = await sayTo(app, await chatUser(app), message);
      expect(reply.message, message).toMatch(/^⚠️ \*\*Com insulina ou remédio que baixa a glicose, ficar sem comer pode dar hipoglicemia/);
      expect(reply.message, message).toContain("192 (SAMU)");
    }
  });

  it("still meets not eating on purpose with care, never with snack ideas", async () => {
    for (const message of ["ainda nao comi nada hoje pra secar", "hoje nem vou comer pra secar"]) {
      const reply = await sayTo(app, await chatUser(app), message);
      expect(reply.message, message).not.toContain("vale comer algo agora");
      expect(reply.message, message).toContain("CVV");
    }
  });
});
