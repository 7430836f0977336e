import { HEX_COLOR } from '@ared/contract/captive-portal';

/** Black or white text, whichever reads better on the chosen background (WCAG relative luminance). */
export function readableTextOn(color: string): string {
  if (!HEX_COLOR.test(color)) return '#ffffff';
  const channel = (i: number) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#111111' : '#ffffff';
}
