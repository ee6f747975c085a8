import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";
import { multipart, samplePng } from "../../../test/chat-fixtures";
import { heicPolyglot, pixelBombPng } from "../../../test/hostile-images";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const upload = (who: TTestUser, data: Buffer, caption = "arroz e feijão", type = "image/png") => {
  const form = multipart(caption ? { caption } : {}, { field: "file", name: "prato.png", type, data });
  return app.inject({ method: "POST", url: "/api/chat/image", headers: { ...who.auth, ...form.headers }, payload: form.payload });
};
const storedChatFiles = (userId: string) => {
  const dir = path.join(app.dataDir, "uploads", "users", userId, "chat");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe("chat photos are checked before they are kept", () => {
  it("refuses a photo from a user with no messages left without storing it", async () => {
    const user = await createUser(app);
    for (let i = 0; i < 30; i += 1) {
      const sent = await app.inject({ method: "POST", url: "/api/chat/message", headers: user.auth, payload: { message: `Comi ${i + 1} bananas` } });
      expect(sent.statusCode).toBe(200);
    }
    const refused = await upload(user, await samplePng());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: "TRIAL_LIMIT_REACHED" });
    expect(storedChatFiles(user.id)).toEqual([]);
  });

  it("refuses a HEIC signature the image library cannot decode instead of storing it as sent", async () => {
    const user = await createUser(app);
    const response = await upload(user, heicPolyglot(), "arroz", "image/heic");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, errorCode: "UNSUPPORTED_MEDIA_TYPE" });
    expect(storedChatFiles(user.id)).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/account/usage", headers: user.auth })).json().messagesUsed).toBe(0);
  });

  it("refuses a small file that would decode into 256 megapixels", async () => {
    const user = await createUser(app);
    const bomb = pixelBombPng(16_000);
    expect(bomb.length).toBeLessThan(300_000);
    const response = await upload(user, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A imagem tem resolução grande demais. Envie uma foto de até 40 megapixels.");
    expect(storedChatFiles(user.id)).toEqual([]);
  });
});

describe("chat photos are readable only by their owner, and only for a while", () => {
  it("serves a signed, privately cached link; refuses the bare path, a forged link and other users' echoes", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const link = (await upload(owner, await samplePng())).json().imageUrl as string;
    const served = await app.inject({ method: "GET", url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);

    const bare = link.split("?")[0]!;
    expect((await app.inject({ method: "GET", url: bare })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: link.replace(/sig=.{4}/, "sig=AAAA") })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `${bare}?exp=9999999999&sig=x` })).statusCode).toBe(404);

    await app.inject({ method: "POST", url: "/api/chat/message", headers: other.auth, payload: { message: bare } });
    const echoed = (await app.inject({ method: "GET", url: "/api/chat/history", headers: other.auth })).json();
    expect(JSON.stringify(echoed)).not.toContain("sig=");
  });

  it("removes the photos with \"Limpar conversa\"", async () => {
    const owner = await createUser(app);
    const link = (await upload(owner, await samplePng())).json().imageUrl as string;
    expect(storedChatFiles(owner.id)).toHaveLength(1);
    const cleared = await app.inject({ method: "POST", url: "/api/chat/clear", headers: owner.auth });
    expect(cleared.statusCode).toBe(200);
    expect(storedChatFiles(owner.id)).toEqual([]);
    expect((await app.inject({ method: "GET", url: link })).statusCode).toBe(404);
  });
});
