import type { ComponentType } from 'react';

/**
 * One tab of a details page filled by another feature (a realm's Vouchers, Adverts, Offline Files).
 * The page owns its own tabs; app/ passes in the others, so features never import each other.
 */
export type DetailsTab<TRecord> = {
  /** The `?tab=` value. */
  value: string;
  label: string;
  Panel: ComponentType<{ record: TRecord }>;
};
