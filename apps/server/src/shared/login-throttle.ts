import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

/** Failed logins an account may have before each further attempt needs its own, growing, wait. */
export const FREE_LOGIN_FAILURES = 5;
const FAILURE_WINDOW_SECONDS = 24 * 3600;
const MAX_WAIT_SECONDS = 15 * 60;
export const LOGIN_THROTTLED_MESSAGE =
  "Muitas tentativas de login nesta conta. Aguarde alguns minutos ou use o link de desbloqueio que enviamos para o seu e-mail.";

/** 1 s after the 5th failure, doubling with each further one, at most 15 min: slows guessing, never locks for good. */
export const waitSecondsAfter = (failures: number) => Math.min(2 ** Math.max(0, failures - FREE_LOGIN_FAILURES), MAX_WAIT_SECONDS);

/**
 * Per-account login throttle (docs/decisions/010-fault-and-attack-hardening.md). Past the free failures,
 * one attempt is let through per wait window, whatever its password; the right password then works.
 * The e-mailed unlock link clears everything at once.
 */
export function createLoginThrottle(app: FastifyInstance) {
  const limiter = app.rateLimiter;
  const failuresKey = (email: string) => `login-failures:${email}`;
  const slotKey = (email: string) => `login-slot:${email}`;
  return {
    async claimAttempt(email: string) {
      const failures = await limiter.count(failuresKey(email));
      if (failures < FREE_LOGIN_FAILURES) return;
      await limiter.hit(slotKey(email), 1, waitSecondsAfter(failures)).catch(() => {
        throw new AppError("RATE_LIMITED", LOGIN_THROTTLED_MESSAGE);
      });
    },
    /** Counts a failure; true when the owner should now be mailed an unlock link. */
    async failed(email: string): Promise<boolean> {
      const failures = await limiter.record(failuresKey(email), FAILURE_WINDOW_SECONDS);
      return failures === FREE_LOGIN_FAILURES || (failures > FREE_LOGIN_FAILURES && failures % 20 === 0);
    },
    async clear(email: string) {
      await limiter.reset(failuresKey(email));
      await limiter.reset(slotKey(email));
    },
  };
}

/** Guesses of the current password by whoever holds a session (password change, deletion): 5 per 15 min. */
export async function guardPasswordCheck(app: FastifyInstance, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const key = `password-check:${userId}`;
  await app.rateLimiter.check(key, 5);
  const valid = await check();
  if (!valid) await app.rateLimiter.record(key, 15 * 60);
  return valid;
}
