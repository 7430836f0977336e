import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Tabs, type MantineSpacing } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './scrolling-tab-list.module.css';

type ScrollingTabListProps = { children: ReactNode; mb?: MantineSpacing };

type Overflow = { left: boolean; right: boolean };

/**
 * A tab strip that stays on one line and scrolls sideways on a narrow screen; a fade with an arrow on the
 * side that has more tabs tells the user so (a bare scrolling strip looks like it has no more tabs).
 */
export function ScrollingTabList({ children, mb }: ScrollingTabListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // 1 px of slack: fractional widths leave the last pixel unreachable on some zoom levels.
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, []);

  // Measured when the observer reports, which it does once the strip is laid out (and on every resize):
  // measuring in the effect itself forced the whole page's layout in the middle of the first render, a
  // long task on a slow phone (issue 29 §7).
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <Box
      pos="relative"
      mb={mb}
      data-testid="scrolling-tab-list"
      data-scrolls-left={overflow.left || undefined}
      data-scrolls-right={overflow.right || undefined}
    >
      <Tabs.List ref={ref} className={classes.list} onScroll={measure}>
        {children}
      </Tabs.List>
      {overflow.left && (
        <div className={`${classes.fade} ${classes.left}`} aria-hidden>
          <IconChevronLeft size={16} />
        </div>
      )}
      {overflow.right && (
        <div className={`${classes.fade} ${classes.right}`} aria-hidden>
          <IconChevronRight size={16} />
        </div>
      )}
    </Box>
  );
}
