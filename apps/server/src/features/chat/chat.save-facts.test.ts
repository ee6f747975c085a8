import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChatHistoryResponse, TChatReply, TNutritionalProfile, TSaveFactsResponse } from "@nutriguia/domain";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { COMPLETE_PROFILE, setProfile } from "../../../test/chat-fixtures";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const HINT = "Se quiser, toque em **Salvar no meu perfil** para eu lembrar disso nas próximas conversas.";

async function newUser() {
  const who = await createUser(app, { unlimited: true });
  await setProfile(app, who.auth, COMPLETE_PROFILE);
  return who;
}

const say = async (who: TTestUser, message: string) => {
  const response = await app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json<TChatReply>();
};

const history = async (who: TTestUser) =>
  (await app.inject({ method: "GET", url: "/api/chat/history", headers: who.auth })).json<TChatHistoryResponse>().messages;

const saveFacts = (who: TTestUser, payload: unknown) => app.inject({ method: "POST", url: "/api/chat/save-facts", headers: who.auth, payload: payload as object });

const profileOf = async (who: TTestUser) =>
  (await app.inject({ method: "GET", url: "/api/account/me", headers: who.auth })).json<{ profile: TNutritionalProfile }>().profile;

describe("a statement about oneself is offered for saving to the profile (issue 27)", () => {
  it("offers 'sou celíaca', saves the condition and the gluten restriction, then offers nothing more", async () => {
    const who = await newUser();
    const reply = await say(who, "sou celíaca");
    expect(reply.message.endsWith(HINT)).toBe(true);
    expect(reply.profileSuggestion?.additions.map((a) => a.label)).toEqual(["Doença celíaca", "Sem glúten (grave)"]);

    const answered = (await history(who)).at(-1)!;
    expect(answered.id).toBe(reply.profileSuggestion!.messageId);
    expect(answered.profileSuggestion?.additions).toEqual([
      { field: "healthConditions", value: "CELIAC_DISEASE", label: "Doença celíaca" },
      { field: "allergyDetails", value: "GLUTEN_FREE", severity: "SEVERE", label: "Sem glúten (grave)" },
    ]);

    const saved = await saveFacts(who, { messageId: answered.id });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<TSaveFactsResponse>();
    expect(body.saved).toEqual(["Doença celíaca", "Sem glúten (grave)"]);
    expect(body.profile?.healthConditions).toContain("CELIAC_DISEASE");
    expect(body.profile?.dietaryRestrictions).toContain("GLUTEN_FREE");
    expect(body.profile?.allergyDetails.GLUTEN_FREE).toBe("SEVERE");
    expect(body.profile?.weight).toBe(COMPLETE_PROFILE.weight);

    expect((await history(who)).at(-1)!.profileSuggestion).toBeNull();
    const again = await saveFacts(who, { messageId: answered.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<TSaveFactsResponse>().saved).toEqual([]);
    expect((await profileOf(who)).healthConditions).toEqual(["CELIAC_DISEASE"]);
  });

  it("offers an intolerance with its severity and a food left out, keeping what the profile already holds", async () => {
    const who = await newUser();
    await setProfile(app, who.auth, { dislikedFoods: ["jiló"], healthConditions: ["HYPERTENSION"] });
    const lactose = await say(who, "tenho intolerância leve à lactose");
    expect(lactose.profileSuggestion?.additions.map((a) => a.label)).toEqual(["Sem lactose (intolerância leve)"]);
    const pork = await say(who, "não como carne de porco");
    expect(pork.profileSuggestion?.additions.map((a) => a.label)).toEqual(["Não come: carne de porco"]);
    await saveFacts(who, { messageId: pork.profileSuggestion!.messageId });
    const profile = await profileOf(who);
    expect(profile.dislikedFoods).toEqual(["jiló", "carne de porco"]);
    expect(profile.healthConditions).toEqual(["HYPERTENSION"]);
  });

  it("never weakens a stricter severity already saved", async () => {
    const who = await newUser();
    await setProfile(app, who.auth, { dietaryRestrictions: ["LACTOSE_FREE"], allergyDetails: { LACTOSE_FREE: "SEVERE" } });
    const reply = await say(who, "tenho intolerância leve à lactose");
    expect(reply.profileSuggestion).toBeNull();
    expect(reply.message).not.toContain(HINT);
  });

  it("raises the activity level when training is stated and the profile is lower", async () => {
    const who = await newUser();
    const reply = await say(who, "treino para meia maratona");
    expect(reply.profileSuggestion?.additions).toEqual([{ field: "activityLevel", value: "VERY_ACTIVE", label: "Nível de atividade: Muito ativo (6-7 dias por semana)" }]);
    await saveFacts(who, { messageId: reply.profileSuggestion!.messageId });
    expect((await profileOf(who)).activityLevel).toBe("VERY_ACTIVE");
  });

  it("offers nothing on an answer that was not a statement", async () => {
    const who = await newUser();
    const reply = await say(who, "quantas calorias tem uma banana?");
    expect(reply.profileSuggestion).toBeNull();
    expect((await history(who)).every((m) => m.profileSuggestion === null)).toBe(true);
  });

  it("answers someone else's message, a bad id or a user message with 404 in the envelope", async () => {
    const owner = await newUser();
    const other = await newUser();
    const reply = await say(owner, "sou vegana");
    const userMessage = (await history(owner)).at(-2)!;
    for (const messageId of [reply.profileSuggestion!.messageId, "nao-e-um-id", userMessage.id]) {
      const who = messageId === reply.profileSuggestion!.messageId ? other : owner;
      const response = await saveFacts(who, { messageId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Mensagem não encontrada.", errorCode: "NOT_FOUND", status: 404 });
    }
    const empty = await saveFacts(owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", status: 400 });
  });
});
