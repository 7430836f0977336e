/** Paths where the header and sidebar are hidden, exactly (spec part 1 §2). */
export const SHELL_HIDDEN_PATHS: readonly string[] = [
  '/',
  '/otp',
  '/forgot-password',
  '/change-password',
  '/signup',
];

export const isShellHidden = (pathname: string): boolean => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  // The sign-up review page (decision 057) is public like the reset page: no dashboard frame either.
  return SHELL_HIDDEN_PATHS.includes(path) || path.includes('/password/reset') || path === '/signup/review';
};
