import type { TRouter } from '@ared/contract/routers';
import { formatListDateTime } from '../../lib/format';
import { ROUTER_DETAILS_TEXTS as T } from './texts';

export type RouterDetailRow = { key: keyof typeof T.rows; label: string; value: string };

const orNone = (value: string | null | undefined): string => (value?.trim() ? value : T.none);

/** Status shows Functional for a working box, Damaged otherwise (spec part 1 §2). */
export const routerStatusText = (functional: boolean): string => (functional ? T.functional : T.damaged);

export const onFieldText = (onField: boolean): string => (onField ? T.yes : T.no);

/** The rows of the router details table, in the spec's order. */
export const routerDetailRows = (router: TRouter): RouterDetailRow[] => {
  const rows: [RouterDetailRow['key'], string][] = [
    ['serialNumber', router.serial_number],
    ['imei', orNone(router.imei)],
    ['status', routerStatusText(router.functional)],
    ['locationName', orNone(router.location_name)],
    ['onField', onFieldText(router.on_field)],
    ['kioskSerial', orNone(router.router_kiosk?.serial_number)],
    ['realm', orNone(router.realm?.name)],
    ['superRealm', orNone(router.super_realm)],
    ['lastContact', orNone(formatListDateTime(router.last_seen))],
    ['assignedTo', orNone(router.sme?.name)],
    ['created', orNone(formatListDateTime(router.created))],
  ];
  return rows.map(([key, value]) => ({ key, label: T.rows[key], value }));
};
