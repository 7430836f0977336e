import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { AA_TEXT, contrastRatio, readableOn } from './contrast';
import {
  DIMMED_TEXT,
  PANEL,
  PLACEHOLDER_TEXT,
  cssVariablesResolver,
  readableColorVariables,
  theme,
} from './theme';

const colors = mergeMantineTheme(DEFAULT_THEME, theme).colors;
const variables = readableColorVariables(colors);
const WHITE = '#ffffff';

describe('theme colours meet WCAG AA (4.5:1) where text is drawn', () => {
  it('secondary (dimmed) text on white and on the lightest panel', () => {
    expect(variables['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    expect(contrastRatio(DIMMED_TEXT, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(DIMMED_TEXT, PANEL)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('placeholder text drawn as text (FileInput)', () => {
    expect(variables['--mantine-color-placeholder']).toBe(PLACEHOLDER_TEXT);
    expect(contrastRatio(PLACEHOLDER_TEXT, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.keys(colors).filter((c) => c !== 'dark'))(
    '%s: text, outline, badges and filled buttons',
    (name) => {
      const palette = colors[name]!;
      const v = (suffix: string) => variables[`--mantine-color-${name}-${suffix}`]!;
      expect(contrastRatio(v('text'), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(v('outline'), WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
      // Light badges and buttons: their text on shade 1.
      expect(contrastRatio(v('light-color'), palette[1]!)).toBeGreaterThanOrEqual(AA_TEXT);
      // White text on filled buttons and badges.
      expect(contrastRatio(WHITE, v('filled'))).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('field errors (Mantine draws them in red shade 6, 3.3:1 on white)', () => {
    expect(contrastRatio(colors.red![6]!, WHITE)).toBeLessThan(AA_TEXT);
    expect(contrastRatio(variables['--mantine-color-error']!, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('links in the brand colour, on white and on the light tint', () => {
    expect(contrastRatio(variables['--mantine-color-anchor']!, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(variables['--mantine-color-anchor']!, colors.brand![1]!)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it("Mantine's own shade 6 fails, which is why the variables move (the test would pass without them)", () => {
    expect(contrastRatio(colors.brand![6]!, WHITE)).toBeLessThan(AA_TEXT);
    expect(contrastRatio(colors.gray![6]!, WHITE)).toBeLessThan(AA_TEXT);
  });
});

describe('readableOn', () => {
  it('keeps the lightest shade that reads, darkening past the palette only when none does', () => {
    expect(readableOn(colors.blue!, WHITE)).toBe(colors.blue![8]); // 7 is 4.2:1, 8 is 5.0:1
    const yellow = readableOn(colors.yellow!, WHITE);
    expect(colors.yellow).not.toContain(yellow);
    expect(contrastRatio(yellow, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('cssVariablesResolver', () => {
  it("gives Mantine's light scheme the readable colours", () => {
    const mantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
    const resolved = cssVariablesResolver(mantineTheme);
    expect(resolved.light).toEqual(readableColorVariables(mantineTheme.colors));
    expect(resolved.dark).toEqual({});
  });
});
