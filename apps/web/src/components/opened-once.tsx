import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders a dialog from the first time it is opened on, not before. A closed Mantine Modal still mounts its
 * portal (which renders again right after the page's commit, synchronously), its transition and its form's
 * state: the router list paid for four closed dialogs on every load on a slow phone (issue 29 §7,
 * decision 088). Once rendered the dialog stays, so its closing transition plays. It is first rendered
 * closed and opened a frame later, so that its opening transition plays as before.
 *
 * The dialog is usually a part loaded on first use (decision 089): each one waits for its code in a
 * Suspense boundary of its own, drawing nothing meanwhile, so one dialog loading never hides another.
 */
export function OpenedOnce({
  opened,
  children,
}: {
  opened: boolean;
  children: (opened: boolean) => ReactNode;
}) {
  const [wasOpened, setWasOpened] = useState(opened);
  const [isReady, setReady] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  // A frame later, not in an effect: a Mantine portal mounts its content in a synchronous re-render that
  // flushes this component's effects first, so the modal would mount already open and skip its transition.
  useEffect(() => {
    if (!wasOpened) return undefined;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [wasOpened]);
  return wasOpened ? <Suspense fallback={null}>{children(opened && isReady)}</Suspense> : null;
}
