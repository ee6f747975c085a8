import type { FastifyInstance } from "fastify";
import {
  FEEDBACK_MESSAGES,
  type TFeedbackInput,
  type TFeedbackListResponse,
  type TFeedbackPromptKind,
  type TFeedbackRespondRequest,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { grantBonusMessages } from "../billing";
import * as repo from "./feedback.repository";

const DAY_MS = 86_400_000;
/** In-app prompt after the 10th confirmed meal or the 3rd plan, at most once every 60 days. */
export const POPUP_RULES = { confirmedMeals: 10, mealPlans: 3, intervalDays: 60 } as const;
/** NPS survey every 90 days for users active in the last 30 days and with an account at least 14 days old. */
export const SURVEY_RULES = { intervalDays: 90, activeWithinDays: 30, minAccountAgeDays: 14 } as const;

const olderThan = (at: Date | null, days: number, now: Date) => !at || now.getTime() - at.getTime() >= days * DAY_MS;

export function createFeedbackService(app: FastifyInstance, clock: () => Date = () => new Date()) {
  const { db } = app;

  return {
    async submit(userId: string, input: TFeedbackInput) {
      if (input.messageId) {
        if (!(await repo.isOwnAssistantMessage(db, userId, input.messageId))) {
          throw new AppError("NOT_FOUND", "Mensagem não encontrada.");
        }
      }
      const created = await repo.insertFeedback(db, userId, input);
      if (input.source === "POPUP" || input.source === "PERIODIC_SURVEY") {
        await repo.touchPrompt(db, userId, input.source, clock());
      }
      return created;
    },

    async list(userId: string): Promise<TFeedbackListResponse> {
      const items = await repo.listUserFeedback(db, userId);
      const incentivesCount = items.filter((f) => f.awardedIncentive && !f.incentiveApplied).length;
      return {
        feedback: items,
        incentives: {
          hasIncentives: incentivesCount > 0,
          incentivesCount,
          nextChargeDiscountPercent: await repo.pendingDiscountPercent(db, userId),
        },
      };
    },

    async applyIncentives(userId: string) {
      const appliedCount = await repo.applyPendingIncentives(db, userId, async (tx, incentive) => {
        if (incentive.kind === "EXTRA_MESSAGES") await grantBonusMessages(tx, userId, incentive.amount);
        else if (incentive.kind === "EXTRA_TRIAL_DAYS") await repo.extendTrial(tx, userId, incentive.amount);
        else await repo.addDiscount(tx, userId, incentive.amount, incentive.id);
      });
      return { success: true as const, appliedCount, message: FEEDBACK_MESSAGES.applied(appliedCount) };
    },

    /** Which prompt to show now, decided here so every client follows the same cadence. */
    async promptFor(userId: string): Promise<TFeedbackPromptKind | null> {
      const now = clock();
      const activity = await repo.activitySnapshot(db, userId, new Date(now.getTime() - SURVEY_RULES.activeWithinDays * DAY_MS));
      const milestone = activity.confirmedMeals >= POPUP_RULES.confirmedMeals || activity.mealPlans >= POPUP_RULES.mealPlans;
      if (milestone && olderThan(await repo.lastPromptAt(db, userId, "POPUP"), POPUP_RULES.intervalDays, now)) return "POPUP";
      const seasoned = olderThan(activity.accountCreatedAt, SURVEY_RULES.minAccountAgeDays, now);
      if (
        seasoned &&
        activity.recentMessages > 0 &&
        olderThan(await repo.lastPromptAt(db, userId, "PERIODIC_SURVEY"), SURVEY_RULES.intervalDays, now)
      ) {
        return "PERIODIC_SURVEY";
      }
      return null;
    },

    dismissPrompt: (userId: string, prompt: TFeedbackPromptKind) => repo.touchPrompt(db, userId, prompt, clock()),

    listAll: (filter: Parameters<typeof repo.listAllFeedback>[1]) => repo.listAllFeedback(db, filter),

    async respond(id: string, request: TFeedbackRespondRequest) {
      const owner = await repo.feedbackOwner(db, id);
      if (!owner) throw new AppError("NOT_FOUND", "Feedback não encontrado.");
      const updated = await repo.respondToFeedback(db, id, request.adminResponse, request.incentive);
      if (!updated) throw new AppError("CONFLICT", "Este feedback já foi respondido.");
      const gift = updated.incentiveDetails ? `\n\nComo agradecimento, você ganhou: ${updated.incentiveDetails}. Aplique em Feedback › Incentivos.` : "";
      await app.mailer.send({
        to: owner.email,
        subject: "Respondemos ao seu feedback — NutriGuia",
        text: `Olá, ${owner.fullName}!\n\n${request.adminResponse}${gift}\n\nEquipe NutriGuia`,
      });
      return updated;
    },
  };
}
