/** The checkbox unlocks once the agreement is scrolled to within 5 px of its end (spec part 1 §2, §9). */
export const TERMS_SCROLL_TOLERANCE_PX = 5;

export type ScrollMetrics = { scrollTop: number; scrollHeight: number; clientHeight: number };

export const isScrolledToBottom = (m: ScrollMetrics, tolerance = TERMS_SCROLL_TOLERANCE_PX): boolean =>
  m.scrollHeight - m.scrollTop - m.clientHeight <= tolerance;
