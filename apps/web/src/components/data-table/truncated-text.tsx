import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { HoverTooltip } from '../hover-tooltip';

type TruncatedTextProps = Omit<TextProps, 'children'> & {
  children: string;
  /**
   * The widest the text may get before it is cut with '…'. Narrower on phones with a CSS expression
   * (`min(180px, 28vw)`); a responsive object would put a <style> tag inside the cell.
   */
  maw?: number | string;
};

/**
 * A cell's text on one line, cut with '…' past `maw`; when it is cut, hovering or focusing it shows the
 * whole text in a tooltip (the full text stays in the DOM, so screen readers read all of it).
 */
export function TruncatedText({ children, maw = 200, ...textProps }: TruncatedTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [isTruncated, setTruncated] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    const cut = Boolean(el && el.scrollWidth > el.clientWidth);
    setTruncated(cut);
    return cut;
  }, []);

  // Measured when the observer reports: once the cell is laid out, on every resize, and again for new
  // text (observing anew reports at once). Measuring in the effect itself forced a layout per render of a
  // list, a long task on a slow phone (issue 29 §7).
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, children]);

  return (
    <HoverTooltip
      label={children}
      shouldOpen={measure}
      withArrow
      multiline
      maw={360}
      style={{ wordBreak: 'break-word' }}
    >
      <Text
        ref={ref}
        size="sm"
        truncate="end"
        maw={maw}
        data-truncated={isTruncated || undefined}
        // Focusable only when cut: keyboard users reach the tooltip without a tab stop per cell.
        tabIndex={isTruncated ? 0 : undefined}
        {...textProps}
      >
        {children}
      </Text>
    </HoverTooltip>
  );
}
