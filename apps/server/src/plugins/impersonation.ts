import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
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
export const IMPERSONATION_HEADER_SEGMENT = `${Buffer.from(JSON.stringify(HEADER)).toString("base64url")}.`;
const READ_METHODS = new Set(["GET", "HEAD"]);

export type TImpersonation = {
  /** A read-only access token of `user` carrying `act: {sub: adminId}` (RFC 8693). */
  issue: (user: { id: string; tokenVersion: number }, adminId: string) => Promise<{ token: string; expiresAt: Date }>;
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
    const key = new TextEncoder().encode(opts.secret);

    app.decorate("impersonation", {
      issue: async (user, adminId) => {
        const now = Math.floor(Date.now() / 1000);
        const token = await new SignJWT({ ver: user.tokenVersion, sst: now, act: { sub: adminId } })
          .setProtectedHeader(HEADER)
          .setSubject(user.id)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(now)
          .setExpirationTime(now + IMPERSONATION_TTL_SECONDS)
          .sign(key);
        return { token, expiresAt: new Date((now + IMPERSONATION_TTL_SECONDS) * 1000) };
      },
    } satisfies TImpersonation);

    app.addHook("onRequest", async (request) => {
      if (READ_METHODS.has(request.method)) return;
      const token = bearerToken(request);
      if (!token?.startsWith(IMPERSONATION_HEADER_SEGMENT)) return;
      // A forged token of this type is left to the ordinary check, which answers 401.
      const genuine = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE }).then(
        () => true,
        () => false,
      );
      if (genuine) throw new AppError("IMPERSONATION_READ_ONLY");
    });

    app.addHook("preHandler", async (request) => {
      if (!request.impersonatedBy) return;
      const [admin] = await app.db.select({ roles: users.roles }).from(users).where(eq(users.id, request.impersonatedBy));
      if (!admin?.roles.includes("ADMIN")) throw new AppError("TOKEN_EXPIRED");
    });
  },
  { name: "impersonation", dependencies: ["auth", "db"] },
);
