import { useMediaQuery } from '@mantine/hooks';

/** Below this width (Mantine's `sm`, 48em) the phone layouts apply: the sidebar folds, tables drop columns. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * True on a phone-sized screen, read at the first render (there is no server rendering of signed-in
 * pages): a wide first render followed by the phone's, after an effect, drew the page twice on a phone.
 */
export const useIsPhone = (): boolean =>
  useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
