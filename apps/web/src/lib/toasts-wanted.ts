import { createStore } from './create-store';

/**
 * Whether a toast has been asked for in this page's life (lib/notify.ts sets it). The toasts' container
 * is drawn from then on, not with the first page: it is a portal, and its mounting drew it a second time
 * at once, in the first render's longest task (issue 29 §7, decision 101).
 */
export const toastsWanted = createStore(false);
