import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZActivateRequest,
  ZEmailRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSuccess,
  ZTokenResponse,
  ZUser,
} from "@nutriguia/domain";
import type { TLoginResponse } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { bearerToken } from "../../plugins/auth";
import { rateLimitSubject } from "../../lib/client-address";
import { createAuthService } from "./auth.service";

const MINUTE = 60;
const HOUR = 3600;

/** Per-IP limits on every sign-in entry point (the IP honours X-Forwarded-For only from TRUST_PROXY). */
const IP_LIMITS = {
  login: [20, 15 * MINUTE],
  "admin-login": [10, 15 * MINUTE],
  register: [10, HOUR],
  "forgot-password": [10, 15 * MINUTE],
  "reset-password": [10, 15 * MINUTE],
  "resend-activation": [10, HOUR],
  activate: [10, 15 * MINUTE],
  unlock: [10, 15 * MINUTE],
} as const;

/** The answer to a login belongs to the user it signs in (so their photo link is signed for them). */
function signedIn(request: FastifyRequest, response: TLoginResponse) {
  const { id, roles } = response.user;
  request.auth = { userId: id, roles, isAdmin: roles.includes("ADMIN") };
  return response;
}

export default async function authRoutes(app: FastifyInstance) {
  const service = createAuthService(app, app.serverSecret);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const limitIp = (action: keyof typeof IP_LIMITS) => async (request: FastifyRequest) => {
    const [limit, window] = IP_LIMITS[action];
    await app.rateLimiter.hit(`${action}:ip:${rateLimitSubject(request.ip)}`, limit, window);
  };
  const limitEmail = (action: string, limit: number, window: number) => async (email: string) =>
    app.rateLimiter.hit(`${action}:email:${email}`, limit, window);

  // Each registration mails a new activation code: per e-mail too, so rotating addresses cannot mint codes to guess
  // (issue 29). Any e-mail counts alike, so the answer still says nothing about whether the account exists.
  const registerLimit = limitEmail("register", 5, HOUR);
  r.post(
    "/auth/register",
    { schema: { body: ZRegisterRequest, response: { 201: ZSuccess } }, preHandler: limitIp("register"), config: { access: "public" } },
    async (request, reply) => {
      await registerLimit(request.body.email);
      await service.register(request.body);
      return reply.status(201).send({
        success: true,
        message: "Cadastro recebido! Enviamos um código de ativação para o seu e-mail.",
      });
    },
  );

  r.post(
    "/auth/activate",
    { schema: { body: ZActivateRequest, response: { 200: ZSuccess } }, preHandler: limitIp("activate"), config: { access: "public" } },
    async (request) => {
      await service.activate(request.body.activationCode);
      return { success: true as const, message: "Conta ativada com sucesso. Você já pode entrar." };
    },
  );

  const resendLimit = limitEmail("resend-activation", 3, HOUR);
  r.post(
    "/public/resend-activation",
    { schema: { body: ZEmailRequest, response: { 200: ZSuccess } }, preHandler: limitIp("resend-activation"), config: { access: "public" } },
    async (request) => {
      await resendLimit(request.body.email);
      await service.resendActivation(request.body.email);
      return {
        success: true as const,
        message: "Se houver uma conta pendente de ativação com este e-mail, enviamos um novo código.",
      };
    },
  );

  r.post(
    "/auth/login",
    { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } }, preHandler: limitIp("login"), config: { access: "public" } },
    async (request) => signedIn(request, await service.login(request.body.email, request.body.password, false)),
  );

  r.post(
    "/auth/admin-login",
    { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } }, preHandler: limitIp("admin-login"), config: { access: "public" } },
    async (request) => signedIn(request, await service.login(request.body.email, request.body.password, true)),
  );

  r.get("/auth/me", { schema: { response: { 200: ZUser } }, preHandler: app.authenticate, config: { access: "user" } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.userContract(request.auth.userId);
  });

  r.post("/auth/refresh", { schema: { response: { 200: ZTokenResponse } }, config: { access: "user" } }, async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError("UNAUTHORIZED");
    return { success: true as const, token: await app.tokens.refresh(token) };
  });

  r.post("/auth/logout", { schema: { response: { 200: ZSuccess } }, preHandler: app.authenticate, config: { access: "user" } }, async (request) => {
    await service.logout(request.auth.userId);
    return { success: true as const, message: "Sessão encerrada em todos os dispositivos." };
  });

  const forgotLimit = limitEmail("forgot-password", 3, HOUR);
  r.post(
    "/auth/forgot-password",
    { schema: { body: ZEmailRequest, response: { 200: ZSuccess } }, preHandler: limitIp("forgot-password"), config: { access: "public" } },
    async (request) => {
      await forgotLimit(request.body.email);
      await service.forgotPassword(request.body.email);
      return {
        success: true as const,
        message: "Se houver uma conta com este e-mail, enviamos as instruções para redefinir a senha.",
      };
    },
  );

  r.get(
    "/auth/unlock",
    { schema: { querystring: z.object({ token: z.string().min(1).max(200) }).strict() }, preHandler: limitIp("unlock"), config: { access: "public" } },
    async (request, reply) => {
      await service.unlock(request.query.token);
      return reply.redirect("/login", 303);
    },
  );

  r.post(
    "/auth/reset-password",
    { schema: { body: ZResetPasswordRequest, response: { 200: ZSuccess } }, preHandler: limitIp("reset-password"), config: { access: "public" } },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.newPassword);
      return { success: true as const, message: "Senha redefinida com sucesso. Faça login com a nova senha." };
    },
  );
}
