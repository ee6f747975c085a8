import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { multipart, samplePng } from "../../../test/chat-fixtures";

/** Issue 30: a trial message is spent only when the assistant served the request (docs/decisions/303). */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const send = (who: TTestUser, message: string) => app.inject({ method: "POST", url: "/api/chat/message", headers: who.auth, payload: { message } });
const used = async (who: TTestUser) => (await app.inject({ method: "GET", url: "/api/account/usage", headers: who.auth })).json().messagesUsed as number;

describe("what a trial message is spent on", () => {
  it("spends one message on a meal the assistant counted", async () => {
    const user = await createUser(app);
    const reply = (await send(user, "Comi 2 ovos cozidos")).json();
    expect(reply.calculation).not.toBeNull();
    expect(await used(user)).toBe(1);
  });

  it("spends nothing on a photo it cannot read", async () => {
    const user = await createUser(app);
    const form = multipart({}, { field: "file", name: "prato.png", type: "image/png", data: await samplePng() });
    const response = await app.inject({ method: "POST", url: "/api/chat/image", headers: { ...user.auth, ...form.headers }, payload: form.payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain("não consigo enxergar fotos");
    expect(response.json().calculation).toBeNull();
    expect(await used(user)).toBe(0);
  });

  it("spends nothing on a correction of the pending card ('foram 3, não 2'), which is edited in place", async () => {
    const user = await createUser(app);
    const first = (await send(user, "Comi 2 ovos cozidos")).json();
    expect(await used(user)).toBe(1);
    const corrected = (await send(user, "foram 3, não 2")).json();
    expect(corrected.calculationId).toBe(first.calculationId);
    expect(await used(user)).toBe(1);
  });

  it("spends nothing on a message it could not understand", async () => {
    const user = await createUser(app);
    const reply = (await send(user, "qual a capital da França?")).json();
    expect(reply.intent).toBe("OUT_OF_SCOPE");
    expect(await used(user)).toBe(0);
  });
});
