import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config/env';
import type { Clock } from './lib/clock';
import type { Database } from './db/client';
import type { FileStore } from './lib/file-store';
import type { Job } from './jobs/scheduler';
import type { Mailer } from './lib/mailer';
import type { TokenSigner } from './lib/tokens';
import type { TPartnerFeatureFlag, TPlanArea } from '@ared/contract/plans';
import type { TAnalyticsTab } from '@ared/contract/analytics';

/** What every module needs, built once at start-up and passed in (tests pass their own). */
export type AppDeps = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  tokens: TokenSigner;
  /** The time every rule reads (billing cycles, due dates, trials); tests pass one they can move. */
  clock: Clock;
  /** Where uploads are kept: DATA_DIR/uploads today, object storage later (decision 015). */
  files: FileStore;
};

/** What a module's jobs are made of: the app's dependencies and its log. */
export type JobContext = { deps: AppDeps; log: FastifyBaseLogger };

/**
 * A module as the app knows it (issue 28 §2): what it serves and what it runs. Each module's index.ts
 * exports its own (a module with start-up state exports a function that builds it); app.ts lists them and
 * registers each part in its place, so adding a module is one line there.
 */
export type AppModule = {
  /** The module's folder name. */
  name: string;
  /** Dashboard API routes, registered under /v1 behind the auth hook. */
  api?: FastifyPluginAsync;
  /** Box routes, registered under /device behind the auth hook (device-key routes). */
  device?: FastifyPluginAsync;
  /** What the module serves elsewhere, registered at the root: it names its own prefix. */
  root?: FastifyPluginAsync;
  /** The module's scheduled jobs; main.ts starts them (tests and benchmarks run them by hand). */
  jobs?: (context: JobContext) => Job[];
};

/** The signed-in user as the auth hook resolves it from the access token. */
export type AuthUser = {
  id: number;
  email: string;
  role: string;
  partnerId: number | null;
  smeId: number | null;
  otpVerified: boolean;
  familyId: string | null;
};

/**
 * Who may call a route (decision 012): a dashboard user after the one-time password (the default), one
 * before it, any account past it (a support agent too: its own terms and password), anyone, a box by its device key, a captive-portal guest, the voucher service's admin, or the
 * mail relay posting support's replies with the inbound-mail secret (decision 056), the assistant's
 * callers (a partner's user, else an anonymous visitor) and the platform's support agents (decision 072).
 */
export type RouteAuth =
  | 'dashboard-user'
  | 'pre-otp'
  | 'signed-in'
  | 'public'
  | 'device'
  | 'guest'
  | 'voucher-admin'
  | 'inbound-mail'
  | 'assistant'
  | 'support-agent';

/**
 * What a dashboard route requires beyond a signed-in user (decision 011): the partner admin role (with the
 * action the 403 names: "Only a partner admin can {action}."), a plan area and/or an add-on flag.
 */
export type RouteRequires = {
  plan?: TPlanArea;
  flag?: TPartnerFeatureFlag;
  /** An Analytics tab the plan must show (part 2 §2): its calls and its report. */
  analyticsTab?: TAnalyticsTab;
} & ({ role?: undefined; action?: undefined } | { role: 'partner_admin'; action: string });

/** The box a device-key route is called by. */
export type AuthDevice = { routerId: number };

// Module augmentation needs interfaces: a type alias cannot merge into the library's declaration.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The modules the app was built from, in their registration order (main.ts starts their jobs). */
    modules: readonly AppModule[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
    device: AuthDevice | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    requires?: RouteRequires;
    /** Refusals (4xx) are debug lines, not info: a webhook anyone may probe must not fill the log. */
    quietRefusals?: boolean;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
