import type { AppConfig } from './config/env';
import type { Clock } from './lib/clock';
import type { Database } from './db/client';
import type { FileStore } from './lib/file-store';
import type { Mailer } from './lib/mailer';
import type { TokenSigner } from './lib/tokens';

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

/** Who may call a route: anyone, a signed-in user before the one-time password, or (default) after it. */
export type RouteAuth = 'public' | 'pre-otp' | 'otp';

// Module augmentation needs interfaces: a type alias cannot merge into the library's declaration.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
