import { Suspense, lazy, useState } from 'react';
import classes from './assistant-launcher.module.css';

// The panel (Mantine's inputs, the contract's schemas, the calls) is its own chunk, fetched on the first
// open. This button is in every page's first script, the sign-in page's at its budget: it stays a few
// hundred bytes, its icon drawn here and styled by CSS (decision 075).
const AssistantPanel = lazy(() => import('./components/assistant-panel'));

/**
 * The 'ARED Analytics Assistant' (part 2 §2) on every signed-in page (`userId` the signed-in user) and on
 * the sign-in page (`userId` null: a visitor): a floating button that toggles the panel. Once loaded the
 * panel stays mounted, hidden when closed, so an agent's replies keep arriving and the conversation lives
 * across page changes (and in storage across reloads).
 */
export function AssistantLauncher({ userId }: { userId: number | null }) {
  // null until the first open: the panel's chunk is not fetched before.
  const [isOpen, setOpen] = useState<boolean | null>(null);
  return (
    <>
      {isOpen !== null && (
        <Suspense fallback={null}>
          <AssistantPanel
            // A new owner (sign-in, sign-out) is a new conversation: the panel starts over from storage.
            key={userId ?? 0}
            opened={isOpen}
            onClose={() => setOpen(false)}
            userId={userId}
          />
        </Suspense>
      )}
      <button
        className={classes.launcher}
        aria-label="ARED Analytics Assistant"
        aria-expanded={!!isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
      </button>
    </>
  );
}
