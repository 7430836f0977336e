// The build's second pass (scripts/prerender.mjs): the guest pages rendered to HTML ahead of time, so a
// phone on a slow link sees the sign-in form as soon as the stylesheet is in, before any script has
// arrived, and the script then hydrates that markup instead of drawing the page again (issue 29 §7,
// decision 084). Only pages whose first render depends on nothing but the path: no stored session, no
// data from the API, no query string.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { RouteFrame } from './app/route-frame';
import { ROUTE_TABLE, buildDocumentTitle } from './app/route-table';
import { STORAGE_KEYS } from './lib/storage-keys';

// The fonts made ready behind a signed-in route's frame (decision 102), written into its HTML by the build.
export { typographyWarmUpScript } from './app/typography-warm-up';

/**
 * The prerendered pages: path → the file written under dist/prerendered/. The build links the stylesheets
 * of the route's chunks in each (scripts/build.mjs): the markup uses their class names.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'sign-in.html',
  '/forgot-password': 'forgot-password.html',
};

/** The page's document title, as the app sets it once running (app/use-route-meta.ts). */
export function titleOf(path: string): string {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not a route of the app`);
  return buildDocumentTitle(entry.title);
}

/** `element` rendered to markup, with every lazy part resolved. */
async function markupOf(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The markup of `path`'s page (no document around it). */
export function renderPage(path: string): Promise<string> {
  const AtPath = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  return markupOf(<App router={AtPath} />);
}

/**
 * The frame of a signed-in route's page (app/route-frame.tsx) as markup: the shell in outline and the page's
 * title, drawn by the HTML and again by the app (app/first-frame.tsx) until the page replaces it (decision
 * 086).
 */
export function renderFrame(path: string): Promise<string> {
  return markupOf(
    <AppProviders>
      <RouteFrame pathname={path} />
    </AppProviders>,
  );
}

/**
 * An inline script run right after the prerendered markup, for a visitor the markup was not drawn for: a
 * guest page's (`drawnFor: 'guest'`) when the stored session looks signed in (lib/auth-store.ts
 * `storedSessionLooksSignedIn`), since the visit is about to be sent to the dashboard; a signed-in route's
 * frame (`'signed-in'`) when it does not, since the visit is about to be sent to sign in. The markup must not
 * flash up: the start-up spinner (`bootMarkup`) takes its place and main.tsx renders afresh. The server
 * allows each script by its hash in the content security policy.
 */
export function visitScript(bootMarkup: string, drawnFor: 'guest' | 'signed-in'): string {
  const access = JSON.stringify(STORAGE_KEYS.accessToken);
  const otp = JSON.stringify(STORAGE_KEYS.otpVerified);
  const looksSignedIn = `localStorage.getItem(${access})&&localStorage.getItem(${otp})==='true'`;
  return (
    `try{if(${drawnFor === 'guest' ? '' : '!'}(${looksSignedIn})){` +
    `var r=document.getElementById('root');r.removeAttribute('data-prerendered');r.removeAttribute('data-frame');` +
    // `<` escaped: the markup must not be able to close the script element it is written in.
    `r.innerHTML=${JSON.stringify(bootMarkup).replaceAll('<', '\\u003c')}}}catch(e){}`
  );
}

/**
 * An inline script in a signed-in route's head: the stored user's plan on the root element (`data-plan`),
 * before the body is read, so that of a frame drawn for every plan only the visitor's ever shows
 * (app/route-frame.css); none when it cannot tell. Before the body: a slow link delivers the HTML in parts,
 * and a browser may paint what it has read before a script at the end runs (the dashboard's cards were
 * seen drawn below the other plans' and then jumping up).
 */
export function planScript(): string {
  const user = JSON.stringify(STORAGE_KEYS.user);
  return (
    `try{var u=JSON.parse(localStorage.getItem(${user}));` +
    `document.documentElement.setAttribute('data-plan',u.partner.plan.name)}catch(e){}`
  );
}
