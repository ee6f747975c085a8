import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { eq, sql } from "drizzle-orm";
import { createSigner, createVerifier, TokenError } from "fast-jwt";
import type { TRole } from "@nutriguia/domain";
import { users } from "../db/schema";
import { AppError } from "../lib/app-error";
import { createActivityRecorder } from "../shared/last-activity";
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
const VERIFIED_TOKENS_CACHED = 10_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: TAuthOptions) {
    const maxAgeSeconds = opts.sessionMaxAgeDays * 24 * 3600;
    const rules = { algorithms: ["HS256" as const], allowedIss: ISSUER, allowedAud: AUDIENCE, requiredClaims: ["sub", "exp", "iat"] };
    // Synchronous HMAC; a token already verified is recognised from a small cache until it expires.
    const verifyAccess = createVerifier({ key: opts.secret, ...rules, cache: VERIFIED_TOKENS_CACHED });
    const verifyForRefresh = createVerifier({ key: opts.secret, ...rules, clockTolerance: REFRESH_GRACE_SECONDS * 1000 });
    const sign = createSigner({ key: opts.secret, algorithm: "HS256", iss: ISSUER, aud: AUDIENCE, expiresIn: opts.accessTokenTtlSeconds * 1000 });

    const verify = (token: string, forRefresh = false) => {
      try {
        const payload = (forRefresh ? verifyForRefresh : verifyAccess)(token) as { sub?: unknown; ver?: unknown; sst?: unknown; act?: { sub?: unknown } };
        const sessionStart = typeof payload.sst === "number" ? payload.sst : 0;
        if (Date.now() / 1000 - sessionStart > maxAgeSeconds) throw new AppError("TOKEN_EXPIRED");
        const actor = payload.act?.sub;
        return { userId: String(payload.sub), version: Number(payload.ver), sessionStart, actor: typeof actor === "string" ? actor : null };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof TokenError && error.code === TokenError.codes.expired) throw new AppError("TOKEN_EXPIRED");
        throw new AppError("UNAUTHORIZED");
      }
    };

    const liveUserQuery = app.db
      .select({ id: users.id, roles: users.roles, tokenVersion: users.tokenVersion, lastActiveAt: users.lastActiveAt })
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

    const issue: TTokenService["issue"] = async (user, sessionStartedAt) =>
      sign({ sub: user.id, ver: user.tokenVersion, sst: sessionStartedAt ?? Math.floor(Date.now() / 1000) });

    app.decorate("tokens", {
      issue,
      refresh: async (token) => {
        const claims = verify(token, true);
        if (claims.actor) throw new AppError("UNAUTHORIZED");
        const user = await loadLiveUser(claims.userId, claims.version);
        return issue(user, claims.sessionStart);
      },
    } satisfies TTokenService);

    const recordActivity = createActivityRecorder(app);

    app.decorateRequest("auth", null as unknown as TAuth);
    app.decorateRequest("impersonatedBy", null);

    app.decorate("authenticate", async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new AppError("UNAUTHORIZED");
      const claims = verify(token);
      const user = await loadLiveUser(claims.userId, claims.version);
      const roles = user.roles as TRole[];
      request.auth = { userId: user.id, roles, isAdmin: roles.includes("ADMIN") };
      request.impersonatedBy = claims.actor;
      recordActivity(user, claims.actor);
    });

    app.decorate("requireAdmin", async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!request.auth.isAdmin || request.impersonatedBy) throw new AppError("FORBIDDEN");
    });
  },
  { name: "auth", dependencies: ["db"] },
);

export { AUDIENCE, bearerToken, ISSUER };
