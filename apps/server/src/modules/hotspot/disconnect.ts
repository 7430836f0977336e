import type { AppDeps } from '../../types';

/**
 * Ending guests' sessions on their boxes: a Disconnect-Request (RFC 5176) to each session's box, at its last
 * known address and `RADIUS_COA_PORT`. The dashboard marks the sessions disconnected whatever the boxes
 * answer, so this never waits for them and never throws.
 */
export type DisconnectTarget = {
  routerId: number;
  /** The box's last known address (from its accounting packets); no request without one. */
  nasAddress: string | null;
  acctSessionId: string;
  clientMac: string;
  clientIp: string | null;
  voucherCode: string | null;
};

/** Replaced by the RADIUS Disconnect-Request sender (modules/hotspot/radius) once it is built. */
export function disconnectGuests(deps: AppDeps, targets: readonly DisconnectTarget[]): void {
  void deps;
  void targets;
}
