import type { Clock } from './clock';
import { localDate } from './calendar';

/** Today's date (YYYY-MM-DD) as billing sees it: the app's clock, in the billing time zone. */
export const billingToday = (deps: { clock: Clock; config: { billing: { timeZone: string } } }): string =>
  localDate(deps.clock.now(), deps.config.billing.timeZone);
