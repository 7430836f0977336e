import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import connectPostgres from 'postgres';
import { type TestS3Server, startS3Server } from '../../apps/server/tests/helpers/s3-server';
import { type Haproxy, startHaproxy } from './haproxy';
import { type PostgresPair, startPostgresPair } from './postgres-pair';
import { type Replica, type ReplicaSpec, startReplica } from './replicas';

/**
 * Where everything listens, all on 127.0.0.1. The defaults keep clear of the usual ports (5432, 8080,
 * 1812/1813) so a cluster can run beside a developer's server; CLUSTER_PORT and CLUSTER_PG_PORT move them.
 */
export type ClusterPorts = {
  /** HAProxy's HTTP front; its stats page is the next port. */
  http: number;
  /** Replica i listens on http + 10 + i, and RADIUS on radius + 2i (auth) and radius + 2i + 1 (acct). */
  radius: number;
  /** The primary; the standby is the next port. */
  postgres: number;
};

export const DEFAULT_PORTS: ClusterPorts = {
  http: Number(process.env.CLUSTER_PORT ?? 18800),
  radius: Number(process.env.CLUSTER_RADIUS_PORT ?? 18820),
  postgres: Number(process.env.CLUSTER_PG_PORT ?? 26511),
};

export type Cluster = {
  /** The address clients use: HAProxy. */
  url: string;
  haproxy: Haproxy;
  postgres: PostgresPair;
  s3: TestS3Server;
  replicas: Replica[];
  /** The settings every replica shares (DATABASE_URL, secrets, S3): a new replica starts with them. */
  env: Record<string, string>;
  /** Starts replica `i` again (after it was killed) with the same ports and data directory. */
  restart: (i: number) => Promise<Replica>;
  /** Stops everything it started, by pid: replicas, HAProxy, S3, both PostgreSQL servers. */
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  replicas: number;
  ports?: ClusterPorts;
  /** The built server to run (apps/server/dist/main.js by default). */
  main?: string;
  /** Settings added to every replica's (shorter job intervals for the CI check, demo data, log level). */
  env?: Record<string, string>;
  log?: (line: string) => void;
};

const secret = () => randomBytes(36).toString('base64url');

/** Until the primary reports its standby as `sync` (pg_stat_replication): only then is a commit on both. */
async function waitForSyncStandby(primaryUrl: string): Promise<void> {
  const sql = connectPostgres(primaryUrl, { max: 1, onnotice: () => {} });
  try {
    for (let i = 0; i < 100; i += 1) {
      const rows = await sql<{ sync_state: string }[]>`select sync_state from pg_stat_replication`;
      if (rows.some((r) => r.sync_state === 'sync')) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the standby did not become synchronous within 10 s');
  } finally {
    await sql.end();
  }
}

export const replicaSpec = (ports: ClusterPorts, dir: string, i: number): ReplicaSpec => ({
  name: `replica${i + 1}`,
  httpPort: ports.http + 10 + i,
  radiusAuthPort: ports.radius + 2 * i,
  radiusAcctPort: ports.radius + 2 * i + 1,
  dataDir: join(dir, `replica${i + 1}`),
});

/**
 * The scale-out layout of docs/scale-out.md on one machine (issue 33 §1): a PostgreSQL primary with a
 * synchronous standby, an S3-compatible store, `replicas` API replicas each with its RADIUS listeners, and
 * HAProxy in front of their HTTP. The first replica starts alone (it migrates, and seeds the demo when asked);
 * the others then start together. Whatever was started is stopped again if a later step fails.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const ports = options.ports ?? DEFAULT_PORTS;
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'ared-cluster-'));
  const stops: (() => Promise<void> | void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  try {
    log(`PostgreSQL primary on ${ports.postgres}, synchronous standby on ${ports.postgres + 1}`);
    const postgres = startPostgresPair({ primaryPort: ports.postgres, standbyPort: ports.postgres + 1 });
    stops.push(() => postgres.stop());
    await waitForSyncStandby(postgres.primaryUrl);
    log('the standby streams synchronously: a commit is acknowledged once the standby has it');
    const s3 = await startS3Server('ared-cluster');
    stops.push(() => s3.close());
    log(`S3-compatible store (s3rver) at ${s3.config.endpoint}`);
    const env: Record<string, string> = {
      DATABASE_URL: postgres.url,
      JWT_SECRET: secret(),
      INBOUND_MAIL_SECRET: secret(),
      METRICS_TOKEN: secret(),
      S3_ENDPOINT: s3.config.endpoint,
      S3_BUCKET: s3.config.bucket,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      PUBLIC_URL: `http://127.0.0.1:${ports.http}`,
      // HAProxy is the one proxy whose X-Forwarded-For the replicas believe.
      TRUST_PROXY: '127.0.0.1',
      SEED: 'off',
      SIMULATE: 'off',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const specs = Array.from({ length: options.replicas }, (_, i) => replicaSpec(ports, dir, i));
    const replicas: Replica[] = [];
    const start = async (i: number) => {
      const replica = await startReplica(specs[i]!, env, options.main);
      stops.push(() => replica.stop());
      log(
        `${replica.name}: HTTP ${replica.httpPort}, RADIUS ${replica.radiusAuthPort}/${replica.radiusAcctPort}`,
      );
      replicas[i] = replica;
      return replica;
    };
    await start(0);
    await Promise.all(specs.slice(1).map((_, i) => start(i + 1)));
    const haproxy = await startHaproxy(
      ports.http,
      ports.http + 1,
      replicas.map((r) => ({ name: r.name, port: r.httpPort })),
    );
    stops.push(() => haproxy.stop());
    log(`HAProxy at ${haproxy.url} (stats at http://127.0.0.1:${ports.http + 1}/)`);
    return {
      url: haproxy.url,
      haproxy,
      postgres,
      s3,
      replicas,
      env,
      restart: (i) => start(i),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
