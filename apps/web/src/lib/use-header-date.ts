import { useAuthStore } from './auth-store';
import { formatHeaderDate } from './format';

/** Today as the header shows it, on the signed-in partner's calendar (its UTC offset, from the server). */
export const useHeaderDate = (): string =>
  formatHeaderDate(
    new Date(),
    useAuthStore((s) => s.user?.partner?.utc_offset_minutes),
  );
