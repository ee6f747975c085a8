import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { hashPassword } from "../../shared/passwords";
import { hasAdmin, insertUser } from "./auth.repository";

/** First start on an empty database: create the admin, printing a generated password once when none is configured. */
export async function seedAdmin(app: FastifyInstance) {
  if (await hasAdmin(app.db)) return;
  const password = app.config.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  const created = await insertUser(app.db, {
    email: app.config.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await hashPassword(password),
    fullName: "Administrador NutriGuia",
    whatsappNumber: null,
    roles: ["USER", "ADMIN"],
    activatedAt: new Date(),
    unlimited: true,
  });
  if (!created) return;
  if (!app.config.ADMIN_PASSWORD) {
    process.stdout.write(
      `\nConta de administrador criada: ${created.email}\nSenha gerada (mostrada só agora): ${password}\n\n`,
    );
  }
  app.log.debug({ email: created.email }, "admin account created");
  app.log.info("admin account created");
}
