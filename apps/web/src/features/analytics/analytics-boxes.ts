import type { TRouter } from '@ared/contract/routers';
import { ANALYTICS_TEXTS } from './texts';

/** The mini-server selector's value for All Boxes. */
export const ALL_BOXES = 'all';

/** The part of the serial after its first underscore ('ARED_kigali-01' → 'kigali-01'); the whole serial without one. */
export const hostPart = (serial: string): string => {
  const at = serial.indexOf('_');
  return at >= 0 && at < serial.length - 1 ? serial.slice(at + 1) : serial;
};

/** A box's entry (part 2 §2): its SSID, or 'No SSID', then the host part after an underscore. */
export const boxLabel = (router: Pick<TRouter, 'ssid' | 'serial_number'>): string =>
  `${router.ssid?.trim() || ANALYTICS_TEXTS.controls.noSsid}_${hostPart(router.serial_number)}`;

export const boxOptions = (routers: readonly Pick<TRouter, 'ssid' | 'serial_number'>[]) => [
  { value: ALL_BOXES, label: ANALYTICS_TEXTS.controls.allBoxes },
  ...routers.map((r) => ({ value: r.serial_number, label: boxLabel(r) })),
];

/** Next or previous of the visible tabs, wrapping around at either end (part 2 §2). */
export function stepTab<T>(visible: readonly T[], current: T, step: 1 | -1): T {
  const at = visible.indexOf(current);
  const n = visible.length;
  return visible[(((at + step) % n) + n) % n] ?? current;
}
