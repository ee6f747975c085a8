import type { FastifyInstance } from "fastify";
import type { TLoginResponse, TRegisterRequest } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { assertAcceptablePassword, DUMMY_HASH, hashPassword, verifyPassword } from "../../shared/passwords";
import { createBackgroundWork, withFloor } from "./auth.background";
import { currentLegalVersions } from "../../shared/settings";
import type { TMail } from "../../plugins/mail";
import { loadUserWithProfile, toUserContract } from "../../shared/user-view";
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS, UNLOCK_TOKEN_TTL_MS } from "./auth.codes";
import { existingAccountMail, resetPasswordMail, unlockMail } from "./auth.mail";
import { ACTIVATION_MAX_FAILED_ATTEMPTS, activationCodeTag, hashActivationCode, issueActivationMail, sameHash } from "../../shared/activation-mail";
import { createLoginThrottle } from "../../shared/login-throttle";
import * as repo from "./auth.repository";
import { TRIAL_DAYS } from "../billing";

/** Register answers no sooner than this, whether the e-mail was new, pending or taken. */
const REGISTER_FLOOR_MS = 400;

export function createAuthService(app: FastifyInstance, codeSecret: string) {
  const { db, config, mailer } = app;
  const later = createBackgroundWork(app);
  const throttle = createLoginThrottle(app);

  const newActivationCodeFor = (user: { id: string; email: string; fullName: string }, passwordHash: string) =>
    issueActivationMail(db, { secret: codeSecret, publicUrl: config.PUBLIC_URL }, user, passwordHash);

  async function userContract(userId: string) {
    const row = await loadUserWithProfile(db, userId);
    if (!row) throw new AppError("UNAUTHORIZED");
    return toUserContract(row.user, row.profile, await currentLegalVersions(db, config));
  }

  async function registerNow(input: TRegisterRequest): Promise<TMail | null> {
    const passwordHash = await hashPassword(input.password);
    const versions = await currentLegalVersions(db, config);
    const now = new Date();
    const details = { passwordHash, fullName: input.fullName, whatsappNumber: input.whatsappNumber || null };
    const created = await repo.insertUser(db, {
      email: input.email,
      ...details,
      ...(input.privacyPolicyAccepted
        ? { privacyPolicyAccepted: true, privacyPolicyVersion: versions.privacyPolicyVersion, privacyPolicyAcceptedAt: now }
        : {}),
      ...(input.termsAccepted ? { termsAccepted: true, termsVersion: versions.termsVersion, termsAcceptedAt: now } : {}),
    });
    if (created) return newActivationCodeFor(created, passwordHash);
    const existing = await repo.findUserByEmail(db, input.email);
    if (!existing) return null;
    if (existing.activatedAt) return existingAccountMail(existing.email, existing.fullName, config.PUBLIC_URL);
    // Pending: this registration replaces the earlier one, and its code carries this password only.
    await repo.updatePendingUser(db, existing.id, details);
    return newActivationCodeFor({ ...existing, fullName: input.fullName }, passwordHash);
  }

  return {
    userContract,

    async register(input: TRegisterRequest) {
      assertAcceptablePassword(input.password);
      const mail = await withFloor(REGISTER_FLOOR_MS, () => registerNow(input));
      if (mail) later("registration mail", () => mailer.send(mail));
    },

    async activate(code: string) {
      const userId = await repo.activateWithCode(
        db,
        { tag: activationCodeTag(code), codeHash: hashActivationCode(code, codeSecret), maxFailed: ACTIVATION_MAX_FAILED_ATTEMPTS, matches: sameHash },
        TRIAL_DAYS,
      );
      if (!userId) throw new AppError("INVALID_ACTIVATION_CODE");
    },

    /** Answers at once; whether a code goes out is decided after the reply. */
    resendActivation(email: string) {
      later("resend activation", async () => {
        const user = await repo.findUserByEmail(db, email);
        // An account an admin deactivated (its trial had started) cannot reactivate itself with a new code.
        if (user && !user.activatedAt && !user.trialStartedAt) await mailer.send(await newActivationCodeFor(user, user.passwordHash));
      });
    },

    async login(email: string, password: string, adminOnly: boolean): Promise<TLoginResponse> {
      await throttle.claimAttempt(email);
      const user = await repo.findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
      if (!user || !valid) {
        if ((await throttle.failed(email)) && user) later("unlock mail", () => sendUnlockLink(user));
        throw new AppError("INVALID_CREDENTIALS");
      }
      await throttle.clear(email);
      if (!user.activatedAt) throw new AppError("ACCOUNT_NOT_ACTIVATED");
      if (adminOnly && !user.roles.includes("ADMIN")) throw new AppError("NOT_ADMIN");
      await repo.touchLastLogin(db, user.id);
      const token = await app.tokens.issue(user);
      return { success: true, token, user: await userContract(user.id) };
    },

    /** Following the e-mailed link clears the account's login throttle. */
    async unlock(token: string) {
      const userId = await repo.consumeCode(db, "UNLOCK", hashResetToken(token));
      const user = userId ? await repo.findUserById(db, userId) : null;
      if (!user) throw new AppError("VALIDATION_ERROR", "Link de desbloqueio inválido ou expirado.");
      await throttle.clear(user.email);
    },

    async logout(userId: string) {
      await repo.revokeTokens(db, userId);
    },

    /** Answers at once; whether a link goes out is decided after the reply. */
    forgotPassword(email: string) {
      later("forgot password", async () => {
        const user = await repo.findUserByEmail(db, email);
        if (!user) return;
        const token = newResetToken();
        await repo.replaceCode(db, user.id, "RESET", hashResetToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
        await mailer.send(resetPasswordMail(user.email, user.fullName, token, config.PUBLIC_URL));
      });
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

  async function sendUnlockLink(user: { id: string; email: string; fullName: string }) {
    const token = newResetToken();
    await repo.replaceCode(db, user.id, "UNLOCK", hashResetToken(token), new Date(Date.now() + UNLOCK_TOKEN_TTL_MS));
    await mailer.send(unlockMail(user.email, user.fullName, token, config.PUBLIC_URL));
  }
}

export type TAuthService = ReturnType<typeof createAuthService>;
