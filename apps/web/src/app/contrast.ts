/** WCAG 2 contrast arithmetic on #rrggbb colours (the theme picks its text colours with it). */

const channels = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** `colour` mixed with black: 0 keeps it, 1 is black. */
export const darken = (hex: string, amount: number) => toHex(channels(hex).map((c) => c * (1 - amount)));

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

/**
 * The lightest colour of `palette` from shade `from` on that reads on `background` (contrast ≥ `min`);
 * when even the darkest does not (yellow, orange, lime), the darkest made darker until it does.
 */
export function readableOn(palette: readonly string[], background: string, { from = 6, min = AA_TEXT } = {}) {
  const shade = palette.slice(from).find((c) => contrastRatio(c, background) >= min);
  if (shade) return shade;
  const darkest = palette[palette.length - 1]!;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const candidate = darken(darkest, amount);
    if (contrastRatio(candidate, background) >= min) return candidate;
  }
  return '#000000';
}
