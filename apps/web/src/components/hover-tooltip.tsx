import {
  Suspense,
  cloneElement,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mantine/core';
import { loadOnFirstUse } from '../lib/load-on-first-use';

type TargetHandlers = {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
};

export type HoverTooltipProps = Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened'> & {
  /** The element the tooltip explains: one element that takes mouse, focus and key handlers. */
  children: ReactElement<TargetHandlers>;
  /** Asked on each hover or focus: false leaves the tooltip closed (a text that is not cut). */
  shouldOpen?: (target: HTMLElement) => boolean;
};

const chain =
  <E,>(own: ((event: E) => void) | undefined, added: (event: E) => void) =>
  (event: E) => {
    own?.(event);
    added(event);
  };

const { Part: TooltipPart } = loadOnFirstUse(() => import('./hover-tooltip-part'));

/**
 * Mantine's Tooltip, made the first time its element is hovered or focused. A mounted Tooltip costs a
 * portal, floating-ui's state and a transition, and each one re-renders once right after the page's commit
 * (the portal and the reference element are set in effects): a list with four tooltips per row paid for
 * forty of them in one long task on a slow phone, for tooltips almost never opened (issue 29 §7). The
 * element renders alone until then; the tooltip is added beside it (Mantine's `target`), so the element is
 * never re-created (focus stays where it is). Opens on hover and focus, closes on leave, blur and Escape.
 * The Tooltip itself (with floating-ui) is loaded on first use, or at the first interaction (decision 089).
 */
export function HoverTooltip({ children, shouldOpen, ...tooltip }: HoverTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);

  const show = (event: { currentTarget: HTMLElement }) => {
    const element = event.currentTarget;
    if (shouldOpen && !shouldOpen(element)) return;
    setTarget(element);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  const { onMouseEnter, onMouseLeave, onFocus, onBlur, onKeyDown } = children.props;
  const element = cloneElement(children, {
    onMouseEnter: chain(onMouseEnter, show),
    onMouseLeave: chain(onMouseLeave, hide),
    onFocus: chain(onFocus, show),
    onBlur: chain(onBlur, hide),
    onKeyDown: chain(onKeyDown, (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') hide();
    }),
  });
  return (
    <>
      {element}
      {target && (
        <Suspense fallback={null}>
          <TooltipPart {...tooltip} target={target} opened={isOpen} />
        </Suspense>
      )}
    </>
  );
}
