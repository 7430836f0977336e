import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * This year, in the browser; null while rendering ahead of time and while hydrating that markup. The build
 * renders the guest pages (decision 084) and must not fix its own year in them: a page built in December
 * and hydrated in January would not match what React renders, and React would draw it all again.
 */
export const useCurrentYear = (): number | null =>
  useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => null,
  );
