import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ZLimitPlan,
  type TAdminSettings,
  type TChannelFlags,
  type TLegalVersionsUpdate,
  type TPlanSettingsUpdate,
  type TSiteContact,
} from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { recordAdminAction } from "../../shared/admin-audit";
import { limitsSettingKey, planLimits, planPrices, priceSettingKey } from "../billing";
import { currentLegalVersions, LEGAL_VERSION_KEYS, writeSetting } from "../../shared/settings";
import { CHANNEL_FLAGS_KEY, channelFlags, SITE_CONTACT_KEY, siteContact } from "../../shared/site-settings";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Legal versions, plan prices and limits, the site's contact details and channel switches (docs/decisions/530). */
export function createAdminSettingsService(app: FastifyInstance) {
  const { db, config } = app;
  const pricesEditable = config.BILLING_PROVIDER !== "stripe";

  const readLimits = async () => {
    const [TRIAL, FREE, PRO, PRO_PLUS] = await Promise.all(ZLimitPlan.options.map((plan) => planLimits(db, plan)));
    return { TRIAL: TRIAL!, FREE: FREE!, PRO: PRO!, PRO_PLUS: PRO_PLUS! } as TPlanSettingsUpdate["limits"];
  };

  async function read(): Promise<TAdminSettings> {
    const [legal, prices, limits, contact, flags] = await Promise.all([
      currentLegalVersions(db, config),
      planPrices(db),
      readLimits(),
      siteContact(db),
      channelFlags(db),
    ]);
    return {
      legal,
      plans: { prices, limits, pricesEditable, billingProvider: config.BILLING_PROVIDER },
      contact,
      channels: {
        whatsapp: { enabled: flags.whatsapp, configured: Boolean(config.whatsapp) },
        telegram: { enabled: flags.telegram, configured: Boolean(config.telegram) },
      },
      aiProviders: config.AI_PROVIDERS.map((p) => ({
        name: p.name,
        model: p.model ?? null,
        visionModel: p.visionModel ?? null,
        transcriptionModel: p.transcriptionModel ?? null,
      })),
    };
  }

  /** Every change is one audit row with the section's value before and after; an unchanged save records nothing. */
  async function audited<T>(request: FastifyRequest, section: string, before: T, after: T, write: () => Promise<void>) {
    if (same(before, after)) return read();
    await write();
    await recordAdminAction(app, request, { action: `settings.${section}`, targetType: "settings", targetId: section, before, after });
    return read();
  }

  return {
    read,

    async updateLegal(request: FastifyRequest, next: TLegalVersionsUpdate) {
      const before = await currentLegalVersions(db, config);
      return audited(request, "legal", before, next, async () => {
        await writeSetting(db, LEGAL_VERSION_KEYS.privacyPolicyVersion, next.privacyPolicyVersion);
        await writeSetting(db, LEGAL_VERSION_KEYS.termsVersion, next.termsVersion);
      });
    },

    async updatePlans(request: FastifyRequest, next: TPlanSettingsUpdate) {
      const before = { prices: await planPrices(db), limits: await readLimits() };
      if (!pricesEditable && !same(before.prices, next.prices)) {
        throw new AppError(
          "CONFLICT",
          "Com o Stripe, o valor cobrado é o do Price configurado no Stripe: crie um novo Price e atualize STRIPE_PRICE_* para mudar o preço.",
        );
      }
      return audited(request, "plans", before, next, async () => {
        for (const plan of ["PRO", "PRO_PLUS"] as const) {
          for (const interval of ["MONTH", "YEAR"] as const) {
            if (next.prices[plan][interval] !== before.prices[plan][interval]) {
              await writeSetting(db, priceSettingKey(plan, interval), String(next.prices[plan][interval]));
            }
          }
        }
        for (const plan of ZLimitPlan.options) {
          if (!same(next.limits[plan], before.limits[plan])) await writeSetting(db, limitsSettingKey(plan), JSON.stringify(next.limits[plan]));
        }
      });
    },

    async updateContact(request: FastifyRequest, next: TSiteContact) {
      return audited(request, "contact", await siteContact(db), next, () => writeSetting(db, SITE_CONTACT_KEY, JSON.stringify(next)));
    },

    async updateChannels(request: FastifyRequest, next: TChannelFlags) {
      return audited(request, "channels", await channelFlags(db), next, () => writeSetting(db, CHANNEL_FLAGS_KEY, JSON.stringify(next)));
    },
  };
}
