import { lazy, type ComponentType } from 'react';

// React's own bound for lazy components: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A part of the page that is only needed once the user reaches for it (a tooltip, a menu, a dropdown),
 * loaded in a chunk of its own instead of with the page (issue 29 §7, decision 089): `Part` is a lazy
 * component to render from then on; `preload()` starts loading it (on hover or focus, before the click).
 * The parts are also asked for at the user's first interaction with the page (a touch, a key, a scroll),
 * so that the first use on a slow link rarely waits; not while the page loads, when their evaluation would
 * compete with the page's own work. Loading twice is one request: the module is asked for once.
 */
export function loadOnFirstUse<C extends AnyComponent>(load: () => Promise<{ default: C }>) {
  let loading: Promise<{ default: C }> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  onFirstInteraction(preload);
  /** Props for the element that shows the part (its tab, its button): a pointer over it or the focus asks. */
  const reach = { onPointerEnter: preload, onFocus: preload };
  return { Part: lazy(preload), preload, reach };
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const waiting: (() => unknown)[] = [];

/** Runs `task` at the next interaction of the user with the page (a touch, a key, a scroll). */
function onFirstInteraction(task: () => unknown) {
  if (typeof window === 'undefined') return;
  waiting.push(task);
  if (waiting.length > 1) return;
  const runAll = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, runAll, true);
    for (const next of waiting.splice(0)) void next();
  };
  for (const type of FIRST_INTERACTION)
    window.addEventListener(type, runAll, { capture: true, passive: true });
}
