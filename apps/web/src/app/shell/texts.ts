/** Texts of the app shell (header, top bar, sidebar). */
export const SHELL_TEXTS = {
  welcome: 'Welcome,',
  profile: 'Profile',
  logout: 'Logout',
  toggleNavigation: 'Toggle navigation',
  closeNavigation: 'Close navigation',
  plan: (plan: string) => `${plan} plan`,
  mainNavigation: 'Main navigation',
  skipToContent: 'Skip to content',
} as const;
