import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { addDays, localDate, TRACKING_TIME_ZONE } from "@nutriguia/domain";
import type { TDiaryShareCreateRequest, TDiaryShareCreated, TSharedDiary, TSharedDiaryDay } from "@nutriguia/domain";
import type { TDiaryShareAccessKind } from "../../db/schema/diary-shares";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../shared/calculation-view";
import { createDashboardService } from "../dashboard";
import { createTrackingService } from "../tracking";
import * as repo from "./diary-shares.repository";

const MAX_ACTIVE_SHARES = 20;
const DAY_MS = 86_400_000;
export const SHARE_NOT_FOUND_MESSAGE = "Este link não existe, expirou ou foi revogado por quem o compartilhou.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const dateTime = new Intl.DateTimeFormat("pt-BR", { timeZone: TRACKING_TIME_ZONE, dateStyle: "short", timeStyle: "short" });

/** The consent as the user agreed to it, kept word for word with the link (LGPD art. 8: what, with whom, until when). */
export function consentTextOf(days: number, recipientName: string | null, expiresAt: Date): string {
  const whom = recipientName ? `com ${recipientName}` : "com quem receber o link";
  return (
    `Compartilho ${whom}, somente para leitura, meu diário alimentar dos últimos ${days} dias ` +
    "(refeições com alimentos e fontes dos valores, totais do dia e metas, peso e água), " +
    `até ${dateTime.format(expiresAt)} (horário de Brasília). Posso revogar este acesso a qualquer momento.`
  );
}

export function createDiarySharesService(app: FastifyInstance) {
  const { db, config } = app;
  const tracking = createTrackingService(app);
  const dashboard = createDashboardService(app);

  /** The last `days` days up to today, from the same day logs and weights the user sees. */
  async function diaryOf(userId: string, days: number): Promise<Pick<TSharedDiary, "from" | "to" | "targets" | "days">> {
    const to = localDate();
    const from = addDays(to, -(days - 1));
    const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
    const [logs, weights] = await Promise.all([
      Promise.all(dates.map((day) => tracking.dayLog(userId, day))),
      dashboard.weightHistory(userId, days),
    ]);
    const weightOn = new Map(weights.entries.map((w) => [w.date, w.weightKg]));
    const targets = logs[0]?.targets ?? null;
    const sharedDays: TSharedDiaryDay[] = logs.map((log) => ({
      date: log.date,
      totals: log.totals,
      waterMl: log.waterMl,
      weightKg: weightOn.get(log.date) ?? null,
      meals: log.meals
        .filter((meal) => meal.entries.length > 0)
        .map((meal) => ({
          label: meal.label,
          totals: meal.totals,
          entries: meal.entries.map((e) => ({
            description: e.foodDescription,
            calories: e.totalCalories,
            protein: e.protein,
            carbohydrates: e.carbohydrates,
            fat: e.fat,
            items: e.items.map(({ food, grams, measure, source, calories, protein, carbohydrates, fat }) => ({
              food, grams, measure, source, calories, protein, carbohydrates, fat,
            })),
          })),
        })),
    }));
    return {
      from,
      to,
      targets: targets
        ? { calories: targets.calories, protein: targets.protein, carbohydrates: targets.carbohydrates, fat: targets.fat, waterMl: targets.waterMl }
        : null,
      days: sharedDays,
    };
  }

  return {
    async create(userId: string, request: TDiaryShareCreateRequest): Promise<TDiaryShareCreated> {
      const now = app.clock.now();
      if ((await repo.countActive(db, userId, now)) >= MAX_ACTIVE_SHARES) {
        throw new AppError("CONFLICT", `Você já tem ${MAX_ACTIVE_SHARES} links ativos. Revogue algum antes de criar outro.`);
      }
      const recipientName = request.recipientName?.trim() || null;
      const expiresAt = new Date(now.getTime() + request.expiresInDays * DAY_MS);
      const token = randomBytes(32).toString("base64url");
      const row = await repo.insertShare(db, {
        userId,
        tokenHash: hashToken(token),
        recipientName,
        days: request.days,
        consentText: consentTextOf(request.days, recipientName, expiresAt),
        createdAt: now,
        expiresAt,
      });
      return { id: row.id, url: new URL(`/diario-compartilhado/${token}`, config.PUBLIC_URL).toString() };
    },

    list: (userId: string) => repo.listShares(db, userId, app.clock.now()),

    async revoke(userId: string, id: string) {
      if (!isUuid(id) || !(await repo.revokeShare(db, userId, id, app.clock.now()))) {
        throw new AppError("NOT_FOUND", "Link de compartilhamento não encontrado.");
      }
    },

    /** Opens a link for the nutritionist: unknown, revoked and expired links are all the same 404; each opening is logged. */
    async open(token: string, kind: TDiaryShareAccessKind): Promise<TSharedDiary> {
      const now = app.clock.now();
      const share = await repo.findOpenShare(db, hashToken(token), now);
      if (!share) throw new AppError("NOT_FOUND", SHARE_NOT_FOUND_MESSAGE);
      await repo.logAccess(db, share, kind, now);
      return {
        ownerName: share.ownerName,
        recipientName: share.recipientName,
        expiresAt: share.expiresAt.toISOString(),
        ...(await diaryOf(share.userId, share.days)),
      };
    },
  };
}
