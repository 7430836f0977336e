import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand green, lightest to darkest; shade 6 is the primary (#12a150). */
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
  },
});
