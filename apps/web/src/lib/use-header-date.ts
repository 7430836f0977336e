import { useAuthStore } from './auth-store';
import { formatHeaderDate } from './format';

/** Today as the header shows it, on the signed-in partner's calendar (its time zone, from the server). */
export const useHeaderDate = (): string =>
  formatHeaderDate(
    new Date(),
    useAuthStore((s) => s.user?.partner?.time_zone),
  );
