import { randomBytes } from 'node:crypto';
import { createNasClient } from './cluster-nas';
import { BENCH_SLUG, type ClusterWorld } from './cluster-world';
import { postMultipartVideo } from './files/transfer';
import { accessRequests, accountingRequests, benchSessions } from './vouchers/packets';
import { BOX_HEALTH } from './box-health';

/** The kinds of client the mixed load has (issue 33 §2). */
export type LaneKind = 'list' | 'heartbeat' | 'voucher' | 'upload' | 'radius-auth' | 'radius-acct';

/** Every write the API acknowledged, by kind: counted in the database afterwards. */
export type Ledger = {
  vouchers: string[];
  uploads: number[];
  heartbeats: { routerId: number; recordedAt: string }[];
  accountingStarts: { routerId: number; sessionId: string }[];
};

/** One second of the run, per lane kind: requests that succeeded and failed as their clients saw them. */
export type Second = Record<LaneKind, { ok: number; failed: number }> & {
  /** RADIUS packets the box's second server answered after the first timed out. */
  failedOver: number;
};

export type LoadTarget = {
  /** Where HTTP goes: HAProxy, or one replica directly. */
  httpUrl: string;
  /** Each replica's RADIUS ports, the boxes' first and second servers picked from these. */
  radius: { auth: number; acct: number }[];
};

export type LoadPlan = {
  seconds: number;
  lanes: Partial<Record<LaneKind, number>>;
  /** Things done during the run (a replica killed, the primary lost), at seconds from its start. */
  events?: { at: number; name: string; run: () => Promise<void> | void }[];
  /** Bytes of each upload. */
  uploadBytes?: number;
};

export type LoadRun = {
  seconds: Second[];
  /**
   * Every request's and packet's outcome as its client saw it: when it was sent and answered (or given up),
   * in seconds from the start of the run.
   */
  outcomes: { sent: number; at: number; kind: LaneKind; ok: boolean }[];
  ledger: Ledger;
  /** When each event happened, in seconds from the start (fractional). */
  events: { name: string; at: number; took: number }[];
  /** Acknowledged accounting packets first answered by the box's second server. */
  failedOverTotal: number;
  /** Why requests failed, by kind: `upload 503`, `list no answer`, `radius-auth code 3`… and how often. */
  failureReasons: Record<string, number>;
};

const emptySecond = (): Second => ({
  list: { ok: 0, failed: 0 },
  heartbeat: { ok: 0, failed: 0 },
  voucher: { ok: 0, failed: 0 },
  upload: { ok: 0, failed: 0 },
  'radius-auth': { ok: 0, failed: 0 },
  'radius-acct': { ok: 0, failed: 0 },
  failedOver: 0,
});

const HTTP_TIMEOUT_MS = 15_000;

/**
 * The mixed load of issue 33 §2 against a cluster: dashboard lists, heartbeats from many boxes, voucher
 * creation, uploads, and RADIUS logins and accounting from boxes that each have two servers. Each lane is a
 * client doing one thing at a time, as fast as answers come. What the clients saw is kept per second, and
 * every write acknowledged (201 with an id, 2xx heartbeat, Accounting-Response) goes into the ledger.
 */
export async function runMixedLoad(
  world: ClusterWorld,
  target: LoadTarget,
  plan: LoadPlan,
): Promise<LoadRun> {
  const seconds: Second[] = [];
  const ledger: Ledger = { vouchers: [], uploads: [], heartbeats: [], accountingStarts: [] };
  const events: LoadRun['events'] = [];
  const outcomes: LoadRun['outcomes'] = [];
  const failureReasons: Record<string, number> = {};
  const failedBecause = (kind: LaneKind, reason: string) => {
    const key = `${kind} ${reason}`;
    failureReasons[key] = (failureReasons[key] ?? 0) + 1;
  };
  /** The failure's reason from an HTTP answer: its status, or none (the connection failed or timed out). */
  const httpReason = (kind: LaneKind, status: number | undefined, ok: boolean) => {
    if (!ok) failedBecause(kind, status === undefined ? 'no answer' : String(status));
  };
  const started = performance.now();
  const until = started + plan.seconds * 1000;
  const secondOf = () => {
    const i = Math.floor((performance.now() - started) / 1000);
    while (seconds.length <= i) seconds.push(emptySecond());
    return seconds[i]!;
  };
  const count = (kind: LaneKind, ok: boolean, sentAt: number) => {
    outcomes.push({ sent: (sentAt - started) / 1000, at: (performance.now() - started) / 1000, kind, ok });
    const second = secondOf()[kind];
    if (ok) second.ok += 1;
    else second.failed += 1;
  };
  const auth = { authorization: `Bearer ${world.access}` };
  const http = async (path: string, init: RequestInit = {}) => {
    try {
      return await fetch(`${target.httpUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch {
      return null;
    }
  };
  let failedOverTotal = 0;

  const lanes: Record<LaneKind, (lane: number) => Promise<void>> = {
    list: async () => {
      const sentAt = performance.now();
      const page = 1 + Math.floor(Math.random() * 10);
      const res = await http(`/v1/routers/?page=${page}&page_size=10`, { headers: auth });
      if (res) await res.arrayBuffer();
      httpReason('list', res?.status, res?.status === 200);
      count('list', res?.status === 200, sentAt);
    },
    heartbeat: (() => {
      let next = 0;
      const last = new Map<number, number>();
      return async () => {
        const sentAt = performance.now();
        const box = world.heartbeatBoxes[next++ % world.heartbeatBoxes.length]!;
        // One reading time per box and beat: each acknowledged beat is one row of the time series.
        const at = Math.max(Date.now(), (last.get(box.routerId) ?? 0) + 1);
        last.set(box.routerId, at);
        const recordedAt = new Date(at).toISOString();
        const res = await http('/device/heartbeat', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Device ${box.key}` },
          body: JSON.stringify({
            recorded_at: recordedAt,
            interval_seconds: 30,
            connected_clients: 3,
            health: BOX_HEALTH,
          }),
        });
        if (res) await res.arrayBuffer();
        const ok = res !== null && res.status >= 200 && res.status < 300;
        if (ok) ledger.heartbeats.push({ routerId: box.routerId, recordedAt });
        httpReason('heartbeat', res?.status, ok);
        count('heartbeat', ok, sentAt);
      };
    })(),
    voucher: async () => {
      const sentAt = performance.now();
      const res = await http(`/radius/${BENCH_SLUG}/admin/vouchers/create`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ duration: 3600 }),
      });
      const body = res ? await res.text() : '';
      const ok = res?.status === 201;
      if (ok) ledger.vouchers.push((JSON.parse(body) as { code: string }).code);
      httpReason('voucher', res?.status, ok);
      count('voucher', ok, sentAt);
    },
    upload: (() => {
      // File names are unique per partner and category: a tag per run keeps runs from colliding.
      const tag = randomBytes(3).toString('hex');
      let n = 0;
      return async () => {
        n += 1;
        const sentAt = performance.now();
        let ok = false;
        try {
          const res = await postMultipartVideo(
            `${target.httpUrl}/v1/files/`,
            world.access,
            {
              realm: String(world.realmId),
              category: String(world.categoryId),
              file_type: 'Video',
              status: 'Enabled',
              description: 'Cluster bench upload',
              original_file_name: `cluster-${tag}-${n}.mp4`,
              original_thumbnail_name: `thumb-${tag}-${n}.png`,
            },
            plan.uploadBytes ?? 64 * 1024,
          );
          ok = res.status === 201;
          if (ok) ledger.uploads.push((JSON.parse(res.body) as { id: number }).id);
          else failedBecause('upload', `${res.status} ${res.body.slice(0, 80)}`);
        } catch {
          ok = false;
          failedBecause('upload', 'no answer');
        }
        count('upload', ok, sentAt);
      };
    })(),
    'radius-auth': () => Promise.resolve(),
    'radius-acct': () => Promise.resolve(),
  };

  /** A RADIUS lane: its own boxes' packets, to their first server, then their second on a timeout. */
  const radiusLane = async (kind: 'radius-auth' | 'radius-acct', lane: number, lanesOfKind: number) => {
    const boxes = world.radiusBoxes.filter((_, i) => i % lanesOfKind === lane);
    if (boxes.length === 0) return;
    const n = target.radius.length;
    // A box's first server is replica (box index mod n), its second the next one: spread as a partner would.
    const serverPair = (i: number): [number, number] => {
      const port = (k: number) => (kind === 'radius-auth' ? target.radius[k]!.auth : target.radius[k]!.acct);
      return [port(i % n), port((i + 1) % n)];
    };
    const nas = await createNasClient(serverPair(lane));
    try {
      const expected = kind === 'radius-auth' ? 2 : 5;
      const batch = 5000;
      let k = 0;
      while (performance.now() < until) {
        const sessions = kind === 'radius-acct' ? benchSessions(boxes, world.loginPool, batch) : [];
        const packets =
          kind === 'radius-auth'
            ? accessRequests(boxes, world.loginPool, batch)
            : accountingRequests(sessions, 'Start', batch);
        for (let i = 0; i < packets.length && performance.now() < until; i += 1, k += 1) {
          const sentAt = performance.now();
          const answer = await nas.send(packets[i]!);
          const ok = answer.code === expected;
          if (!ok) failedBecause(kind, answer.code === null ? 'no answer' : `code ${answer.code}`);
          if (answer.by === 'second') {
            secondOf().failedOver += 1;
            if (ok) failedOverTotal += 1;
          }
          if (ok && kind === 'radius-acct') {
            const session = sessions[i]!;
            const box = session.box as (typeof boxes)[number];
            ledger.accountingStarts.push({ routerId: box.routerId, sessionId: session.id });
          }
          count(kind, ok, sentAt);
        }
      }
    } finally {
      nas.close();
    }
  };

  const runLane = async (kind: LaneKind, lane: number, lanesOfKind: number) => {
    if (kind === 'radius-auth' || kind === 'radius-acct') return radiusLane(kind, lane, lanesOfKind);
    while (performance.now() < until) await lanes[kind](lane);
  };

  const scheduled = (plan.events ?? []).map(
    (event) =>
      new Promise<void>((resolve) => {
        setTimeout(async () => {
          const at = (performance.now() - started) / 1000;
          await event.run();
          events.push({ name: event.name, at, took: (performance.now() - started) / 1000 - at });
          resolve();
        }, event.at * 1000);
      }),
  );
  await Promise.all([
    ...Object.entries(plan.lanes).flatMap(([kind, count]) =>
      Array.from({ length: count ?? 0 }, (_, lane) => runLane(kind as LaneKind, lane, count ?? 0)),
    ),
    ...scheduled,
  ]);
  return {
    seconds: seconds.slice(0, plan.seconds),
    outcomes,
    ledger,
    events,
    failedOverTotal,
    failureReasons,
  };
}
