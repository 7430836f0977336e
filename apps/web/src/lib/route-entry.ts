import type { ComponentType } from 'react';
import type { TPartnerFeatureFlag, TPlanArea } from '@ared/contract/plans';

/**
 * The shape of one route. It lives in shared code so that each feature can declare its own routes in
 * `features/<feature>/routes.ts` (a feature may not import app/); `app/route-table.ts` puts them together.
 */
export type RouteAccess =
  /** Anyone (/password/reset). */
  | 'public'
  /** Public, but a signed-in user goes to /dashboard (/, /signup, /forgot-password). */
  | 'guest'
  /** Needs the first sign-in step (tokens), not the OTP (/otp, /change-password). */
  | 'session'
  /** Needs the full session: OTP verified and terms accepted. */
  | 'protected';

/** What a route's loader resolves to: react-router's lazy route module with the page component. */
export type LoadedPage = { Component: ComponentType };

export type RouteEntry = {
  path: string;
  title: string;
  /**
   * The page's level-one heading where it is not the title (the document's title, from the spec): the frame
   * drawn before the page (app/route-frame.tsx, decision 086) shows it where the page then draws it.
   */
  heading?: string;
  access: RouteAccess;
  /** Header tab name (drives the header icon); defaults to the title. */
  tab?: string;
  /** The part of the product the page belongs to; a plan without it gets the not-allowed page (decision 011). */
  area?: TPlanArea;
  /**
   * The add-on the page belongs to (its flag): while the partner's flag is off, the route shows what the
   * add-on is off means and, for an admin, an Activate button, instead of the page (decision 066).
   */
  addOn?: TPartnerFeatureFlag;
  /**
   * The page's own dynamic import, written as a literal `import('./pages/…')` so that the bundler makes
   * every page its own chunk, loaded when its route is visited.
   */
  load: () => Promise<LoadedPage>;
};
