import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const execFileAsync = promisify(execFile);

/** The name the primary waits for: a commit is acknowledged once this standby has flushed it. */
const STANDBY_NAME = 'standby1';

export type PostgresPair = {
  /** What every replica's DATABASE_URL is: both hosts, the one that takes writes chosen at connect time. */
  url: string;
  /** The primary alone (seeding, counting afterwards: whichever is primary at the time, see `current`). */
  primaryUrl: string;
  standbyUrl: string;
  /** The URL of the server that takes writes now: the primary, or the standby once promoted. */
  current: () => string;
  /** The primary lost at once, as a crash: `pg_ctl stop -m immediate` (no checkpoint, walsenders gone). */
  losePrimary: () => Promise<void>;
  /** `pg_ctl promote` on the synchronous standby, waiting until it takes writes. */
  promoteStandby: () => Promise<void>;
  stop: () => void;
};

function postgresBin(): string {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? join('/usr/lib/postgresql', versions.at(-1)!, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb')))
    throw new Error("The cluster needs Debian's postgresql package: `apt-get install postgresql`.");
  return bin;
}

/**
 * A PostgreSQL primary and a synchronous streaming standby from Debian's binaries, on loopback ports, in a
 * throw-away directory: `synchronous_standby_names` names the standby and `synchronous_commit = on`, so
 * a commit is acknowledged only once the standby has it on disk, and promoting the standby loses none.
 */
export function startPostgresPair({
  primaryPort,
  standbyPort,
}: {
  primaryPort: number;
  standbyPort: number;
}): PostgresPair {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'ared-cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (cmd: string, args: string[], allowFailure = false) => {
    const full = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    const result = spawnSync(full[0] as string, full[1] as string[], { encoding: 'utf8' });
    if (result.status !== 0 && !allowFailure)
      throw new Error(`${cmd} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  // Asynchronous for the steps taken under load: the load generator's event loop must not stop meanwhile.
  const runAsync = async (cmd: string, args: string[]) => {
    const full = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    await execFileAsync(full[0] as string, full[1] as string[]);
  };
  const primary = join(dir, 'primary');
  const standby = join(dir, 'standby');
  const settings = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=128MB`;
  const start = (data: string, port: number, log: string) =>
    run('pg_ctl', ['-D', data, '-l', join(dir, log), '-w', '-o', settings(port), 'start']);

  run('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  // initdb's pg_hba.conf with --auth=trust already lets 127.0.0.1 replicate.
  appendFileSync(
    join(primary, 'postgresql.conf'),
    [
      '',
      '# ared cluster (tools/cluster): a synchronous standby (decision 082)',
      'wal_level = replica',
      'max_wal_senders = 5',
      `synchronous_standby_names = '${STANDBY_NAME}'`,
      'synchronous_commit = on',
      'hot_standby = on',
      '',
    ].join('\n'),
  );
  start(primary, primaryPort, 'primary.log');
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    standby,
    '-R',
    '-X',
    'stream',
  ]);
  // -R wrote primary_conninfo; the later line names the standby as the primary waits for it. Promoted, it
  // has no standby of its own: it must not wait for one (the copied synchronous_standby_names would make
  // every commit wait forever) until a new standby is built, as an operator or Patroni would set it.
  appendFileSync(
    join(standby, 'postgresql.auto.conf'),
    [
      `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=${STANDBY_NAME}'`,
      "synchronous_standby_names = ''",
      '',
    ].join('\n'),
  );
  start(standby, standbyPort, 'standby.log');

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  let promoted = false;
  let primaryUp = true;
  return {
    url: `postgres://postgres@127.0.0.1:${primaryPort},127.0.0.1:${standbyPort}/postgres?target_session_attrs=read-write`,
    primaryUrl: url(primaryPort),
    standbyUrl: url(standbyPort),
    current: () => (promoted ? url(standbyPort) : url(primaryPort)),
    losePrimary: async () => {
      await runAsync('pg_ctl', ['-D', primary, '-m', 'immediate', '-w', 'stop']);
      primaryUp = false;
    },
    promoteStandby: async () => {
      await runAsync('pg_ctl', ['-D', standby, '-w', 'promote']);
      promoted = true;
    },
    stop: () => {
      if (primaryUp) run('pg_ctl', ['-D', primary, '-m', 'fast', '-w', 'stop'], true);
      run('pg_ctl', ['-D', standby, '-m', 'fast', '-w', 'stop'], true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
