import { Suspense, lazy, useState } from 'react';
import classes from './assistant-launcher.module.css';
import { LAUNCHER_LABEL } from './launcher-texts';

// The panel (Mantine's inputs, the contract's schemas, the calls) is its own chunk, fetched on the first
// open: every page's first script carries only this button (decision 075).
const loadPanel = () => import('./components/assistant-panel');
const AssistantPanel = lazy(loadPanel);

/** A speech bubble, drawn here rather than imported: the button must stay a few hundred bytes. */
function ChatIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The 'ARED Analytics Assistant' (part 2 §2) on every signed-in page and on the sign-in page: a floating
 * button that toggles the panel. Once loaded the panel stays mounted, hidden when closed, so an agent's
 * replies keep arriving and the conversation lives across page changes (and in storage across reloads).
 */
export function AssistantLauncher({ signedIn, userId }: { signedIn: boolean; userId: number | null }) {
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  const toggle = (open: boolean) => {
    setOpen(open);
    setLoaded(true);
  };
  return (
    <>
      {isLoaded && (
        <Suspense fallback={null}>
          <AssistantPanel
            // A new owner (sign-in, sign-out) is a new conversation: the panel starts over from storage.
            key={`${signedIn}:${userId ?? ''}`}
            opened={isOpen}
            onClose={() => toggle(false)}
            signedIn={signedIn}
          />
        </Suspense>
      )}
      <button
        type="button"
        className={classes.launcher}
        aria-label={LAUNCHER_LABEL}
        aria-expanded={isOpen}
        onClick={() => toggle(!isOpen)}
      >
        <ChatIcon />
      </button>
    </>
  );
}
