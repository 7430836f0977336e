import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod/mini';
import { PRIVATE_FILE_MODE, ensurePrivateDirSync } from '../lib/private-files';
import type { S3Config } from '../lib/s3-file-store';
import type { UploadLimits } from '../lib/upload-kinds';
import { ZDatabaseUrlSchema } from './database-url';
import { ZExchangeRatesSchema } from './exchange-rates';
import { type TrustProxy, ZTrustProxySchema } from './trust-proxy';

/** Seconds between a box's interim accounting updates when RADIUS_INTERIM_SECONDS is not set. */
export const DEFAULT_RADIUS_INTERIM_SECONDS = 60;

const urlWithProtocol = (protocols: string[]) =>
  z.string().check(
    z.refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    ),
  );

/** A UDP port, 0 for one the system picks (tests), or `off`. */
const radiusPort = z.union([
  z.literal('off'),
  z.coerce.number('must be a port number or off').check(z.int(), z.gte(0), z.lte(65535)),
]);

const MB = 1024 ** 2;
const GB = 1024 ** 3;
/** An upload size limit in bytes: at least 1 KB, at most 1 TB. */
const byteLimit = z.coerce.number('must be a number of bytes').check(z.int(), z.gte(1024), z.lte(1024 ** 4));

export const ZEnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)), 8080),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(ZDatabaseUrlSchema),
  SMTP_URL: z.optional(urlWithProtocol(['smtp:', 'smtps:'])),
  /** The SMS provider's HTTP API (POST {to, message, sender}); unset: SMS are written to DATA_DIR/sms. */
  SMS_URL: z.optional(urlWithProtocol(['http:', 'https:'])),
  SMS_TOKEN: z.optional(z.string().check(z.minLength(1))),
  SMS_SENDER: z._default(z.string().check(z.minLength(1), z.maxLength(11)), 'ARED'),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'ARED Partner Dashboard <no-reply@ared.local>'),
  SUPPORT_EMAIL: z._default(z.email('must be an email address'), 'support@ared.local'),
  /** The inbound-mail webhook's shared secret (support's replies by mail, decision 056). */
  INBOUND_MAIL_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  /** What Prometheus sends (`Authorization: Bearer …`) to scrape /metrics; unset, /metrics is off. */
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  PUBLIC_URL: z.optional(urlWithProtocol(['http:', 'https:'])),
  PLATFORM_ADMIN_EMAILS: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) =>
            value === 'off' || value.split(',').every((email) => z.email().safeParse(email.trim()).success),
          'must be comma-separated email addresses, or off',
        ),
      ),
  ),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOG_FORMAT: z._default(z.enum(['auto', 'json', 'text']), 'auto'),
  RATE_LIMIT_MAX: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1000),
  DEVICE_RATE_LIMIT_MAX: z._default(z.coerce.number().check(z.int(), z.gte(1)), 120),
  TRUST_PROXY: z._default(ZTrustProxySchema, false),
  SEED: z._default(z.enum(['auto', 'off']), 'auto'),
  CORS_ORIGINS: z.optional(z.string()),
  SIMULATE: z._default(z.enum(['auto', 'on', 'off']), 'auto'),
  SIMULATE_SYNTHETIC: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100000)), 0),
  TELEMETRY_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(3650)), 90),
  ADVERT_VIEW_RETENTION_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(3650)), 400),
  ANALYTICS_ROLLUP_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(3600)), 60),
  RESPONSE_VALIDATION: z._default(z.enum(['on', 'off']), 'off'),
  BILLING_TIME_ZONE: z._default(
    z.string().check(
      z.refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Africa/Kigali'),
    ),
    'Africa/Kigali',
  ),
  USD_TO_RWF: z._default(z.coerce.number().check(z.positive(), z.lte(1_000_000)), 1450),
  EXCHANGE_RATES: z._default(ZExchangeRatesSchema, new Map([['CAF', 2.42]])),
  EXCHANGE_RATES_DATE: z._default(z.iso.date('must be a date as YYYY-MM-DD'), '2026-11-01'),
  TRIAL_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(365)), 30),
  BILLING_INTERVAL_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1440)), 60),
  ALERTS_EVERY_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(3600)), 60),
  ALERTS_OFFLINE_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(5), z.lte(1440)), 10),
  ALERTS_DISK_PERCENT: z._default(z.coerce.number().check(z.int(), z.gte(50), z.lte(99)), 90),
  ALERTS_CPU_PERCENT: z._default(z.coerce.number().check(z.int(), z.gte(50), z.lte(100)), 95),
  ALERTS_CPU_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(5), z.lte(240)), 10),
  ALERTS_RADIUS_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(5), z.lte(1440)), 15),
  ALERTS_OVERDUE_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(90)), 1),
  ALERTS_VOUCHER_STOCK: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 20),
  ALERTS_REPEAT_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10080)), 60),
  RADIUS_AUTH_PORT: z._default(radiusPort, 1812),
  RADIUS_ACCT_PORT: z._default(radiusPort, 1813),
  RADIUS_COA_PORT: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65535)), 3799),
  RADIUS_HOST: z.optional(z.string().check(z.minLength(1))),
  RADIUS_INTERIM_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(10), z.lte(86400)),
    DEFAULT_RADIUS_INTERIM_SECONDS,
  ),
  RADIUS_BOX_PACKETS_PER_SECOND: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
    200,
  ),
  RADIUS_BOX_PACKET_BURST: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1000),
  S3_ENDPOINT: z.optional(urlWithProtocol(['http:', 'https:'])),
  S3_BUCKET: z.optional(z.string().check(z.minLength(3), z.maxLength(63))),
  S3_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
  S3_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
  S3_FORCE_PATH_STYLE: z._default(z.enum(['true', 'false']), 'true'),
  MEDIA_MAX_IMAGE_BYTES: z._default(byteLimit, 20 * MB),
  MEDIA_MAX_VIDEO_BYTES: z._default(byteLimit, 2 * GB),
  MEDIA_MAX_AUDIO_BYTES: z._default(byteLimit, 500 * MB),
  MEDIA_MAX_DOCUMENT_BYTES: z._default(byteLimit, 200 * MB),
  MEDIA_MAX_APP_BYTES: z._default(byteLimit, 1 * GB),
  APK_MAX_BYTES: z._default(byteLimit, 200 * MB),
  /** An OpenAI-compatible chat-completions endpoint the assistant may phrase answers with (decision 074). */
  ASSISTANT_LLM_URL: z.optional(urlWithProtocol(['http:', 'https:'])),
  ASSISTANT_LLM_KEY: z.optional(z.string().check(z.minLength(1))),
  ASSISTANT_LLM_MODEL: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  ASSISTANT_LLM_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(1000), z.lte(120_000)), 15_000),
  /** The optional bridge of escalations to a Slack channel (decision 076): both, or neither. */
  SLACK_BOT_TOKEN: z.optional(z.string().check(z.minLength(1))),
  SLACK_CHANNEL: z.optional(
    z.string().check(z.regex(/^[A-Z0-9]{2,30}$/, 'must be a channel id such as C0123456789 (not its #name)')),
  ),
  SLACK_API_URL: z._default(urlWithProtocol(['http:', 'https:']), 'https://slack.com/api'),
  SLACK_POLL_INTERVAL_MS: z._default(z.coerce.number().check(z.int(), z.gte(1000), z.lte(600_000)), 5000),
  /** Mobile money's provider hosts (decision 077): a partner's credentials say sandbox or live. */
  MOMO_MTN_SANDBOX_URL: z.optional(urlWithProtocol(['http:', 'https:'])),
  MOMO_MTN_LIVE_URL: z._default(urlWithProtocol(['http:', 'https:']), 'https://proxy.momoapi.mtn.com'),
  MOMO_AIRTEL_SANDBOX_URL: z.optional(urlWithProtocol(['http:', 'https:'])),
  MOMO_AIRTEL_LIVE_URL: z._default(urlWithProtocol(['http:', 'https:']), 'https://openapi.airtel.africa'),
  MOMO_LOCAL_SANDBOX: z._default(z.enum(['auto', 'on', 'off']), 'auto'),
  MOMO_EXPIRE_MINUTES: z._default(z.coerce.number().check(z.int(), z.gte(2), z.lte(1440)), 30),
  MOMO_RECONCILE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(3600)), 30),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where a new support ticket is mailed. */
  supportEmail: string;
  /** What the inbound-mail webhook must send (`Authorization: Bearer …`) to post support's replies. */
  inboundMailSecret: string;
  /** The scraper's token for /metrics (issue 33 §3); undefined: the endpoint answers 404. */
  metricsToken: string | undefined;
  /** Who reviews public sign-ups (decision 057); none: sign-up is closed. */
  platformAdminEmails: string[];
  publicUrl: string;
  jwtSecret: string;
  logLevel: z.infer<typeof ZEnvSchema>['LOG_LEVEL'];
  /** Log lines as JSON (for a collector) or as text for a person (auto: text on a terminal). */
  logFormat: z.infer<typeof ZEnvSchema>['LOG_FORMAT'];
  /** Requests per minute of one signed-in user, or of one address for anonymous calls. */
  rateLimitMax: number;
  /** Requests per minute of one box (its device key) on /device. */
  deviceRateLimitMax: number;
  /** Which proxies may name the client's address (X-Forwarded-For); off by default. */
  trustProxy: TrustProxy;
  seed: 'auto' | 'off';
  uploadsDir: string;
  mailDir: string;
  /** The SMS sender (modules/sms/sms.ts): the provider's API when `url` is set, else files in `dir`. */
  sms: { url: string | undefined; token: string | undefined; sender: string; dir: string };
  webDist: string | undefined;
  /** Origins allowed to call the API from another site; none by default (the web app is same-origin). */
  corsOrigins: string[];
  /** Drive the demo boxes with the telemetry simulator (auto: in embedded mode only). */
  simulate: boolean;
  simulateSynthetic: number;
  telemetryRetentionDays: number;
  /** Raw advert views are kept this long for arbitrary date ranges; the rollups keep the history. */
  advertViewRetentionDays: number;
  /** How often the analytics rollup runs (decision 038); 0 turns the schedule off. */
  analyticsRollupSeconds: number;
  /** Check every response against its contract schema (the test suite turns it on; it costs time). */
  validateResponses: boolean;
  /** The RADIUS server for the boxes (decision 023). */
  radius: {
    /** Both ports set (not `off`): RADIUS runs with the app. */
    enabled: boolean;
    /** Where it listens: HOST unless RADIUS_HOST says otherwise. */
    host: string;
    authPort: number;
    acctPort: number;
    /** The boxes' Disconnect-Request port (RFC 5176). */
    coaPort: number;
    /** Acct-Interim-Interval given to the boxes; 3 silent intervals end a session. */
    interimSeconds: number;
    /** Verified packets one box may have handled: sustained per second, and at once (decision 045). */
    boxPacketsPerSecond: number;
    boxPacketBurst: number;
  };
  /** Files go to this S3-compatible bucket when set, else to DATA_DIR/uploads (decision 025). */
  s3: S3Config | undefined;
  /** The largest upload of each media type, in bytes (MEDIA_MAX_<TYPE>_BYTES; decision 025). */
  uploadLimits: UploadLimits;
  /** The largest App Store APK, in bytes (APK_MAX_BYTES; decision 035). */
  apkMaxBytes: number;
  /**
   * The assistant's optional LLM (decision 074): unset, answers are the offline intents'. `key` may be
   * unset for a local server that asks for none; `timeoutMs` bounds one whole answer, every round included.
   */
  assistantLlm: { url: string; key: string | undefined; model: string; timeoutMs: number } | undefined;
  /**
   * The escalations' Slack bridge (decision 076): unset, escalations wait in the support inbox only.
   * `apiUrl` is the Web API's base (methods are appended: `…/chat.postMessage`).
   */
  slack: { token: string; channelId: string; apiUrl: string; pollIntervalMs: number } | undefined;
  /** Mobile money (issue 32, decision 077). */
  mobileMoney: MobileMoneyConfig;
  /** The alerts' evaluation (decision 049). */
  alerts: {
    /** How often it runs; 0 turns the schedule off (tests run it by hand). */
    everySeconds: number;
    /** A box offline this long raises an alert, for a partner that did not choose its own threshold. */
    offlineMinutes: number;
    /** The other kinds' thresholds for a partner that did not choose its own (decision 055). */
    diskPercent: number;
    cpuPercent: number;
    cpuMinutes: number;
    radiusMinutes: number;
    overdueDays: number;
    voucherStock: number;
    /** An alert (other than box_offline) that closed is not opened again for its subject this long after. */
    repeatMinutes: number;
  };
  billing: {
    /** Due dates and cycles are calendar days in this zone. */
    timeZone: string;
    /** Plans are priced in USD; billings are in RWF at this rate. */
    usdToRwf: number;
    /** Other currencies' rates in RWF (USD's is usdToRwf), and the day they were taken (decision 061). */
    exchangeRates: ReadonlyMap<string, number>;
    exchangeRatesDate: string;
    /** A new SME's trial, in days. */
    trialDays: number;
    /** How often the billing engine runs; 0 turns the schedule off (tests run it by hand). */
    intervalMinutes: number;
  };
};

export type MobileMoneyConfig = {
  /** Each provider's base URL for sandbox and for live credentials; nothing else differs between them. */
  urls: Record<'mtn_momo' | 'airtel_money', { sandbox: string; live: string }>;
  /**
   * Start the local sandbox provider on loopback (main.ts) and send sandbox credentials to it instead of
   * the providers' sandboxes (auto: with the demo data, SEED=auto).
   */
  localSandbox: boolean;
  /** A payment the provider has not confirmed this long after it was asked for is expired. */
  expireMinutes: number;
  /** How often the reconciliation job runs; 0 turns the schedule off (tests run it by hand). */
  reconcileEverySeconds: number;
};

/** The providers' own sandboxes, used for sandbox credentials unless the local sandbox stands in for them. */
export const PROVIDER_SANDBOX_URLS = {
  mtn_momo: 'https://sandbox.momodeveloper.mtn.com',
  airtel_money: 'https://openapiuat.airtel.africa',
} as const;

/** The demo's reviewer, whose mails land in DATA_DIR/mail like every other. */
export const DEMO_PLATFORM_ADMIN_EMAIL = 'platform.admin@ared.local';

/**
 * Who reviews sign-ups: the configured addresses; unset, the embedded demo's own reviewer, but no one on
 * PostgreSQL (a real deployment names its reviewers, or sign-up stays closed rather than pending forever).
 */
function platformAdminEmails(value: string | undefined, databaseUrl: string | undefined): string[] {
  if (value === 'off') return [];
  if (value === undefined) return databaseUrl ? [] : [DEMO_PLATFORM_ADMIN_EMAIL];
  return value.split(',').map((email) => email.trim().toLowerCase());
}

export class ConfigError extends Error {}

/** Validates the environment once at start-up; each bad value gets its own line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDist?: string): AppConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = ZEnvSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = resolve(values.DATA_DIR);
  ensurePrivateDirSync(dataDir);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    platformAdminEmails: platformAdminEmails(values.PLATFORM_ADMIN_EMAILS, values.DATABASE_URL),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    inboundMailSecret: values.INBOUND_MAIL_SECRET ?? readOrCreateSecret(dataDir, 'inbound-mail-secret'),
    metricsToken: values.METRICS_TOKEN,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    rateLimitMax: values.RATE_LIMIT_MAX,
    deviceRateLimitMax: values.DEVICE_RATE_LIMIT_MAX,
    trustProxy: values.TRUST_PROXY,
    seed: values.SEED,
    uploadsDir: join(dataDir, 'uploads'),
    mailDir: join(dataDir, 'mail'),
    sms: {
      url: values.SMS_URL,
      token: values.SMS_TOKEN,
      sender: values.SMS_SENDER,
      dir: join(dataDir, 'sms'),
    },
    webDist,
    simulate: values.SIMULATE === 'on' || (values.SIMULATE === 'auto' && !values.DATABASE_URL),
    simulateSynthetic: values.SIMULATE_SYNTHETIC,
    telemetryRetentionDays: values.TELEMETRY_RETENTION_DAYS,
    advertViewRetentionDays: values.ADVERT_VIEW_RETENTION_DAYS,
    analyticsRollupSeconds: values.ANALYTICS_ROLLUP_SECONDS,
    validateResponses: values.RESPONSE_VALIDATION === 'on',
    radius: {
      enabled: values.RADIUS_AUTH_PORT !== 'off' && values.RADIUS_ACCT_PORT !== 'off',
      host: values.RADIUS_HOST ?? values.HOST,
      authPort: values.RADIUS_AUTH_PORT === 'off' ? 0 : values.RADIUS_AUTH_PORT,
      acctPort: values.RADIUS_ACCT_PORT === 'off' ? 0 : values.RADIUS_ACCT_PORT,
      coaPort: values.RADIUS_COA_PORT,
      interimSeconds: values.RADIUS_INTERIM_SECONDS,
      boxPacketsPerSecond: values.RADIUS_BOX_PACKETS_PER_SECOND,
      boxPacketBurst: values.RADIUS_BOX_PACKET_BURST,
    },
    s3: s3Config(values),
    assistantLlm: assistantLlmConfig(values),
    slack: slackConfig(values),
    apkMaxBytes: values.APK_MAX_BYTES,
    uploadLimits: {
      Image: values.MEDIA_MAX_IMAGE_BYTES,
      Video: values.MEDIA_MAX_VIDEO_BYTES,
      Audio: values.MEDIA_MAX_AUDIO_BYTES,
      Document: values.MEDIA_MAX_DOCUMENT_BYTES,
      App: values.MEDIA_MAX_APP_BYTES,
    },
    mobileMoney: {
      urls: {
        mtn_momo: {
          sandbox: (values.MOMO_MTN_SANDBOX_URL ?? PROVIDER_SANDBOX_URLS.mtn_momo).replace(/\/$/, ''),
          live: values.MOMO_MTN_LIVE_URL.replace(/\/$/, ''),
        },
        airtel_money: {
          sandbox: (values.MOMO_AIRTEL_SANDBOX_URL ?? PROVIDER_SANDBOX_URLS.airtel_money).replace(/\/$/, ''),
          live: values.MOMO_AIRTEL_LIVE_URL.replace(/\/$/, ''),
        },
      },
      localSandbox:
        values.MOMO_LOCAL_SANDBOX === 'on' ||
        (values.MOMO_LOCAL_SANDBOX === 'auto' && values.SEED === 'auto'),
      expireMinutes: values.MOMO_EXPIRE_MINUTES,
      reconcileEverySeconds: values.MOMO_RECONCILE_SECONDS,
    },
    alerts: {
      everySeconds: values.ALERTS_EVERY_SECONDS,
      offlineMinutes: values.ALERTS_OFFLINE_MINUTES,
      diskPercent: values.ALERTS_DISK_PERCENT,
      cpuPercent: values.ALERTS_CPU_PERCENT,
      cpuMinutes: values.ALERTS_CPU_MINUTES,
      radiusMinutes: values.ALERTS_RADIUS_MINUTES,
      overdueDays: values.ALERTS_OVERDUE_DAYS,
      voucherStock: values.ALERTS_VOUCHER_STOCK,
      repeatMinutes: values.ALERTS_REPEAT_MINUTES,
    },
    billing: {
      timeZone: values.BILLING_TIME_ZONE,
      usdToRwf: values.USD_TO_RWF,
      exchangeRates: values.EXCHANGE_RATES,
      exchangeRatesDate: values.EXCHANGE_RATES_DATE,
      trialDays: values.TRIAL_DAYS,
      intervalMinutes: values.BILLING_INTERVAL_MINUTES,
    },
    corsOrigins: (values.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All four of endpoint, bucket and keys, or none of them: half a configuration is a mistake, not a default. */
function s3Config(values: z.infer<typeof ZEnvSchema>): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when any S3_ setting is given`).join('\n')}`,
    );
  return {
    endpoint: values.S3_ENDPOINT!,
    bucket: values.S3_BUCKET!,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    region: values.S3_REGION,
    forcePathStyle: values.S3_FORCE_PATH_STYLE !== 'false',
  };
}

/**
 * The URL and the model, or none of the assistant's LLM settings: a key or a model with nowhere to send it is
 * a mistake, not a default. The key alone may be missing (a server on the partner's own network).
 */
function assistantLlmConfig(values: z.infer<typeof ZEnvSchema>): AppConfig['assistantLlm'] {
  const { ASSISTANT_LLM_URL: url, ASSISTANT_LLM_KEY: key, ASSISTANT_LLM_MODEL: model } = values;
  if (url === undefined && key === undefined && model === undefined) return undefined;
  const missing = [
    url === undefined && 'ASSISTANT_LLM_URL',
    model === undefined && 'ASSISTANT_LLM_MODEL',
  ].filter((name): name is string => name !== false);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when any ASSISTANT_LLM_ setting is given`).join('\n')}`,
    );
  return { url: url!, key, model: model!, timeoutMs: values.ASSISTANT_LLM_TIMEOUT_MS };
}

/** The bot token and the channel, or neither: one without the other has nowhere to post or nothing to post with. */
function slackConfig(values: z.infer<typeof ZEnvSchema>): AppConfig['slack'] {
  const { SLACK_BOT_TOKEN: token, SLACK_CHANNEL: channelId } = values;
  if (token === undefined && channelId === undefined) return undefined;
  const missing = [
    token === undefined && 'SLACK_BOT_TOKEN',
    channelId === undefined && 'SLACK_CHANNEL',
  ].filter((name): name is string => name !== false);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when any SLACK_ setting is given`).join('\n')}`,
    );
  return {
    token: token!,
    channelId: channelId!,
    apiUrl: values.SLACK_API_URL.replace(/\/+$/, ''),
    pollIntervalMs: values.SLACK_POLL_INTERVAL_MS,
  };
}

/**
 * Without JWT_SECRET (INBOUND_MAIL_SECRET), one secret is generated on first start into DATA_DIR and reused,
 * so tokens survive restarts (and the demo's support-reply command can read the inbound one).
 */
function readOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}
