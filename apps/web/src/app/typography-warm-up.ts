/**
 * The theme's fonts made ready while a signed-in page's code is on its way (issue 29 §7, decision 102).
 *
 * The first text a browser lays out in a weight and size it has not used yet costs it a font lookup and the
 * glyphs' measures: ~1–2 ms each at full speed on the bench machine's Chromium, four times that on
 * Lighthouse's slow phone. A page's first screen uses some twenty of them (the theme's sizes in three
 * weights, the headings), and met them all at once when the page replaced its frame: ~25 ms of that one
 * style-and-layout task, the largest of a router list's load. The frame (decision 086) paints first and
 * then waits a second or more for the scripts; in that wait this script lays out one hidden line per font,
 * each in a task of its own, so no task grows long, and the page's own layout finds the fonts ready.
 */

/** The theme's text sizes (Mantine's CSS variables, so the theme stays their one source). */
const BODY_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'].map((size) => `var(--mantine-font-size-${size})`);
/** The body weights the components draw with: regular, medium (600 in Mantine 8) and bold. */
const BODY_WEIGHTS = [
  'var(--mantine-font-weight-regular)',
  'var(--mantine-font-weight-medium)',
  'var(--mantine-font-weight-bold)',
];
const HEADINGS = [1, 2, 3, 4, 5, 6].map(
  (order) => [`var(--mantine-h${order}-font-size)`, `var(--mantine-h${order}-font-weight)`] as const,
);

/** Each font to make ready, as [font-size, font-weight]. */
export const TYPOGRAPHY_SAMPLES: readonly (readonly [string, string])[] = [
  ...BODY_SIZES.flatMap((size) => BODY_WEIGHTS.map((weight) => [size, weight] as const)),
  ...HEADINGS,
];

/** The characters a page's text is mostly made of: their glyphs are measured once per font. */
export const TYPOGRAPHY_SAMPLE_TEXT =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 .,:;!?%&@#()/+-–';

/**
 * The inline script a signed-in route's HTML runs after its frame (scripts/build.mjs; the server allows it
 * by its hash). After the first paint it adds a hidden, size-contained box to the body, then one line per
 * font, forcing the line's layout in that task, and removes the box after the last. Hidden, not `display:
 * none`: text that is not laid out is not measured. Nothing in it can throw on a browser that runs the app.
 */
export function typographyWarmUpScript(
  samples: readonly (readonly [string, string])[] = TYPOGRAPHY_SAMPLES,
  text: string = TYPOGRAPHY_SAMPLE_TEXT,
): string {
  return (
    `(function(s,t){var b=document.createElement('div'),i=0;b.setAttribute('aria-hidden','true');` +
    `b.setAttribute('data-typography-warm-up','');` +
    `b.style.cssText='position:absolute;left:-9999px;top:0;width:1px;height:1px;overflow:hidden;` +
    `visibility:hidden;contain:strict;white-space:nowrap;pointer-events:none';` +
    `function next(){if(i===s.length){b.remove();return}var e=document.createElement('span');` +
    `e.style.fontSize=s[i][0];e.style.fontWeight=s[i][1];e.textContent=t;b.appendChild(e);i++;` +
    `void b.offsetWidth;setTimeout(next,0)}` +
    `requestAnimationFrame(function(){document.body.appendChild(b);setTimeout(next,0)})` +
    // `<` escaped: the text must not be able to close the script element it is written in.
    `})(${JSON.stringify(samples).replaceAll('<', '\\u003c')},${JSON.stringify(text).replaceAll('<', '\\u003c')})`
  );
}
