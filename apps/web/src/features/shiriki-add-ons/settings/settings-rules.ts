import {
  SPEED_MAX_MBPS,
  isTenths,
  type TCollectField,
  type TSpeedChangeDelivery,
} from '@ared/contract/partner-settings';
import { TOKEN_DURATIONS, VOUCHER_MAX_DURATION_SECONDS } from '@ared/contract/vouchers';
import { SETTINGS_TEXTS as T } from './settings-texts';

export type TTokenDuration = (typeof TOKEN_DURATIONS)[number];

/** Minutes of each named token duration (part 2 §9); unlimited and custom have none of their own. */
export const DURATION_MINUTES: Partial<Record<TTokenDuration, number>> = {
  '1_hour': 60,
  '2_hours': 120,
  '5_hours': 300,
  '10_hours': 600,
  '24_hours': 1440,
};

/** 'unlimited' is for SMS vouchers only (part 2 §9); an Auto-Connect day has at most 1,440 minutes. */
export const durationChoices = (kind: 'sms' | 'auto-connect'): TTokenDuration[] =>
  TOKEN_DURATIONS.filter((d) => kind === 'sms' || d !== 'unlimited');

export const MAX_CUSTOM_MINUTES = { sms: VOUCHER_MAX_DURATION_SECONDS / 60, 'auto-connect': 1440 } as const;

/** The custom-duration rule (part 2 §5): 'custom' needs whole minutes. */
export function customMinutesError(
  choice: TTokenDuration,
  minutes: number | string,
  max: number,
): string | null {
  if (choice !== 'custom') return null;
  const n = typeof minutes === 'number' ? minutes : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) return T.customRequired;
  return null;
}

/**
 * The Auto-Connect daily allowance is stored as minutes (null: no daily limit, which a day of 24 hours is);
 * the popup shows it as the named duration it equals, else as custom minutes.
 */
export function dailyUsageChoice(minutes: number | null): { choice: TTokenDuration; custom: number | '' } {
  if (minutes === null) return { choice: '24_hours', custom: '' };
  const named = (Object.entries(DURATION_MINUTES) as [TTokenDuration, number][]).find(
    ([, m]) => m === minutes,
  );
  return named ? { choice: named[0], custom: '' } : { choice: 'custom', custom: minutes };
}

export const dailyUsageMinutes = (choice: TTokenDuration, custom: number | ''): number | null =>
  choice === 'custom' ? (custom === '' ? null : custom) : (DURATION_MINUTES[choice] ?? null);

export type TierDraft = { price: string; minutes: number | '' };
export type TierErrors = Record<string, string>;

/** The tiers' checks before a save: a price as guests read it, whole minutes within a voucher's maximum. */
export function tierErrors(tiers: readonly TierDraft[]): TierErrors {
  const errors: TierErrors = {};
  const maxMinutes = VOUCHER_MAX_DURATION_SECONDS / 60;
  tiers.forEach((tier, i) => {
    if (tier.price.trim() === '' || tier.price.trim().length > 40)
      errors[`${i}.price`] = T.tiers.priceRequired;
    const m = tier.minutes;
    if (m === '' || !Number.isInteger(m) || m < 1 || m > maxMinutes)
      errors[`${i}.minutes`] = T.tiers.minutesInvalid;
  });
  return errors;
}

/** A speed field's value for PATCH: empty is unlimited (null); Mbps ≥ 0 in steps of 0.1 (part 2 §5). */
export function speedError(value: number | string): string | null {
  if (value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) return 'Enter 0 or more Mbps, or leave it empty for unlimited.';
  if (n > SPEED_MAX_MBPS) return `At most ${SPEED_MAX_MBPS} Mbps.`;
  if (!isTenths(n)) return 'Enter the speed in steps of 0.1 Mbps.';
  return null;
}

export const speedValue = (value: number | string): number | null =>
  value === '' ? null : Math.round(Number(value) * 10) / 10;

const boxes = (n: number) => `${n} ${n === 1 ? 'box' : 'boxes'}`;
const sessions = (n: number) => `${n} live ${n === 1 ? 'session' : 'sessions'}`;

/**
 * What the boxes answered to the new limits (decision 063), said as it is: a refusing box keeps the old
 * limit until the guest's next login; an unanswered one may or may not have applied it.
 */
export function speedChangeSummary(delivery: TSpeedChangeDelivery): string {
  if (delivery.sessions === 0) return T.speeds.noLiveSessions;
  const parts = [
    `Sent to ${sessions(delivery.sessions)}: ${boxes(delivery.acknowledged)} applied the new limits`,
  ];
  if (delivery.refused > 0)
    parts.push(`${boxes(delivery.refused)} refused — those guests keep the old limit until their next login`);
  if (delivery.unanswered > 0)
    parts.push(
      `${boxes(delivery.unanswered)} did not answer — they may keep the old limit until the guest's next login`,
    );
  return `${parts.join('; ')}.`;
}

/** The collectable fields in the spec's words and order (part 2 §9): Age, Country, Phone, Address, Gender. */
export const COLLECT_FIELD_LABELS: Record<TCollectField, string> = {
  collect_age: 'Age',
  collect_country: 'Country',
  collect_phone: 'Phone',
  collect_address: 'Address',
  collect_gender: 'Gender',
};
