import { lazy, type ComponentType } from 'react';

// React's own bound for lazy components: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A part of the page that is only needed once the user reaches for it (a tooltip, a menu, a dropdown),
 * loaded in a chunk of its own instead of with the page (issue 29 §7, decision 089): `Part` is a lazy
 * component to render from then on; `preload()` starts loading it (on hover or focus, before the click),
 * and the part is asked for anyway once the page has loaded and the browser is idle, so that the first
 * use on a slow link rarely waits. Loading twice is one request: the module is asked for once.
 */
export function loadOnFirstUse<C extends AnyComponent>(load: () => Promise<{ default: C }>) {
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  whenIdleAfterLoad(preload);
  return { Part: lazy(preload), preload };
}

const IDLE_TIMEOUT_MS = 5000;

/** Runs `task` once the page's load event has passed and the main thread is idle (or 5 s later). */
function whenIdleAfterLoad(task: () => unknown) {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const idle = () => {
    const run = () => void task();
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
