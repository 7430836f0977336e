import type { ComponentType } from 'react';

/**
 * One tab of a details page filled by another feature (a realm's Vouchers, Adverts, Offline Files).
 * The page owns its own tabs; app/ passes in the others, so features never import each other.
 */
export type DetailsTab<TRecord> = {
  /** The `?tab=` value. */
  value: string;
  label: string;
  /** The panel: a lazy one (its code loaded on first use) is shown under Suspense, with PanelLoader. */
  Panel: ComponentType<{ record: TRecord }>;
  /** Starts loading a lazy panel's code: called when its tab is pointed at or focused. */
  preload?: () => unknown;
};
