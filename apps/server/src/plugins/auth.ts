import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { eq, sql } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { TRole } from "@nutriguia/domain";
import { users } from "../db/schema";
import { AppError } from "../lib/app-error";
import { cachedSession, rememberSession, sessionEpoch } from "../shared/session-cache";

export type TAuth = { userId: string; roles: TRole[]; isAdmin: boolean };

export type TTokenService = {
  /** A new access token carrying the user's current token version. */
  issue: (user: { id: string; tokenVersion: number }, sessionStartedAt?: number) => Promise<string>;
  /** A fresh token for a valid, or recently expired, token of a live session. */
  refresh: (token: string) => Promise<string>;
};

declare module "fastify" {
  interface FastifyInstance {
    tokens: TTokenService;
    authenticate: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: TAuth;
    /** The admin viewing as this user with a read-only impersonation token (RFC 8693 `act`), else null. */
    impersonatedBy: string | null;
  }
}

export type TAuthOptions = {
  secret: string;
  accessTokenTtlSeconds: number;
  sessionMaxAgeDays: number;
};

const ISSUER = "nutriguia";
const AUDIENCE = "nutriguia-app";
/** An expired token can still be exchanged for a new one within this window. */
const REFRESH_GRACE_SECONDS = 7 * 24 * 3600;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: TAuthOptions) {
    // Imported once: jose would otherwise import raw key bytes into WebCrypto on every verify.
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(opts.secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    const maxAgeSeconds = opts.sessionMaxAgeDays * 24 * 3600;

    const verify = async (token: string, clockTolerance = 0) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          clockTolerance,
          requiredClaims: ["sub", "exp", "iat"],
        });
        const sessionStart = typeof payload.sst === "number" ? payload.sst : 0;
        if (Date.now() / 1000 - sessionStart > maxAgeSeconds) throw new AppError("TOKEN_EXPIRED");
        const actor = (payload.act as { sub?: unknown } | undefined)?.sub;
        return { userId: String(payload.sub), version: Number(payload.ver), sessionStart, actor: typeof actor === "string" ? actor : null };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AppError("TOKEN_EXPIRED");
        throw new AppError("UNAUTHORIZED");
      }
    };

    const liveUserQuery = app.db
      .select({ id: users.id, roles: users.roles, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .prepare("auth_live_user");

    const loadLiveUser = async (userId: string, version: number) => {
      let user = cachedSession(app.db, userId);
      // A token newer than the remembered version was issued after a revocation: the database decides.
      if (!user || user.tokenVersion < version) {
        const epoch = sessionEpoch(app.db);
        [user = null] = await liveUserQuery.execute({ id: userId });
        if (user) rememberSession(app.db, user, epoch);
      }
      if (!user || user.tokenVersion !== version) throw new AppError("TOKEN_EXPIRED");
      return user;
    };

    const issue: TTokenService["issue"] = (user, sessionStartedAt) =>
      new SignJWT({ ver: user.tokenVersion, sst: sessionStartedAt ?? Math.floor(Date.now() / 1000) })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${opts.accessTokenTtlSeconds}s`)
        .sign(key);

    app.decorate("tokens", {
      issue,
      refresh: async (token) => {
        const claims = await verify(token, REFRESH_GRACE_SECONDS);
        if (claims.actor) throw new AppError("UNAUTHORIZED");
        const user = await loadLiveUser(claims.userId, claims.version);
        return issue(user, claims.sessionStart);
      },
    } satisfies TTokenService);

    app.decorateRequest("auth", null as unknown as TAuth);
    app.decorateRequest("impersonatedBy", null);

    app.decorate("authenticate", async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new AppError("UNAUTHORIZED");
      const claims = await verify(token);
      const user = await loadLiveUser(claims.userId, claims.version);
      const roles = user.roles as TRole[];
      request.auth = { userId: user.id, roles, isAdmin: roles.includes("ADMIN") };
      request.impersonatedBy = claims.actor;
    });

    app.decorate("requireAdmin", async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!request.auth.isAdmin || request.impersonatedBy) throw new AppError("FORBIDDEN");
    });
  },
  { name: "auth", dependencies: ["db"] },
);

export { AUDIENCE, bearerToken, ISSUER };
