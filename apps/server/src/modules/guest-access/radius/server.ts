import { type Socket, createSocket } from 'node:dgram';
import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { type RadiusPort, type RadiusResult, radiusResultOf } from '../../../lib/metrics';
import { type RadiusContext, answerAccessRequest, answerAccountingRequest } from './handlers';
import { createReplyCache, requestKey } from './reply-cache';

export type RadiusPorts = { auth: number; acct: number };
export type RadiusServer = {
  /** Binds both ports; false (after one log line) when either cannot be bound: RADIUS stays off. */
  start: () => Promise<boolean>;
  /** The bound ports (an ephemeral port 0 resolved), null when not listening. */
  ports: () => RadiusPorts | null;
  stop: () => Promise<void>;
};

const FAILURE_LOG_MS = 60_000;
const RECEIVE_BUFFER_BYTES = 8 * 1024 * 1024;

/**
 * Requests that failed (the database down, say): the first of each minute is logged with its error, the
 * others counted into the next line, so a failing database under 5,000 packets a second is a line a
 * minute, not a stack trace a packet (decision 045).
 */
function createFailureLog(log: FastifyBaseLogger) {
  let windowStart = -Infinity;
  let unlogged = 0;
  return (error: unknown, from: string) => {
    const now = Date.now();
    if (now - windowStart < FAILURE_LOG_MS) {
      unlogged += 1;
      return;
    }
    log.error({ err: error, from, alsoFailedInTheLastMinute: unlogged }, 'RADIUS request failed');
    windowStart = now;
    unlogged = 0;
  };
}

/** The address a Disconnect-Request goes back to: IPv4-mapped IPv6 written as IPv4. */
const plainAddress = (address: string) =>
  address.startsWith('::ffff:') ? address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') : address;

/**
 * The RADIUS authentication and accounting server (RFC 2865/2866) on UDP. A handler error is logged and the
 * packet gets no answer; nothing a box sends can stop the server.
 */
export function createRadiusServer(
  ctx: RadiusContext,
  {
    host,
    ports: wanted,
    log,
    count = () => {},
  }: {
    host: string;
    ports: RadiusPorts;
    log: FastifyBaseLogger;
    /** Each packet's fate, for the metrics (radius_packets_total). */
    count?: (port: RadiusPort, result: RadiusResult) => void;
  },
): RadiusServer {
  const replies = createReplyCache();
  const failed = createFailureLog(log);
  let sockets: { auth: Socket; acct: Socket } | null = null;

  const serve = (socket: Socket, port: RadiusPort, answer: typeof answerAccessRequest) => {
    const fail = (error: unknown, from: string) => {
      count(port, 'failed');
      failed(error, from);
    };
    socket.on('message', (packet, peer) => {
      const from = plainAddress(peer.address);
      // A throw anywhere in the handling, before its promise or inside it, is a log line, never an uncaught
      // exception that would stop the process. One promise a packet (the answer's), not a chain of three:
      // at 10,000 packets a second each allocation is the server's CPU.
      let reply: Promise<Buffer | null>;
      try {
        reply = replies.answer(requestKey(from, peer.port, packet), () => answer(ctx, packet, from));
      } catch (error) {
        fail(error, from);
        return;
      }
      reply.then(
        (value) => {
          if (!value) return count(port, 'none');
          try {
            socket.send(value, peer.port, peer.address);
            count(port, radiusResultOf(value));
          } catch (error) {
            fail(error, from);
          }
        },
        (error: unknown) => fail(error, from),
      );
    });
  };

  const bind = (port: number) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = createSocket({ type: isIPv6(host) ? 'udp6' : 'udp4' });
      socket.once('error', reject);
      socket.bind(port, host, () => {
        socket.off('error', reject);
        socket.on('error', (error) => log.error({ err: error }, 'RADIUS socket error'));
        // Room for a burst while the event loop is busy: the kernel drops what does not fit, from every box
        // alike. Linux caps it at net.core.rmem_max (README); a refused size keeps the default.
        try {
          socket.setRecvBufferSize(RECEIVE_BUFFER_BYTES);
        } catch {
          // keep the system's default
        }
        resolve(socket);
      });
    });

  return {
    async start() {
      const [auth, acct] = await Promise.allSettled([bind(wanted.auth), bind(wanted.acct)]);
      if (auth.status === 'rejected' || acct.status === 'rejected') {
        for (const s of [auth, acct]) if (s.status === 'fulfilled') s.value.close();
        const failed = auth.status === 'rejected' ? auth.reason : (acct as PromiseRejectedResult).reason;
        const code = (failed as NodeJS.ErrnoException).code ?? 'error';
        log.error(
          `RADIUS is off: cannot listen on ${host} UDP ${wanted.auth}/${wanted.acct} (${code}); set RADIUS_AUTH_PORT/RADIUS_ACCT_PORT, or "off". The rest of the server runs.`,
        );
        return false;
      }
      sockets = { auth: auth.value, acct: acct.value };
      serve(sockets.auth, 'auth', answerAccessRequest);
      serve(sockets.acct, 'acct', answerAccountingRequest);
      log.info({ host, ...this.ports() }, 'RADIUS listening');
      return true;
    },
    ports: () => (sockets ? { auth: sockets.auth.address().port, acct: sockets.acct.address().port } : null),
    async stop() {
      const open = sockets;
      sockets = null;
      if (open)
        await Promise.all([open.auth, open.acct].map((s) => new Promise<void>((r) => s.close(() => r()))));
      await ctx.writer.drain();
    },
  };
}
