import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place comes near the screen (within `margin` of it, an IntersectionObserver
 * root margin: a negative one asks for that much of the place on screen), an empty block of `minHeight` until
 * then. For heavy parts below the first screen (the home charts on a phone): their script and rendering wait
 * until the partner scrolls toward them, so the cards above come first on a slow phone (issue 29 §7). Where
 * the browser cannot tell (no IntersectionObserver), they render at once.
 */
export function WhenVisible({
  children,
  minHeight,
  margin = '200px',
  isLayoutSettled = true,
  placeholder,
}: {
  children: ReactNode;
  /** Drawn in the block until then (the charts' frames); hidden from assistive technology. */
  placeholder?: ReactNode;
  minHeight: number;
  margin?: string;
  /** False while what is above is still loading (and shorter than it will be): do not look yet. */
  isLayoutSettled?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element || !isLayoutSettled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin, isLayoutSettled]);
  return isNear ? (
    <>{children}</>
  ) : (
    <div ref={ref} style={{ minHeight }} aria-hidden="true">
      {placeholder}
    </div>
  );
}
