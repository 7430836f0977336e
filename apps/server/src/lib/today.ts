import type { AppDeps } from '../types';
import { localDate } from './calendar';

/** Today's date (YYYY-MM-DD) as billing sees it: the app's clock, in the billing time zone. */
export const billingToday = (deps: Pick<AppDeps, 'clock' | 'config'>): string =>
  localDate(deps.clock.now(), deps.config.billing.timeZone);
