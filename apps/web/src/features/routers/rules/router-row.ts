import type { TRouter } from '@ared/contract/routers';
import type { TDeviceStatusResponse } from '@ared/contract/devices';

export type LocationKind = 'in-transit' | 'manufacturer' | 'site';

/** The location icon of a row: In Transit, Manufacturer, or the default (a place name). */
export function locationKind(location: string | null): LocationKind {
  const value = location?.trim().toLowerCase();
  if (value === 'in transit') return 'in-transit';
  if (value === 'manufacturer') return 'manufacturer';
  return 'site';
}

/** "Assigned to": the SME's name, or the partner's name followed by PARTNER. */
export function assignedTo(
  router: Pick<TRouter, 'sme' | 'partner'>,
): { name: string; isPartner: boolean } | null {
  if (router.sme) return { name: router.sme.name, isPartner: false };
  if (router.partner) return { name: router.partner.name, isPartner: true };
  return null;
}

/** Edit is offered only for routers that are not assigned to an SME (spec part 1 §6). */
export const canEditRouter = (router: Pick<TRouter, 'sme'>): boolean => router.sme === null;

type Ota = TRouter['otab'];
const sameOta = (a: Ota, b: Ota) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.status === b.status &&
    a.update_progress === b.update_progress &&
    a.time_remaining === b.time_remaining);

/** The list's rows with the polled device status (online, last seen, OTA state) laid over them. */
export function mergeDeviceStatus<
  T extends Pick<TRouter, 'serial_number' | 'is_online' | 'last_seen' | 'otab'>,
>(rows: readonly T[], statuses: TDeviceStatusResponse | undefined): T[] {
  if (!statuses) return [...rows];
  return rows.map((row) => {
    const status = statuses[row.serial_number];
    // A row whose status is what it already shows keeps its object: the table draws again only the rows
    // that changed (issue 29 §7, decision 104), not every row at each poll.
    if (
      !status ||
      (row.is_online === status.is_online &&
        row.last_seen === status.last_seen &&
        sameOta(row.otab, status.otab))
    )
      return row;
    return { ...row, is_online: status.is_online, last_seen: status.last_seen, otab: status.otab };
  });
}
