import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { AppError } from "../lib/app-error";
import { AUDIENCE, bearerToken, ISSUER } from "./auth";

/** Long enough to look around, short enough that a forgotten tab ends by itself; there is no refresh. */
export const IMPERSONATION_TTL_SECONDS = 15 * 60;
/**
 * Impersonation tokens are explicitly typed (RFC 8725 §3.11), so the write guard recognises one by its
 * first segment and never decodes an ordinary token. Changing this header breaks that recognition.
 */
const HEADER = { alg: "HS256", typ: "act+jwt" } as const;
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
export const IMPERSONATION_HEADER_SEGMENT = `${segment(HEADER)}.`;
const READ_METHODS = new Set(["GET", "HEAD"]);

/*
 * Signed and checked here with node:crypto (HS256 over "header.payload", RFC 7515) rather than through the
 * auth plugin's JWT library, so this plugin stays independent of how that plugin verifies. The auth plugin
 * verifies these tokens like any other; the check below only ever refuses.
 */
const mac = (secret: string, input: string) => createHmac("sha256", secret).update(input).digest();

function signToken(secret: string, claims: object): string {
  const input = `${segment(HEADER)}.${segment(claims)}`;
  return `${input}.${mac(secret, input).toString("base64url")}`;
}

/** Whether an impersonation-typed token carries this server's signature (expired or not: such a token never writes). */
function signedHere(secret: string, token: string): boolean {
  const [header, payload, signature = ""] = token.split(".");
  const expected = mac(secret, `${header}.${payload}`);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type TImpersonation = {
  /** A read-only access token of `user` carrying `act: {sub: adminId}` (RFC 8693). */
  issue: (user: { id: string; tokenVersion: number }, adminId: string) => { token: string; expiresAt: Date };
};

declare module "fastify" {
  interface FastifyInstance {
    impersonation: TImpersonation;
  }
}

/**
 * "Ver como usuário" (docs/decisions/540): the token authenticates as the user through the ordinary auth
 * plugin, which exposes the actor as `request.impersonatedBy` and keeps it off admin routes and refresh.
 * Here: any write made with such a token is refused before routing work, and a view ends as soon as its
 * admin is no longer an admin.
 */
export default fp(
  async function impersonationPlugin(app: FastifyInstance, opts: { secret: string }) {
    app.decorate("impersonation", {
      issue: (user, adminId) => {
        const now = Math.floor(Date.now() / 1000);
        const exp = now + IMPERSONATION_TTL_SECONDS;
        const claims = { sub: user.id, iss: ISSUER, aud: AUDIENCE, iat: now, exp, ver: user.tokenVersion, sst: now, act: { sub: adminId } };
        return { token: signToken(opts.secret, claims), expiresAt: new Date(exp * 1000) };
      },
    } satisfies TImpersonation);

    // Callback hooks: for every ordinary request they return at once, without a promise.
    app.addHook("onRequest", (request, _reply, done) => {
      if (READ_METHODS.has(request.method)) return done();
      const token = bearerToken(request);
      // A forged token of this type is left to the ordinary check, which answers 401.
      if (token?.startsWith(IMPERSONATION_HEADER_SEGMENT) && signedHere(opts.secret, token)) return done(new AppError("IMPERSONATION_READ_ONLY"));
      done();
    });

    const stillAdmin = async (adminId: string) => {
      const [admin] = await app.db.select({ roles: users.roles }).from(users).where(eq(users.id, adminId));
      return admin?.roles.includes("ADMIN") ?? false;
    };
    app.addHook("preHandler", (request, _reply, done) => {
      if (!request.impersonatedBy) return done();
      stillAdmin(request.impersonatedBy).then((admin) => done(admin ? undefined : new AppError("TOKEN_EXPIRED")), done);
    });
  },
  { name: "impersonation", dependencies: ["auth", "db"] },
);
