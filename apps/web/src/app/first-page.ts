import type { RouteAccess } from '../lib/route-entry';

type Routable = { path: string; access: RouteAccess };

/**
 * Asks for the code of the page a visit starts on (a reload, a bookmark, a link) before the first render
 * reaches it. Left to the render, a signed-in page's request waits until the shell's code has arrived and
 * rendered (root-layout.tsx fetches the shell early the same way): one round trip more on a slow link
 * (issue 29 §7). A signed-in page only when the stored session looks signed in, since otherwise the visit
 * is sent to the sign-in page and the request would compete with that page's code. Returns the path whose
 * code was asked for, or null. `entry` is the route the visit's pathname matched (app/route-match.ts).
 */
export function startFirstPageLoad(
  entry: Routable | null,
  loads: ReadonlyMap<string, () => Promise<unknown>>,
  looksSignedIn: boolean,
): string | null {
  if (!entry || (entry.access === 'protected' && !looksSignedIn)) return null;
  void loads
    .get(entry.path)?.()
    .catch(() => {
      // Nothing to show yet: the page's render asks again, and a second failure shows the error page.
    });
  return entry.path;
}
