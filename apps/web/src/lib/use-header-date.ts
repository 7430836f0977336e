import { useAuthStore } from './auth-store';
import { formatHeaderDate, partnerCalendarDay } from './format';

const useUtcOffset = () => useAuthStore((s) => s.user?.partner?.utc_offset_minutes);

/** Today as the header shows it, on the signed-in partner's calendar (its UTC offset, from the server). */
export const useHeaderDate = (): string => formatHeaderDate(new Date(), useUtcOffset());

/** Today on the signed-in partner's calendar, as a local Date of that day: what a page's "Today" shows. */
export const usePartnerToday = (): Date => partnerCalendarDay(new Date(), useUtcOffset());
