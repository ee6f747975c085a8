import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZDeleteAccountRequest,
  ZLegalVersions,
  ZNutritionalProfileUpdate,
  ZPrivacyConsentRequest,
  ZProfileUpdateFields,
  ZProfileUpdateResponse,
  ZSubscriptionResponse,
  ZSuccess,
  ZTermsConsentRequest,
  ZUsageResponse,
  ZUser,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { currentLegalVersions } from "../../shared/settings";
import { registerInactiveAccountsJob } from "./account.inactivity";
import { createAccountService } from "./account.service";
import { withMultipart } from "../../plugins/multipart";

/** Reads the personal-data form: multipart (with an optional profilePhoto file) or plain JSON. */
async function readProfileForm(request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: ZProfileUpdateFields.parse(request.body ?? {}), photo: null };
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "profilePhoto") throw new AppError("VALIDATION_ERROR", `Campo de arquivo desconhecido: ${part.fieldname}`);
      photo = await part.toBuffer();
      if (photo.length === 0) photo = null;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  const parsed = ZProfileUpdateFields.safeParse(fields);
  if (!parsed.success) throw new AppError("VALIDATION_ERROR", parsed.error.issues[0]?.message);
  return { fields: parsed.data, photo };
}

export default async function accountRoutes(app: FastifyInstance) {
  registerInactiveAccountsJob(app);
  const service = createAccountService(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate, config: { access: "user" as const } };

  r.get("/public/legal-versions", { config: { access: "public" }, schema: { response: { 200: ZLegalVersions } } }, async () =>
    currentLegalVersions(app.db, app.config),
  );

  r.get("/account/me", { ...auth, schema: { response: { 200: ZUser } } }, async (request) => service.me(request.auth.userId));

  r.get("/account/subscription", { ...auth, schema: { response: { 200: ZSubscriptionResponse } } }, async (request) =>
    service.subscription(request.auth.userId),
  );

  r.get("/account/usage", { ...auth, schema: { response: { 200: ZUsageResponse } } }, async (request) =>
    service.usage(request.auth.userId),
  );

  await withMultipart(app, (scoped) => {
    scoped.withTypeProvider<ZodTypeProvider>().put("/account/profile", { ...auth, schema: { response: { 200: ZProfileUpdateResponse } } }, async (request) => {
      const { fields, photo } = await readProfileForm(request).catch((error: unknown) => {
        if (error instanceof Error && error.name === "ZodError") throw new AppError("VALIDATION_ERROR");
        throw error;
      });
      return service.updateProfile(request.auth.userId, fields, photo);
    });
  });

  r.put(
    "/account/nutritional-profile",
    { ...auth, schema: { body: ZNutritionalProfileUpdate, response: { 200: ZUser } } },
    async (request) => service.updateNutritionalProfile(request.auth.userId, request.body),
  );

  r.put(
    "/account/privacy-consent",
    { ...auth, schema: { body: ZPrivacyConsentRequest, response: { 200: ZUser } } },
    async (request) => service.setPrivacyConsent(request.auth.userId, request.body),
  );

  r.put(
    "/account/terms-consent",
    { ...auth, schema: { body: ZTermsConsentRequest, response: { 200: ZUser } } },
    async (request) => service.setTermsConsent(request.auth.userId, request.body),
  );

  r.delete(
    "/account/delete",
    { ...auth, schema: { body: ZDeleteAccountRequest, response: { 200: ZSuccess } } },
    async (request) => {
      await service.deleteAccount(request.auth.userId, request.body.password);
      return { success: true as const, message: "Sua conta foi excluída permanentemente." };
    },
  );

  /** A JSON object (exportedAt, user, records) encoded as it is read: no response schema to re-encode it. */
  r.get("/account/export", auth, async (request, reply) => {
    reply.header("content-disposition", 'attachment; filename="nutriguia-meus-dados.json"').header("cache-control", "no-store");
    return reply.type("application/json; charset=utf-8").send(await service.exportJson(request.auth.userId));
  });
}
