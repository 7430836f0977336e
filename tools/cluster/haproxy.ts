import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './debian';

const HAPROXY = '/usr/sbin/haproxy';

/** How often HAProxy asks each replica whether it is ready, and after how many failures it stops sending. */
export const CHECK_INTERVAL_MS = 1000;
export const CHECK_FALL = 2;

export type Haproxy = {
  url: string;
  /** Each replica's state as HAProxy sees it (its stats page as CSV): UP, DOWN, … */
  states: () => Promise<Record<string, string>>;
  stop: () => Promise<void>;
};

/**
 * The configuration: round robin over the replicas, each checked on /api/health/ready (the database answers)
 * every second, out after two failed checks and back after one good one. A request whose connection a dead
 * replica refused is sent to another (`retry-on conn-failure`, `option redispatch`): it never reached the
 * dead one, so retrying writes nothing twice. A request the replica died while answering is not retried (a
 * POST may have been committed): its client sees a 502, and the bench counts it.
 */
export function haproxyConfig(
  port: number,
  statsPort: number,
  replicas: { name: string; port: number }[],
): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout check 2s
  retries 2
  retry-on conn-failure
  option redispatch
  option forwardfor

frontend api
  bind 127.0.0.1:${port}
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter ${CHECK_INTERVAL_MS}ms fall ${CHECK_FALL} rise 1
${replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
`;
}

/** HAProxy from Debian's package in the foreground (`-db`), as a child stopped by its pid. */
export async function startHaproxy(
  port: number,
  statsPort: number,
  replicas: { name: string; port: number }[],
): Promise<Haproxy> {
  ensureDebianPackage(HAPROXY, 'haproxy', 'the scale-out cluster (tools/cluster)');
  const dir = mkdtempSync(join(tmpdir(), 'ared-cluster-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(port, statsPort, replicas));
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
    const rows = csv.split('\n').map((line) => line.split(','));
    return Object.fromEntries(
      rows.filter((r) => r[0] === 'replicas' && r[1] !== 'BACKEND').map((r) => [r[1]!, r[17]!]),
    );
  };
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    try {
      await states();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
