import type { FastifyInstance } from "fastify";
import {
  normalizeBrazilianPhone,
  PHONE_INVALID_MESSAGE,
  ZPassword,
  type TNutritionalProfileUpdate,
  type TPrivacyConsentRequest,
  type TProfileUpdateFields,
  type TProfileUpdateResponse,
  type TSubscriptionResponse,
  type TTermsConsentRequest,
  type TUsageResponse,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import type { TMail } from "../../plugins/mail";
import { userUploadsFolder } from "../../plugins/uploads";
import { detectImageKind, reencodeImage } from "../../shared/images";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../../shared/passwords";
import { runAccountDeletionHooks } from "../../shared/account-deletion";
import { guardPasswordCheck } from "../../shared/login-throttle";
import { currentLegalVersions } from "../../shared/settings";
import { describeSubscription, readUsage, resolvePlanState } from "../billing";
import { loadUserWithProfile, toUserContract } from "../../shared/user-view";
import { accountDeletedMail, passwordChangedMail } from "./account.mail";
import * as repo from "./account.repository";

export const MAX_PROFILE_PHOTO_BYTES = 5 * 1024 * 1024;
const PROFILE_PHOTO_SIZE = 512;

export function createAccountService(app: FastifyInstance) {
  const { db, config } = app;

  async function me(userId: string) {
    const row = await loadUserWithProfile(db, userId);
    if (!row) throw new AppError("UNAUTHORIZED");
    return toUserContract(row.user, row.profile, {
      privacyPolicyVersion: row.privacyPolicyVersion ?? config.PRIVACY_POLICY_VERSION,
      termsVersion: row.termsVersion ?? config.TERMS_VERSION,
    });
  }

  async function requireUser(userId: string) {
    const user = await repo.findUser(db, userId);
    if (!user) throw new AppError("UNAUTHORIZED");
    return user;
  }

  /** The one deletion path (LGPD), for a person's own request and for 5 years of inactivity alike. */
  async function removeAccount(user: { id: string }, farewell: TMail) {
    await runAccountDeletionHooks(app, user.id);
    await repo.deleteUser(db, user.id);
    await app.uploads.removeFolder(`users/${user.id}`);
    await app.mailer.send(farewell);
  }

  async function processPhoto(photo: Buffer): Promise<Buffer> {
    if (photo.length > MAX_PROFILE_PHOTO_BYTES) throw new AppError("FILE_TOO_LARGE", "A foto de perfil deve ter no máximo 5 MB.");
    const kind = detectImageKind(photo);
    if (kind !== "jpeg" && kind !== "png" && kind !== "webp") {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "A foto de perfil deve ser uma imagem JPEG, PNG ou WebP.");
    }
    try {
      return await reencodeImage(photo, PROFILE_PHOTO_SIZE, true);
    } catch {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Não foi possível ler esta imagem. Envie outro arquivo.");
    }
  }

  return {
    me,

    async subscription(userId: string): Promise<TSubscriptionResponse> {
      return describeSubscription(db, userId, app.clock.now());
    },

    async usage(userId: string): Promise<TUsageResponse> {
      const state = await resolvePlanState(db, userId, app.clock.now());
      const { bonusMessages, ...used } = await readUsage(db, userId, state.periodStart);
      return {
        ...used,
        messagesLimit: state.limits?.messages != null ? state.limits.messages + bonusMessages : null,
        mealPlansLimit: state.limits?.mealPlans ?? null,
      };
    },

    async updateProfile(userId: string, fields: TProfileUpdateFields, photo: Buffer | null): Promise<TProfileUpdateResponse> {
      const user = await requireUser(userId);
      const changes: Parameters<typeof repo.updateUser>[2] = {};
      if (fields.fullName) changes.fullName = fields.fullName;
      if (fields.phoneNumber !== undefined && fields.phoneNumber !== "") {
        const phone = normalizeBrazilianPhone(fields.phoneNumber);
        if (!phone) throw new AppError("VALIDATION_ERROR", PHONE_INVALID_MESSAGE);
        changes.whatsappNumber = phone;
      }
      let newPasswordHash: string | null = null;
      if (fields.newPassword) {
        const current = fields.currentPassword;
        if (!current || !(await guardPasswordCheck(app, userId, () => verifyPassword(user.passwordHash, current)))) {
          throw new AppError("WRONG_PASSWORD");
        }
        const parsed = ZPassword.safeParse(fields.newPassword);
        if (!parsed.success) throw new AppError("WEAK_PASSWORD", parsed.error.issues[0]?.message);
        assertAcceptablePassword(fields.newPassword);
        newPasswordHash = await hashPassword(fields.newPassword);
      }
      const oldPhoto = user.profilePhoto;
      if (photo) {
        const encoded = await processPhoto(photo);
        changes.profilePhoto = await app.uploads.save(encoded, "webp", userUploadsFolder(userId, "profile"));
      }
      if (Object.keys(changes).length > 0) await repo.updateUser(db, userId, changes);
      if (photo && oldPhoto) await app.uploads.remove(oldPhoto);
      let token: string | undefined;
      if (newPasswordHash) {
        const updated = await repo.revokeAndSetPassword(db, userId, newPasswordHash);
        token = await app.tokens.issue(updated);
        await app.mailer.send(passwordChangedMail(updated.email, updated.fullName));
      }
      const fresh = await requireUser(userId);
      return {
        success: true,
        fullName: fresh.fullName,
        whatsappNumber: fresh.whatsappNumber,
        profilePhoto: fresh.profilePhoto,
        ...(token ? { token } : {}),
      };
    },

    async updateNutritionalProfile(userId: string, update: TNutritionalProfileUpdate) {
      await requireUser(userId);
      // Age 0 is how the web saves food lists before the profile exists: "not informed".
      const normalized = { ...update, ...(update.age === 0 ? { age: null } : {}) };
      await repo.upsertProfile(db, userId, normalized);
      return me(userId);
    },

    async setPrivacyConsent(userId: string, input: TPrivacyConsentRequest) {
      const { privacyPolicyVersion } = await currentLegalVersions(db, config);
      if (input.privacyPolicyAccepted && input.privacyPolicyVersion !== privacyPolicyVersion) {
        throw new AppError("VALIDATION_ERROR", `A versão atual da política de privacidade é ${privacyPolicyVersion}.`);
      }
      await repo.updateUser(
        db,
        userId,
        input.privacyPolicyAccepted
          ? { privacyPolicyAccepted: true, privacyPolicyVersion, privacyPolicyAcceptedAt: new Date() }
          : { privacyPolicyAccepted: false, privacyPolicyVersion: null, privacyPolicyAcceptedAt: null },
      );
      return me(userId);
    },

    async setTermsConsent(userId: string, input: TTermsConsentRequest) {
      const { termsVersion } = await currentLegalVersions(db, config);
      if (input.termsAccepted && input.termsVersion !== termsVersion) {
        throw new AppError("VALIDATION_ERROR", `A versão atual dos termos de uso é ${termsVersion}.`);
      }
      await repo.updateUser(
        db,
        userId,
        input.termsAccepted
          ? { termsAccepted: true, termsVersion, termsAcceptedAt: new Date() }
          : { termsAccepted: false, termsVersion: null, termsAcceptedAt: null },
      );
      return me(userId);
    },

    async deleteAccount(userId: string, password: string) {
      const user = await requireUser(userId);
      if (!(await guardPasswordCheck(app, userId, () => verifyPassword(user.passwordHash, password)))) {
        throw new AppError("WRONG_PASSWORD", "Senha incorreta.");
      }
      await removeAccount(user, accountDeletedMail(user.email, user.fullName));
    },

    removeAccount,

    /** The export as JSON text: the records come already encoded from the database and are not decoded here. */
    async exportJson(userId: string): Promise<string> {
      const [user, records] = await Promise.all([me(userId), repo.exportUserRowsJson(db, userId)]);
      return `{"exportedAt":${JSON.stringify(new Date().toISOString())},"user":${JSON.stringify(user)},"records":${records}}`;
    },
  };
}
