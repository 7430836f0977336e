import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../types';
import { type Box, type LoginFailureCounter, type LoginGuard, authorizeGuest } from '../guest-access';
import { type Uam, logonUrl } from './uam';

/** A code the guest is let in with, however it was got: typed, the free tier, open access, Auto-Connect, a room. */
export type Grant = {
  uam: Uam | null;
  code: string;
  device: string;
  /** The guessing budget this way in spends (the voucher codes' or the hotel rooms', decisions 044 and 068). */
  guard: LoginGuard;
  /** The code the done page shows: one the guest did not type themselves, else null. */
  shown: string | null;
};

/** What the done page is told after a login this server authorized. */
export type DoneAfterLogin = {
  already: false;
  code: string | null;
  userurl: null;
  timeLeft: number;
  firstShown: true;
};

export type ConnectWithCode<V extends { box: Box }> = (
  request: FastifyRequest,
  reply: FastifyReply,
  v: V,
  grant: Grant,
  /** Words a refusal for the guest: gets RADIUS's Reply-Message (one of VOUCHER_REFUSALS). */
  refused: (message: string) => unknown,
) => Promise<unknown>;

/**
 * The last step of every way in. With the box's hand-off (CoovaChilli UAM) the code goes on to the box's
 * logon address and the box asks RADIUS, so the box, not this page, opens the gate. Without one (a box
 * that authorizes over HTTPS, or a browser on the box's network) the guest is authorized here and sees the
 * done page, its adverts counted as seen.
 */
export function connectWithCodeFor<V extends { box: Box }>(
  deps: AppDeps,
  failures: LoginFailureCounter,
  showDone: (request: FastifyRequest, reply: FastifyReply, v: V, options: DoneAfterLogin) => Promise<unknown>,
): ConnectWithCode<V> {
  return async (request, reply, v, grant, refused) => {
    if (grant.uam)
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(logonUrl(grant.uam, grant.code, v.box.secret), 303);
    const answer = await authorizeGuest(
      deps.database,
      v.box,
      { code: grant.code, clientMac: grant.device, clientIp: request.ip },
      {
        now: deps.clock.now(),
        interimInterval: deps.config.radius.interimSeconds,
        failures,
        guard: grant.guard,
      },
    );
    if (!answer.accept) return refused(answer.message);
    return showDone(request, reply, v, {
      already: false,
      code: grant.shown,
      userurl: null,
      timeLeft: answer.sessionTimeout,
      firstShown: true,
    });
  };
}
