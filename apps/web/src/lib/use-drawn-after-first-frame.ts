import { startTransition, useEffect, useState } from 'react';

let firstFrameDrawn = false;

/**
 * False in the first render of the visit's first part to ask (a list page's table, as the page appears),
 * true from the next frame on, and at once for every part drawn later. A part that draws many elements (a
 * list's table: its filters, search, header row and skeleton rows, half of a list page's elements) shows a
 * placeholder in that frame and draws itself in a transition after it: on a slow phone the page then
 * appears in two shorter tasks instead of one long one. The first frame's style and layout are the
 * costliest of a visit (the fonts and styles are met for the first time): the router list's was one task
 * of 120-180 ms in Lighthouse's traces, half its blocking time (issue 29 §7, decision 105). Later pages
 * draw at once: a navigation between pages does not show the placeholder.
 */
export function useDrawnAfterFirstFrame(): boolean {
  const [drawn, setDrawn] = useState(firstFrameDrawn);
  useEffect(() => {
    if (drawn) return;
    firstFrameDrawn = true;
    startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn;
}

/** Tests only: a new visit, whose first frame is yet to be drawn. */
export function resetFirstFrameForTests() {
  firstFrameDrawn = false;
}
