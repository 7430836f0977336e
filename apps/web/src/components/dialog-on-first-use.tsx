import type { ComponentType } from 'react';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { OpenedOnce } from './opened-once';

/**
 * A dialog loaded on its first opening, or at the user's first interaction with the page (decision 089),
 * and rendered from its first opening on (OpenedOnce): its Modal, form, pickers and validation are not
 * needed to show the page. `load` gives the dialog's component, from a dynamic import.
 *
 * `opened` says when it is open: the name of a boolean prop (`'opened'`), or of a prop holding the record it
 * shows, open while not null (`'sme'`).
 */
export function dialogOnFirstUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  opened: keyof P & string,
): ComponentType<P> {
  const { Part } = loadOnFirstUse(() => load().then((component) => ({ default: component })));
  const isBoolean = opened === 'opened';
  function DialogOnFirstUse(props: P) {
    const value = props[opened] as unknown;
    const isOpened = isBoolean ? value === true : value !== null && value !== undefined;
    return (
      <OpenedOnce opened={isOpened}>
        {(isOpen) => {
          const shown = { ...props, [opened]: isBoolean ? isOpen : isOpen ? value : null } as P;
          return <Part {...shown} />;
        }}
      </OpenedOnce>
    );
  }
  return DialogOnFirstUse;
}
