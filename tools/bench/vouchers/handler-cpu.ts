// CPU of the RADIUS accounting path in one process, without sockets or a database: the handler (shape,
// signature, budget, attributes, session write, reply) and the reply cache, for N packets, by
// process.cpuUsage. The server's own share of a packet, robust to a shared machine (decision 062).
// Run: npx tsx bench/vouchers/handler-cpu.ts
import { answerAccountingRequest } from '../../../apps/server/src/modules/guest-access/radius/handlers';
import {
  createReplyCache,
  requestKey,
} from '../../../apps/server/src/modules/guest-access/radius/reply-cache';
import { createBoxBudget } from '../../../apps/server/src/modules/guest-access/token-buckets';
import { accountingRequests, benchSessions } from './packets';

const N = Number(process.env.PACKETS ?? 200_000);
const box = {
  routerId: 1,
  serial: 'BENCH-1',
  partnerId: 1,
  realmId: null,
  secret: 'bench-secret-0123456789',
  bandwidthDown: null,
  bandwidthUp: null,
  messageAuthenticator: 'auto' as const,
  messageAuthenticatorSeen: false,
};
const nas = {
  cachedBySerial: () => box,
  bySerial: async () => box,
} as never;
let written = 0;
const ctx = {
  database: null as never,
  nas,
  writer: { write: async () => void (written += 1), drain: async () => {} },
  clock: { now: () => new Date() },
  log: console as never,
  interimSeconds: 60,
  problems: { box: () => {}, stranger: () => {} } as never,
  budget: createBoxBudget({ perSecond: 1e9, burst: 1e9 }),
  throttle: null as never,
};
const sessions = benchSessions([{ serial: box.serial, secret: box.secret }], 5000, 30_000);
for (const kind of ['Start', 'Interim-Update', 'Stop'] as const) {
  const packets = accountingRequests(sessions, kind, N);
  let replies = createReplyCache();
  let answered = 0;
  const run = async (count: number) => {
    for (let k = 0; k < count; k += 256) {
      const batch: Promise<unknown>[] = [];
      for (let i = k; i < Math.min(count, k + 256); i += 1) {
        const packet = Buffer.from(packets[i]!);
        batch.push(
          replies
            .answer(requestKey('127.0.0.1', 40000 + (i % 16), packet), () =>
              answerAccountingRequest(ctx as never, packet, '127.0.0.1'),
            )
            .then((r) => void (r && (answered += 1))),
        );
      }
      await Promise.all(batch);
    }
  };
  await run(20_000); // warm-up
  replies = createReplyCache();
  answered = 0;
  const before = process.cpuUsage();
  await run(N);
  const spent = process.cpuUsage(before);
  console.log(
    `${kind}: ${((spent.user + spent.system) / N).toFixed(1)} µs CPU a packet (${answered} answered)`,
  );
}
