import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { createUser, type TTestUser } from "../../../test/accounts";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const me = async (user: TTestUser) => (await app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).json();
const putProfile = (user: TTestUser, payload: unknown) =>
  app.inject({ method: "PUT", url: "/api/account/nutritional-profile", headers: user.auth, payload: payload as object });

function multipart(parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>) {
  const boundary = "----nutriguia" + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`;
    const header = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(header), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const putPersonal = (user: TTestUser, parts: Parameters<typeof multipart>[0]) => {
  const form = multipart(parts);
  return app.inject({ method: "PUT", url: "/api/account/profile", payload: form.payload, headers: { ...user.auth, ...form.headers } });
};

const pngImage = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 160, b: 90 } } }).png().toBuffer();

describe("nutritional profile", () => {
  it("stores the profile and returns BMI, its category and completeness", async () => {
    const user = await createUser(app);
    expect((await me(user)).profileCompleteness).toBe(0);
    const partial = await putProfile(user, { age: 34, weight: 72.5, height: 168 });
    expect(partial.json()).toMatchObject({ profileCompleteness: 50, profileComplete: false, bmi: 25.7, bmiCategory: "Sobrepeso" });
    const full = await putProfile(user, {
      gender: "FEMALE",
      activityLevel: "MODERATELY_ACTIVE",
      goal: "WEIGHT_LOSS",
      dietaryRestrictions: ["LACTOSE_FREE", "GLUTEN_FREE"],
      allergyDetails: { LACTOSE_FREE: "SEVERE" },
      preferredFoods: ["tapioca", "açaí"],
      healthConditions: ["HYPERTENSION"],
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      profileCompleteness: 100,
      profileComplete: true,
      profile: { age: 34, weight: 72.5, gender: "FEMALE", allergyDetails: { LACTOSE_FREE: "SEVERE" }, preferredFoods: ["tapioca", "açaí"] },
    });
  });

  it("treats age 0 (food lists saved before the profile exists) as not informed", async () => {
    const user = await createUser(app);
    const response = await putProfile(user, { age: 0, dislikedFoods: ["jiló"] });
    expect(response.json()).toMatchObject({ profile: { age: null, dislikedFoods: ["jiló"] }, profileCompleteness: 0 });
  });

  it.each([
    [{ age: "" }, "Idade é obrigatória"],
    [{ age: -1 }, "Idade mínima: 1 ano"],
    [{ age: 121 }, "Idade máxima: 120 anos"],
    [{ weight: "" }, "Peso é obrigatório"],
    [{ weight: 0.5 }, "Peso mínimo: 1kg"],
    [{ weight: 500.1 }, "Peso máximo: 500kg"],
    [{ height: "" }, "Altura é obrigatória"],
    [{ height: 0 }, "Altura mínima: 1cm"],
    [{ height: 251 }, "Altura máxima: 250cm"],
    [{ weight: 70.15 }, "Peso: use no máximo uma casa decimal (ex.: 70,5 kg)"],
    [{ height: 170.25 }, "Altura: use no máximo uma casa decimal (ex.: 170,5 cm)"],
  ])("refuses %j with '%s' and changes nothing", async (payload, message) => {
    const user = await createUser(app);
    await putProfile(user, { age: 30, weight: 70, height: 170 });
    const response = await putProfile(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, errorCode: "VALIDATION_ERROR", status: 400 });
    expect((await me(user)).profile).toMatchObject({ age: 30, weight: 70, height: 170 });
  });

  it("refuses unknown fields, wrong enum values and malformed JSON without changing anything", async () => {
    const user = await createUser(app);
    await putProfile(user, { age: 30 });
    for (const payload of [{ age: 31, isAdmin: true }, { goal: "GET_RICH" }, { dietaryRestrictions: "VEGAN" }]) {
      const response = await putProfile(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const malformed = await app.inject({
      method: "PUT",
      url: "/api/account/nutritional-profile",
      headers: { ...user.auth, "content-type": "application/json" },
      payload: '{"age": 31,',
    });
    expect(malformed.json()).toMatchObject({ errorCode: "INVALID_JSON", status: 400 });
    const huge = await app.inject({
      method: "PUT",
      url: "/api/account/nutritional-profile",
      headers: { ...user.auth, "content-type": "application/json" },
      payload: JSON.stringify({ age: 31, customRestrictions: ["x".repeat(2 * 1024 * 1024)] }),
    });
    expect(huge.json()).toMatchObject({ success: false, errorCode: "PAYLOAD_TOO_LARGE", status: 413 });
    expect((await me(user)).profile.age).toBe(30);
  });
});

describe("personal data", () => {
  it("updates the name and normalises a Brazilian WhatsApp number to E.164", async () => {
    const user = await createUser(app);
    const response = await putPersonal(user, [
      { name: "fullName", value: "Joana Prado" },
      { name: "phoneNumber", value: "(21) 99876-5432" },
    ]);
    expect(response.json()).toMatchObject({ success: true, fullName: "Joana Prado", whatsappNumber: "+5521998765432" });
    const bad = await putPersonal(user, [{ name: "phoneNumber", value: "12345" }]);
    expect(bad.json()).toMatchObject({ errorCode: "VALIDATION_ERROR", status: 400 });
    expect((await me(user)).whatsappNumber).toBe("+5521998765432");
  });

  it("accepts a PNG named .txt, re-encodes it, and refuses a text file named .png", async () => {
    const user = await createUser(app);
    const ok = await putPersonal(user, [{ name: "profilePhoto", value: await pngImage(), filename: "foto.txt", type: "text/plain" }]);
    expect(ok.statusCode).toBe(200);
    const photo = ok.json().profilePhoto as string;
    expect(photo).toMatch(/^\/uploads\/users\/.+\.webp\?exp=\d+&sig=[\w-]+$/);
    const served = await app.inject({ method: "GET", url: photo });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);

    const fake = await putPersonal(user, [
      { name: "profilePhoto", value: "isto não é uma imagem", filename: "foto.png", type: "image/png" },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ success: false, errorCode: "UNSUPPORTED_MEDIA_TYPE" });
    expect((await me(user)).profilePhoto).toBe(photo);
  });

  it("refuses photos over 5 MB", async () => {
    const user = await createUser(app);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await putPersonal(user, [{ name: "profilePhoto", value: big, filename: "grande.png", type: "image/png" }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe("FILE_TOO_LARGE");
  });

  it("changes the password only with the right current one, revoking other sessions", async () => {
    const user = await createUser(app);
    const wrong = await putPersonal(user, [
      { name: "currentPassword", value: "não é essa" },
      { name: "newPassword", value: "uma nova senha longa" },
    ]);
    expect(wrong.json()).toMatchObject({ errorCode: "WRONG_PASSWORD", status: 400 });
    const changed = await putPersonal(user, [
      { name: "currentPassword", value: user.password },
      { name: "newPassword", value: "uma nova senha longa" },
    ]);
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).statusCode).toBe(401);
    const fresh = await app.inject({ method: "GET", url: "/api/account/me", headers: { authorization: `Bearer ${changed.json().token}` } });
    expect(fresh.statusCode).toBe(200);
  });
});

describe("legal consents", () => {
  it("records acceptance of the current version and clears it on withdrawal", async () => {
    const user = await createUser(app);
    const accepted = await app.inject({
      method: "PUT",
      url: "/api/account/terms-consent",
      headers: user.auth,
      payload: { termsAccepted: true, termsVersion: "1.0", termsAcceptedDate: new Date().toISOString() },
    });
    expect(accepted.json()).toMatchObject({ termsAccepted: true, termsVersion: "1.0", currentTermsVersion: "1.0" });
    expect(accepted.json().termsAcceptedDate).not.toBeNull();
    const outdated = await app.inject({
      method: "PUT",
      url: "/api/account/privacy-consent",
      headers: user.auth,
      payload: { privacyPolicyAccepted: true, privacyPolicyVersion: "0.9", privacyPolicyAcceptedDate: null },
    });
    expect(outdated.statusCode).toBe(400);
    const withdrawn = await app.inject({
      method: "PUT",
      url: "/api/account/terms-consent",
      headers: user.auth,
      payload: { termsAccepted: false, termsVersion: null, termsAcceptedDate: null },
    });
    expect(withdrawn.json()).toMatchObject({ termsAccepted: false, termsVersion: null, termsAcceptedDate: null });
  });
});

describe("isolation between users", () => {
  it("never lets one user's token read or change another user's data", async () => {
    const ana = await createUser(app, { fullName: "Ana" });
    const bia = await createUser(app, { fullName: "Bia" });
    await putProfile(ana, { age: 40, weight: 60, height: 160 });
    const before = await me(ana);
    await putProfile(bia, { age: 22, weight: 90, height: 190 });
    await putPersonal(bia, [{ name: "fullName", value: "Bia Alterada" }]);
    await app.inject({
      method: "PUT",
      url: "/api/account/terms-consent",
      headers: bia.auth,
      payload: { termsAccepted: true, termsVersion: "1.0", termsAcceptedDate: null },
    });
    for (const url of ["/api/account/me", "/api/auth/me", "/api/account/export", "/api/account/usage", "/api/account/subscription"]) {
      const body = (await app.inject({ method: "GET", url, headers: bia.auth })).body;
      expect(body, url).not.toContain(ana.email);
      expect(body, url).not.toContain(ana.id);
    }
    await app.inject({ method: "DELETE", url: "/api/account/delete", headers: bia.auth, payload: { password: ana.password } });
    expect(await me(ana)).toEqual(before);
  });
});

describe("account deletion", () => {
  it("keeps everything on a wrong password and removes every row and file of the user on the right one", async () => {
    const user = await createUser(app);
    await putProfile(user, { age: 30, weight: 70, height: 170 });
    const photo = (await putPersonal(user, [{ name: "profilePhoto", value: await pngImage(), filename: "eu.png" }])).json().profilePhoto;
    const photoFile = path.join(app.dataDir, photo.split("?")[0]);
    expect(fs.existsSync(photoFile)).toBe(true);

    const missing = await app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: "" } });
    expect(missing.json()).toMatchObject({ message: "Senha obrigatória", status: 400 });
    const wrong = await app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: "errada" } });
    expect(wrong.statusCode).toBe(400);
    expect((await me(user)).profile.age).toBe(30);

    // The access records written so far name the user; those written after, the deletion's own included, must not.
    await app.accessLog.flush();
    const deleted = await app.inject({ method: "DELETE", url: "/api/account/delete", headers: user.auth, payload: { password: user.password } });
    expect(deleted.statusCode).toBe(200);
    await app.accessLog.flush();
    expect(fs.existsSync(photoFile)).toBe(false);
    const tables = await app.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = current_schema()`,
    );
    for (const { table_name } of tables.rows) {
      const rows = await app.db.execute(sql`SELECT 1 FROM ${sql.identifier(table_name)} WHERE user_id = ${user.id}`);
      expect(rows.rows, table_name).toHaveLength(0);
    }
    const users = await app.db.execute(sql`SELECT 1 FROM users WHERE id = ${user.id}`);
    expect(users.rows).toHaveLength(0);
    expect((await app.inject({ method: "GET", url: "/api/account/me", headers: user.auth })).statusCode).toBe(401);
  });
});

describe("LGPD export", () => {
  it("returns the user's own data as a JSON download without secrets", async () => {
    const user = await createUser(app);
    await putProfile(user, { age: 50, preferredFoods: ["cuscuz"] });
    const response = await app.inject({ method: "GET", url: "/api/account/export", headers: user.auth });
    expect(response.headers["content-disposition"]).toContain("attachment");
    const body = response.json();
    expect(body.user.email).toBe(user.email);
    expect(body.records.nutritional_profiles[0]).toMatchObject({ age: 50, preferred_foods: ["cuscuz"] });
    expect(response.body).not.toContain("argon2");
  });
});

describe("error envelopes", () => {
  it.each([
    ["GET", "/api/account/me", undefined, 401, "UNAUTHORIZED"],
    ["GET", "/api/account/me", "Bearer not-a-jwt", 401, "UNAUTHORIZED"],
    ["GET", "/api/nowhere", undefined, 404, "NOT_FOUND"],
  ])("%s %s (%s) → %i %s", async (method, url, authorization, status, errorCode) => {
    const response = await app.inject({ method: method as "GET", url, headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message: expect.any(String), errorCode, status });
  });

  it("refuses a token signed with another algorithm", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ sub: "x", exp: 9999999999 })).toString("base64url");
    const response = await app.inject({ method: "GET", url: "/api/account/me", headers: { authorization: `Bearer ${header}.${payload}.` } });
    expect(response.statusCode).toBe(401);
  });
});
