import path from "node:path";
import { z } from "zod";
import type { TS3Options } from "./storage/s3-storage";

const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(",").map((s) => s.trim()).filter(Boolean) : []));

/** One OpenAI-compatible endpoint (OpenAI, Gemini's compatible endpoint, OpenRouter, Groq, Ollama, vLLM, llama.cpp). */
export const ZAiProviderConfig = z
  .object({
    name: z.string().min(1),
    baseUrl: z.string().url(),
    apiKey: z.string().default("none"),
    model: z.string().min(1).optional(),
    visionModel: z.string().min(1).optional(),
    transcriptionModel: z.string().min(1).optional(),
    timeoutMs: z.number().int().min(100).max(600_000).default(30_000),
  })
  .strict();
export type TAiProviderConfig = z.output<typeof ZAiProviderConfig>;

/** AI_PROVIDERS: a JSON array of providers, tried in order (docs/decisions/100-chat-assistant.md). */
const aiProviders = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "AI_PROVIDERS must be a JSON array of providers" });
      return z.NEVER;
    }
  })
  .pipe(z.array(ZAiProviderConfig));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL only: a connection not made within this time fails the request with 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * Statements running longer are cancelled (503). PostgreSQL: a silent network is noticed 1 s later. PGlite: its
   * thread, which cannot cancel a statement, is ended and started again on the same data folder.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: csv,
  JWT_SECRET: z.string().min(32, "JWT_SECRET must have at least 32 characters").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("NutriGuia <nao-responda@nutriguia.com.br>"),
  ADMIN_EMAIL: z.string().email().default("admin@nutriguia.local"),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_TO_FILES: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  WEB_DIST_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PRIVACY_POLICY_VERSION: z.string().default("1.0"),
  TERMS_VERSION: z.string().default("1.0"),
  AI_PROVIDERS: aiProviders,
  /** Payments (docs/decisions/300): `local` is a labelled test checkout needing nothing; `stripe` needs the keys below. */
  BILLING_PROVIDER: z.enum(["local", "stripe"]).default("local"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO_MONTH: z.string().optional(),
  STRIPE_PRICE_PRO_YEAR: z.string().optional(),
  STRIPE_PRICE_PRO_PLUS_MONTH: z.string().optional(),
  STRIPE_PRICE_PRO_PLUS_YEAR: z.string().optional(),
  /** Where the Stripe client sends requests (tests point it at a loopback stand-in); default api.stripe.com. */
  STRIPE_API_URL: z.string().url().optional(),
  /** How often scheduled billing work runs (trial reminders, expiries, renewals, dunning); 0 turns it off. */
  BILLING_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often each instance looks for due scheduled jobs (docs/decisions/510); 0 schedules none (tests run them directly). */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often unread team replies are e-mailed about; 0 turns the job off. */
  MESSAGE_REMINDERS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often the retention job deletes data past its §9 period and access logs past 6 months; 0 turns it off. */
  RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(86_400),
  /** Marco Civil da Internet art. 15 access records of API requests (access_logs, kept 6 months). */
  ACCESS_LOG_ENABLED: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
  /** The business number users write to, digits with country code (shown with a wa.me button on /profile). */
  WHATSAPP_NUMBER: z.string().regex(/^[1-9]\d{9,14}$/, "WHATSAPP_NUMBER: digits with country code, e.g. 5511999999999").optional(),
  /** Approved message templates for reminders sent outside WhatsApp's 24-hour window (docs/decisions/330). */
  WHATSAPP_REMINDER_TEMPLATE: z.string().min(1).default("nutriguia_lembrete_refeicao"),
  WHATSAPP_SUMMARY_TEMPLATE: z.string().min(1).default("nutriguia_resumo_semanal"),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default("pt_BR"),
  /** How often meal reminders and weekly summaries are looked for (issue 31); 0 turns the job off. */
  REMINDERS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, "TELEGRAM_WEBHOOK_SECRET: 1-256 of A-Z a-z 0-9 _ -").optional(),
  TELEGRAM_API_URL: z.string().url().default("https://api.telegram.org"),
  /** How long a call to Telegram may take before the user is told it did not answer (decision 213). */
  TELEGRAM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(10).default(10),
  /** Open Food Facts (API v2) for products looked up by barcode; tests point it at a loopback stand-in. */
  OPEN_FOOD_FACTS_URL: z.string().url().default("https://world.openfoodfacts.org").transform((url) => url.replace(/\/+$/, "")),
});

export type TEnv = z.input<typeof ZEnv>;

export type TConfig = Omit<z.output<typeof ZEnv>, "CORS_ORIGIN" | "WEB_DIST_DIR"> & {
  CORS_ORIGIN: string;
  WEB_DIST_DIR: string;
  dbDir: string;
  uploadsDir: string;
  outboxDir: string;
  logsDir: string;
  /** Set when S3_BUCKET is: uploads go to that bucket instead of DATA_DIR/uploads. */
  s3?: TS3Options;
  /** Set when all four WHATSAPP_* secrets are: the WhatsApp channel is on. */
  whatsapp?: TWhatsAppOptions;
  /** Set when TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET are: the Telegram channel is on. */
  telegram?: TTelegramOptions;
};

export type TWhatsAppOptions = {
  token: string;
  appSecret: string;
  verifyToken: string;
  phoneNumberId: string;
  apiUrl: string;
  number: string | null;
  templates: { reminder: string; summary: string; language: string };
};
export type TTelegramOptions = { botToken: string; webhookSecret: string; apiUrl: string; timeoutSeconds: number };

const WEB_DIST_DEFAULT = path.resolve(import.meta.dirname, "../../web/dist");

/** The only reader of the environment: parsed once at boot, every problem listed at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  if (c.S3_BUCKET && (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid configuration:\n  - S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  if (c.BILLING_PROVIDER === "stripe") {
    const missing = (
      [
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "STRIPE_PRICE_PRO_MONTH",
        "STRIPE_PRICE_PRO_YEAR",
        "STRIPE_PRICE_PRO_PLUS_MONTH",
        "STRIPE_PRICE_PRO_PLUS_YEAR",
      ] as const
    ).filter((key) => !c[key]);
    if (missing.length > 0) {
      throw new Error(`Invalid configuration:\n${missing.map((key) => `  - ${key}: required when BILLING_PROVIDER=stripe`).join("\n")}`);
    }
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    CORS_ORIGIN: c.CORS_ORIGIN ?? new URL(c.PUBLIC_URL).origin,
    WEB_DIST_DIR: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : WEB_DIST_DEFAULT,
    dbDir: path.join(dataDir, "db"),
    uploadsDir: path.join(dataDir, "uploads"),
    outboxDir: path.join(dataDir, "outbox"),
    logsDir: path.join(dataDir, "logs"),
    ...(c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
      ? {
          s3: {
            bucket: c.S3_BUCKET,
            region: c.S3_REGION,
            endpoint: c.S3_ENDPOINT ?? `https://s3.${c.S3_REGION}.amazonaws.com`,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    ...(c.WHATSAPP_TOKEN && c.WHATSAPP_APP_SECRET && c.WHATSAPP_VERIFY_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID
      ? {
          whatsapp: {
            token: c.WHATSAPP_TOKEN,
            appSecret: c.WHATSAPP_APP_SECRET,
            verifyToken: c.WHATSAPP_VERIFY_TOKEN,
            phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: c.WHATSAPP_API_URL.replace(/\/+$/, ""),
            number: c.WHATSAPP_NUMBER ?? null,
            templates: { reminder: c.WHATSAPP_REMINDER_TEMPLATE, summary: c.WHATSAPP_SUMMARY_TEMPLATE, language: c.WHATSAPP_TEMPLATE_LANGUAGE },
          },
        }
      : {}),
    ...(c.TELEGRAM_BOT_TOKEN && c.TELEGRAM_WEBHOOK_SECRET
      ? {
          telegram: {
            botToken: c.TELEGRAM_BOT_TOKEN,
            webhookSecret: c.TELEGRAM_WEBHOOK_SECRET,
            apiUrl: c.TELEGRAM_API_URL.replace(/\/+$/, ""),
            timeoutSeconds: c.TELEGRAM_TIMEOUT_SECONDS,
          },
        }
      : {}),
  };
}
