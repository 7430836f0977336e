import { Suspense, useState } from 'react';
import { Indicator } from '@mantine/core';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { useUnreadAlertCount } from '../api/alert-unread-count';
import { ALERTS_TEXTS as T } from '../texts';
import { BellButton } from './bell-button';

// The menu (Mantine's Menu, with floating-ui) is not needed before the bell is first pressed (decision 089).
const { Part: AlertsBellMenu, preload } = loadOnFirstUse(() => import('./alerts-bell-menu'));

/**
 * The header's bell (issue 29 §1): the number of alerts the user has not read, and the latest few; opening
 * one marks it read and goes to its box. Until first pressed it is the button alone, announced as opening a
 * menu; pressed, the menu is loaded (if the first interaction has not already) and opens.
 */
export function AlertsBell() {
  const unread = useUnreadAlertCount().data ?? 0;
  const [isWanted, setWanted] = useState(false);
  const button = (
    <BellButton
      label={T.bell(unread)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={() => setWanted(true)}
    />
  );
  return (
    // The badge wraps the whole menu, so the menu's target is the button itself: the ARIA state the menu
    // sets (aria-expanded, aria-haspopup) lands on a button, where it is allowed (axe).
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      offset={4}
      disabled={unread === 0}
      data-testid="alerts-unread"
    >
      {isWanted ? (
        <Suspense fallback={button}>
          <AlertsBellMenu label={T.bell(unread)} />
        </Suspense>
      ) : (
        button
      )}
    </Indicator>
  );
}
