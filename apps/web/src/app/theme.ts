import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { readableOn } from './contrast';

/** Brand green, lightest to darkest; shade 6 is the brand colour (#12a150). */
const brand: MantineColorsTuple = [
  '#e6f8ee',
  '#d2efdf',
  '#a6dfbf',
  '#76ce9c',
  '#4fc07f',
  '#35b86c',
  '#12a150',
  '#0f8f47',
  '#0a7f3d',
  '#006d31',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Mantine's close buttons are bare icons: screen readers need a name for them.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine keeps every closed Select's dropdown (all its options) in the page, hidden, and places it
    // when the page mounts: three filters on the router list made a layout forced mid-render, a long task
    // on a slow phone (issue 29 §7). A dropdown is built when it opens instead.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

const WHITE = '#ffffff';
/** The lightest background secondary text sits on (gray-0 panels). */
export const PANEL = DEFAULT_THEME.colors.gray[0];

/** Secondary ("dimmed") text: still visibly lighter than body text, 5.5:1 on the lightest panel. */
export const DIMMED_TEXT = '#5f666d';
/** Placeholders Mantine draws as text (FileInput, Select): 4.8:1 on white, still lighter than dimmed. */
export const PLACEHOLDER_TEXT = '#6b7280';

/**
 * Mantine's light scheme writes coloured text in shade 6 (3.3:1 on white for the brand green, 1.9:1 for
 * yellow) and puts white text on shade 6 buttons: below WCAG AA's 4.5:1. The shades stay the brand's;
 * only the colours used for text and behind white text are moved to ones that read (decision 018).
 */
export const readableColorVariables = (colors: Record<string, readonly string[]>) => {
  const variables: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
  };
  for (const [name, palette] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const filled = readableOn(palette, WHITE);
    const filledIndex = palette.indexOf(filled);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] =
      filledIndex >= 0 && filledIndex < palette.length - 1 ? palette[filledIndex + 1]! : filled;
    variables[`--mantine-color-${name}-text`] = readableOn(palette, WHITE);
    variables[`--mantine-color-${name}-outline`] = readableOn(palette, WHITE);
    // Light variants: shade 1 behind the text.
    variables[`--mantine-color-${name}-light-color`] = readableOn(palette, palette[1]!);
  }
  // Field errors (Mantine's --mantine-color-error is red shade 6, 3.3:1 on white).
  if (colors.red) variables['--mantine-color-error'] = readableOn(colors.red, WHITE);
  const primary = colors.brand!;
  // Links also sit on the primary light tint (the bulk bar's Clear link).
  variables['--mantine-color-anchor'] = readableOn(primary, primary[1]!);
  variables['--mantine-primary-color-contrast'] = WHITE;
  return variables;
};

/**
 * The readable colours as Mantine's light-scheme variables. Mantine writes them out once, at build time,
 * into app/theme-variables.css (theme-variables.test.tsx, decision 094); the app ships that stylesheet.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: readableColorVariables(t.colors),
  dark: {},
});
