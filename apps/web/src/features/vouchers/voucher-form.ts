import { VOUCHER_TEXTS } from '@ared/contract/voucher-texts';
import {
  VOUCHER_DEFAULTS,
  VOUCHER_MAX_COUNT,
  VOUCHER_MAX_HOURS,
  type TVoucherBulkCreateRequest,
} from '@ared/contract/vouchers';

export type DurationMode = 'preset' | 'manual';

/** The create voucher form (part 2 §5). Number inputs hold '' while empty. */
export type VoucherFormValues = {
  mode: DurationMode;
  presetMinutes: string;
  hours: number | string;
  minutes: number | string;
  expiryDays: string;
  count: number | string;
  multiUser: boolean;
  realm: string | null;
};

/** Defaults: preset 60 minutes, expiry 1 day, count 1, single-user. */
export const VOUCHER_FORM_DEFAULTS: VoucherFormValues = {
  mode: 'preset',
  presetMinutes: String(VOUCHER_DEFAULTS.presetMinutes),
  hours: 0,
  minutes: 0,
  expiryDays: String(VOUCHER_DEFAULTS.expiryDays),
  count: VOUCHER_DEFAULTS.count,
  multiUser: VOUCHER_DEFAULTS.multiUser,
  realm: null,
};

const wholeIn = (value: number | string, min: number, max: number): number | null => {
  if (value === '' || value === null) return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** Seconds the form asks for, or null when the manual hours (0–168) or minutes (0–59) are out of range. */
export const durationSeconds = (values: VoucherFormValues): number | null => {
  if (values.mode === 'preset') {
    const minutes = Number(values.presetMinutes);
    return Number.isInteger(minutes) && minutes > 0 ? minutes * 60 : null;
  }
  // An empty box counts as 0, as long as the other one gives some time.
  const hours = wholeIn(values.hours === '' ? 0 : values.hours, 0, VOUCHER_MAX_HOURS);
  const minutes = wholeIn(values.minutes === '' ? 0 : values.minutes, 0, 59);
  if (hours === null || minutes === null) return null;
  return hours * 3600 + minutes * 60;
};

export type VoucherFormCheck =
  | { ok: true; request: TVoucherBulkCreateRequest }
  | { ok: false; field: 'duration' | 'count'; message: string };

/**
 * The spec's checks in order: the total duration above 0 ('Please enter a valid duration'), then the count
 * 1 to 100 ('Please enter a valid voucher count (1-100)'). The realm is sent only when one was picked.
 */
export function checkVoucherForm(values: VoucherFormValues): VoucherFormCheck {
  const duration = durationSeconds(values);
  if (duration === null || duration <= 0)
    return { ok: false, field: 'duration', message: VOUCHER_TEXTS.invalidDuration };
  const count = wholeIn(values.count, 1, VOUCHER_MAX_COUNT);
  if (count === null) return { ok: false, field: 'count', message: VOUCHER_TEXTS.invalidCount };
  return {
    ok: true,
    request: {
      duration,
      multi_user: values.multiUser,
      expiry_days: Number(values.expiryDays),
      count,
      ...(values.realm && { realm: Number(values.realm) }),
    },
  };
}
