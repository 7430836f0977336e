import { createStore } from './create-store';

/**
 * How many pages' code is being fetched. The router renders a navigation as a transition, so the page
 * on screen stays until the next one's chunk is here; the navigation bar reads this to show that something
 * is coming (decision 064).
 */
export const pageLoadsStore = createStore(0);

/** Counts `load` as a page load while it runs; the result and any failure pass through unchanged. */
export function trackPageLoad<T>(load: () => Promise<T>): Promise<T> {
  pageLoadsStore.set((n) => n + 1);
  return load().finally(() => pageLoadsStore.set((n) => n - 1));
}
