import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, type TTestApp } from "../../../test/build-test-app";
import { users } from "../../db/schema";

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const register = (email: string, whatsappNumber: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { fullName: "Rita Fone", email, password: "feijao com arroz todo dia", whatsappNumber, privacyPolicyAccepted: true, termsAccepted: true },
  });

describe("WhatsApp number at registration (issue 14)", () => {
  it("stores a Brazilian mobile in E.164", async () => {
    const response = await register("rita.fone@exemplo.com.br", "(21) 99876-5432");
    expect(response.statusCode).toBe(201);
    const [row] = await app.db.select({ phone: users.whatsappNumber }).from(users).where(eq(users.email, "rita.fone@exemplo.com.br"));
    expect(row!.phone).toBe("+5521998765432");
  });

  it.each(["11 9999", "(11) 3456-7890", "98765-4321"])("refuses %s with the field's message and creates nothing", async (phone) => {
    const email = `rita.${phone.replace(/\D/g, "")}@exemplo.com.br`;
    const response = await register(email, phone);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    expect(response.json().message).toContain("Número de WhatsApp inválido");
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
