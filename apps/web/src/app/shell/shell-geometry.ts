import type { AppShellProps } from '@mantine/core';

/** Pixels, as Mantine's AppShell takes them. */
export const SHELL_HEADER_HEIGHT = 68;
export const SHELL_NAVBAR_WIDTH = 272;

/**
 * The signed-in shell's geometry: header height, sidebar width and where it folds, the content's padding.
 * One place for the shell (app-shell-layout.tsx) and the frame drawn before it (app/route-frame.tsx, which
 * lays itself out in CSS with the same sizes and the breakpoints and padding written here): the page's
 * title must come where the frame drew it, or the first screen jumps when the page arrives.
 */
export const shellGeometry = (isNavOpen: boolean) =>
  ({
    layout: 'alt',
    header: { height: SHELL_HEADER_HEIGHT },
    navbar: { width: SHELL_NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } },
    padding: { base: 'md', md: 'xl' },
  }) satisfies Partial<AppShellProps>;

/** The brand row at the top of the sidebar, as high as the header beside it. */
export const SHELL_BRAND_HEIGHT = SHELL_HEADER_HEIGHT;
