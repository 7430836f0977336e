import type { TAlert } from '@ared/contract/alerts';
import { ALERTS_TEXTS as T } from '../texts';

/** What an alert says in a line ("Box KGL-001 is offline"). */
export const alertHeadline = (alert: Pick<TAlert, 'kind' | 'subject'>): string =>
  T.headline[alert.kind](alert.subject);

/** Where an alert leads: its box's page when it is about a box. */
export const alertLink = (alert: Pick<TAlert, 'router'>): string | null =>
  alert.router === null ? null : `/router-details/${alert.router}`;
