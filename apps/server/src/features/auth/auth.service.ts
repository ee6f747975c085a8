import type { FastifyInstance } from "fastify";
import type { TLoginResponse, TRegisterRequest } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { assertAcceptablePassword, DUMMY_HASH, hashPassword, verifyPassword } from "../../shared/passwords";
import { currentLegalVersions } from "../../shared/settings";
import { loadUserWithProfile, toUserContract } from "../../shared/user-view";
import {
  ACTIVATION_CODE_TTL_MS,
  hashActivationCode,
  hashResetToken,
  newActivationCode,
  newResetToken,
  RESET_TOKEN_TTL_MS,
} from "./auth.codes";
import { activationMail, existingAccountMail, resetPasswordMail } from "./auth.mail";
import * as repo from "./auth.repository";

export const TRIAL_DAYS = 7;
const FAILED_LOGINS_PER_HOUR = 100;

export function createAuthService(app: FastifyInstance, codeSecret: string) {
  const { db, config, mailer } = app;

  async function sendActivationCode(user: { id: string; email: string; fullName: string }) {
    let code = newActivationCode();
    while (await repo.isCodeHashInUse(db, "ACTIVATION", hashActivationCode(code, codeSecret))) code = newActivationCode();
    await repo.replaceCode(db, user.id, "ACTIVATION", hashActivationCode(code, codeSecret), new Date(Date.now() + ACTIVATION_CODE_TTL_MS));
    await mailer.send(activationMail(user.email, user.fullName, code, config.PUBLIC_URL));
  }

  async function userContract(userId: string) {
    const row = await loadUserWithProfile(db, userId);
    if (!row) throw new AppError("UNAUTHORIZED");
    return toUserContract(row.user, row.profile, await currentLegalVersions(db, config));
  }

  return {
    userContract,

    async register(input: TRegisterRequest) {
      assertAcceptablePassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const versions = await currentLegalVersions(db, config);
      const now = new Date();
      const created = await repo.insertUser(db, {
        email: input.email,
        passwordHash,
        fullName: input.fullName,
        whatsappNumber: input.whatsappNumber || null,
        ...(input.privacyPolicyAccepted
          ? { privacyPolicyAccepted: true, privacyPolicyVersion: versions.privacyPolicyVersion, privacyPolicyAcceptedAt: now }
          : {}),
        ...(input.termsAccepted ? { termsAccepted: true, termsVersion: versions.termsVersion, termsAcceptedAt: now } : {}),
      });
      if (created) return sendActivationCode(created);
      const existing = await repo.findUserByEmail(db, input.email);
      if (!existing) return;
      if (existing.activatedAt) await mailer.send(existingAccountMail(existing.email, existing.fullName, config.PUBLIC_URL));
      else await sendActivationCode(existing);
    },

    async activate(code: string) {
      const userId = await repo.consumeCode(db, "ACTIVATION", hashActivationCode(code, codeSecret));
      if (!userId) throw new AppError("INVALID_ACTIVATION_CODE");
      await repo.activateUser(db, userId, TRIAL_DAYS);
    },

    async resendActivation(email: string) {
      const user = await repo.findUserByEmail(db, email);
      if (user && !user.activatedAt) await sendActivationCode(user);
    },

    async login(email: string, password: string, adminOnly: boolean): Promise<TLoginResponse> {
      const failuresKey = `login-failures:${email}`;
      await app.rateLimiter.check(failuresKey, FAILED_LOGINS_PER_HOUR);
      const user = await repo.findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
      if (!user || !valid) {
        await app.rateLimiter.record(failuresKey, 3600);
        throw new AppError("INVALID_CREDENTIALS");
      }
      if (!user.activatedAt) throw new AppError("ACCOUNT_NOT_ACTIVATED");
      if (adminOnly && !user.roles.includes("ADMIN")) throw new AppError("NOT_ADMIN");
      await repo.touchLastLogin(db, user.id);
      const token = await app.tokens.issue(user);
      return { success: true, token, user: await userContract(user.id) };
    },

    async logout(userId: string) {
      await repo.revokeTokens(db, userId);
    },

    async forgotPassword(email: string) {
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      const token = newResetToken();
      await repo.replaceCode(db, user.id, "RESET", hashResetToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
      await mailer.send(resetPasswordMail(user.email, user.fullName, token, config.PUBLIC_URL));
    },

    async resetPassword(token: string, newPassword: string) {
      assertAcceptablePassword(newPassword);
      const userId = await repo.consumeCode(db, "RESET", hashResetToken(token));
      if (!userId) throw new AppError("INVALID_RESET_TOKEN");
      await repo.setPasswordAndRevoke(db, userId, await hashPassword(newPassword));
      // Following the e-mailed link proves the address: an account never activated becomes active.
      await repo.activateUser(db, userId, TRIAL_DAYS);
    },
  };
}

export type TAuthService = ReturnType<typeof createAuthService>;
